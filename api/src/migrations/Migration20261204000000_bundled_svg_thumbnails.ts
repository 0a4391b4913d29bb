import { Migration } from '@mikro-orm/migrations';

/**
 * The SVGs bundled with the web app (/images/…/<name>.svg) get a WebP thumbnail beside them, as uploads do:
 * item_thumbnail_url() (Migration20261203000000_item_thumbnail_column) follows thumbnailUrlOf's new rule
 * (api/src/modules/uploads/thumbnail.ts), and the column is filled again. The rules are written out here, not
 * taken from thumbnail.ts, so this migration stays what it was when the rule changes again.
 */
const UPLOAD = `when new.image_url ~ '^/uploads/[A-Za-z0-9_-]+[.](png|jpg|webp|gif)$'
  then split_part(new.image_url, '.', 1) || '.thumb.webp'`;
const BUNDLED_SVG = `when new.image_url ~ '^/images/([A-Za-z0-9_-]+/)*[A-Za-z0-9_-]+[.]svg$'
  then left(new.image_url, -length('.svg')) || '.thumb.webp'`;
const RULE = `case ${UPLOAD} ${BUNDLED_SVG} else new.image_url end`;
const PREVIOUS_RULE = `case ${UPLOAD} else new.image_url end`;

export class Migration20261204000000_bundled_svg_thumbnails extends Migration {
  override async up(): Promise<void> {
    this.keepThumbnailsBy(RULE);
  }

  override async down(): Promise<void> {
    this.keepThumbnailsBy(PREVIOUS_RULE);
  }

  /** The trigger stays; its function changes, and every row is rewritten through it. */
  private keepThumbnailsBy(rule: string): void {
    this.addSql(`create or replace function item_thumbnail_url() returns trigger language plpgsql as $$ begin new.thumbnail_url := ${rule}; return new; end $$;`);
    // Filled without moving the items' versions on: staff editing an item now are not refused for it.
    this.addSql(`alter table "item" disable trigger item_version;`);
    this.addSql(`update "item" set "image_url" = "image_url";`);
    this.addSql(`alter table "item" enable trigger item_version;`);
  }
}
