import { Migration } from '@mikro-orm/migrations';

/**
 * Support closes its loop: which unread staff replies were mailed, and the hours staff answer in (with how long a
 * reply waits unread before it is mailed). Replies already unread when this runs count as mailed: a shopper
 * should not get mail about answers that are days old.
 */
export class Migration20261208040000_support_reply_mails_and_hours extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "support_conversation" add column "reply_mailed_through" timestamptz null;`);
    this.addSql(`update "support_conversation" set "reply_mailed_through" = "last_message_at";`);
    this.addSql(
      `create table "support_settings" ("id" smallint not null default 1, "hours" jsonb null, "reply_mail_minutes" smallint not null default 5, "updated_at" timestamptz not null default now(), constraint "support_settings_pkey" primary key ("id"), constraint support_settings_one_row check (id = 1));`,
    );
    this.addSql(`insert into "support_settings" ("id") values (1);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "support_settings";`);
    this.addSql(`alter table "support_conversation" drop column "reply_mailed_through";`);
  }
}
