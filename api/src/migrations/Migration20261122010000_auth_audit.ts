import { Migration } from '@mikro-orm/migrations';

/** Staff audit trail, and customer credentials for the shop's own sign-in form. */
export class Migration20261122010000_auth_audit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "audit_entry" ("id" serial primary key, "admin_id" int not null, "admin_email" varchar(254) not null, "action" varchar(50) not null, "entity_type" varchar(50) not null, "entity_id" varchar(300) null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "audit_entry_created_at_index" on "audit_entry" ("created_at");`);

    this.addSql(`alter table "customer" add column "username" varchar(50) null, add column "password_hash" varchar(255) null;`);
    // One account per username (ignoring case) and per e-mail among accounts of the shop's own form.
    this.addSql(`create unique index "customer_username_lower_unique" on "customer" (lower("username"));`);
    this.addSql(`create unique index "customer_form_email_unique" on "customer" ("email") where "password_hash" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "audit_entry" cascade;');
    this.addSql('drop index "customer_username_lower_unique";');
    this.addSql('drop index "customer_form_email_unique";');
    this.addSql('alter table "customer" drop column "username", drop column "password_hash";');
  }
}
