import { Migration } from '@mikro-orm/migrations';

/**
 * A change to a Robux account listing changes what the catalogue cache keeps (the Excel and PDF exports of the
 * accounts for sale), and the listings have writers of every kind: staff edits and imports, orders reserving,
 * selling and releasing accounts. A trigger announces each change on catalogue_changed, sent when (and only if)
 * its transaction commits, to every instance. Per row, so a statement that changes none (an order without
 * accounts) announces nothing; PostgreSQL sends one notice per transaction however many rows change.
 */
export class Migration20261206000000_announce_robux_account_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "announce_robux_account_change"() returns trigger language plpgsql as $$ begin perform pg_notify('catalogue_changed', ''); return null; end $$;`);
    this.addSql(`create trigger "robux_account_changed" after insert or update or delete on "robux_account" for each row execute function "announce_robux_account_change"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "robux_account_changed" on "robux_account";`);
    this.addSql(`drop function "announce_robux_account_change"();`);
  }
}
