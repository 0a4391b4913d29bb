import { Migration } from '@mikro-orm/migrations';

/** The e-mail outbox the mail sender delivers from, and the hashed tokens of e-mailed password-reset links. */
export class Migration20261130120000_mail_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "mail_message" ("id" serial primary key, "recipient" varchar(254) not null, "language" text check ("language" in ('th', 'en')) not null, "kind" varchar(50) not null, "subject" varchar(300) not null, "text" text not null, "html" text not null, "secret" varchar(100) null, "status" text check ("status" in ('PENDING', 'SENT', 'FAILED')) not null default 'PENDING', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "last_error" varchar(1000) null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null);`);
    this.addSql(`create index "mail_message_created_at_index" on "mail_message" ("created_at");`);
    this.addSql(`create index "mail_message_due_index" on "mail_message" ("next_attempt_at") where "status" = 'PENDING';`);

    this.addSql(`create table "password_reset" ("id" serial primary key, "token_hash" varchar(64) not null, "account" text check ("account" in ('CUSTOMER', 'STAFF')) not null, "account_id" int not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "password_reset" add constraint "password_reset_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_reset_account_index" on "password_reset" ("account", "account_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "password_reset";`);
    this.addSql(`drop table "mail_message";`);
  }
}
