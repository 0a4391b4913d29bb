import { Migration } from '@mikro-orm/migrations';

/**
 * E-mail confirmation: a shopper's address is confirmed (by an e-mailed link, by Google, or by a password reset
 * through it) before the account can sign in with a password. Accounts made before confirmation existed count
 * as confirmed, so nobody is locked out by this change.
 */
export class Migration20261202000000_email_confirmation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "customer" add column "email_confirmed_at" timestamptz null;`);
    this.addSql(`update "customer" set "email_confirmed_at" = "created_at";`);
    this.addSql(`create table "email_confirmation" ("id" serial primary key, "token_hash" varchar(64) not null, "customer_id" int not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "email_confirmation" add constraint "email_confirmation_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "email_confirmation_customer_id_index" on "email_confirmation" ("customer_id");`);
    this.addSql(`alter table "email_confirmation" add constraint "email_confirmation_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "email_confirmation";`);
    this.addSql(`alter table "customer" drop column "email_confirmed_at";`);
  }
}
