import { Migration } from '@mikro-orm/migrations';

/**
 * A version on each item, moved on by every write of the row whatever makes it (an edit, a price adjustment,
 * an order taking stock): an edit made from a stale copy is refused instead of undoing the change it never saw.
 */
export class Migration20261124020000_item_version extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "item" add column "version" int not null default 1;`);
    this.addSql(`create function item_next_version() returns trigger language plpgsql as $$ begin new.version := old.version + 1; return new; end $$;`);
    this.addSql(`create trigger item_version before update on "item" for each row execute function item_next_version();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists item_version on "item";');
    this.addSql('drop function if exists item_next_version();');
    this.addSql('alter table "item" drop column "version";');
  }
}
