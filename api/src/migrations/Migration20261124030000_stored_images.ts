import { Migration } from '@mikro-orm/migrations';

/** Uploaded images kept in PostgreSQL, for app instances that share the database but no disk. */
export class Migration20261124030000_stored_images extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "stored_image" ("name" varchar(80) not null, "content_type" varchar(40) not null, "bytes" bytea not null, "created_at" timestamptz not null default now(), constraint "stored_image_pkey" primary key ("name"));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "stored_image" cascade;');
  }
}
