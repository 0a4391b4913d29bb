import { Migration } from '@mikro-orm/migrations';

/**
 * Each item's thumbnail URL kept in a column by a trigger, for the answers PostgreSQL writes itself (the REST
 * list): working it out per row with a regular expression took about a quarter of that statement's time.
 * The rule is thumbnailUrlOf's (api/src/modules/uploads/thumbnail.ts) as it stands at this migration; a change
 * to that rule needs a migration that replaces the function and refills the column. item-list-json.test.ts
 * holds the two alike.
 */
const RULE = `case when new.image_url ~ '^/uploads/[A-Za-z0-9_-]+[.](png|jpg|webp|gif)$'
  then split_part(new.image_url, '.', 1) || '.thumb.webp' else new.image_url end`;

export class Migration20261203000000_item_thumbnail_column extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "item" add column "thumbnail_url" text null;`);
    // Whatever a write sets it to, the column follows the image.
    this.addSql(`create function item_thumbnail_url() returns trigger language plpgsql as $$ begin new.thumbnail_url := ${RULE}; return new; end $$;`);
    this.addSql(`create trigger item_thumbnail_url before insert or update of image_url, thumbnail_url on "item" for each row execute function item_thumbnail_url();`);
    // Filled without moving the items' versions on: staff editing an item now are not refused for it.
    this.addSql(`alter table "item" disable trigger item_version;`);
    this.addSql(`update "item" set "image_url" = "image_url";`);
    this.addSql(`alter table "item" enable trigger item_version;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists item_thumbnail_url on "item";');
    this.addSql('drop function if exists item_thumbnail_url();');
    this.addSql('alter table "item" drop column "thumbnail_url";');
  }
}
