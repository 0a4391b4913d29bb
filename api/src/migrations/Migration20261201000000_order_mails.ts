import { Migration } from '@mikro-orm/migrations';

/**
 * Order and wallet mails: the language a shopper's mails are written in and whether they want the optional
 * ones; and a NOTIFY on mail_queued whenever mails are queued, so senders deliver at once instead of at their
 * next sweep (sent when the queuing transaction commits, to every instance).
 */
export class Migration20261201000000_order_mails extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "customer" add column "language" text check ("language" in ('th', 'en')) not null default 'th', add column "order_update_mails" boolean not null default true;`);
    this.addSql(`create function "notify_mail_queued"() returns trigger language plpgsql as $$ begin perform pg_notify('mail_queued', ''); return null; end $$;`);
    this.addSql(`create trigger "mail_message_queued" after insert on "mail_message" for each statement execute function "notify_mail_queued"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "mail_message_queued" on "mail_message";`);
    this.addSql(`drop function "notify_mail_queued"();`);
    this.addSql(`alter table "customer" drop column "language", drop column "order_update_mails";`);
  }
}
