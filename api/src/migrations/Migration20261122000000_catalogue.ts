import { Migration } from '@mikro-orm/migrations';

/** Catalogue, staff and customer tables with the indexes the store's queries use. */
export class Migration20261122000000_catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "admin" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(100) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "role" text check ("role" in ('Admin', 'Super Admin', 'Editor')) not null default 'Admin');`);
    this.addSql(`alter table "admin" add constraint "admin_email_unique" unique ("email");`);

    this.addSql(`create table "category" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(100) not null, "image_url" varchar(300) not null, "coming_soon" boolean not null default false);`);
    this.addSql(`create unique index "category_name_lower_unique" on "category" (lower("name"));`);

    this.addSql(`create table "customer" ("id" serial primary key, "google_sub" varchar(255) null, "email" varchar(254) not null, "name" varchar(100) not null, "picture" varchar(500) null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "customer" add constraint "customer_google_sub_unique" unique ("google_sub");`);

    this.addSql(`create table "item" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(100) not null, "category_id" int not null, "price" numeric(12,2) not null, "old_price" numeric(12,2) null, "rarity" text check ("rarity" in ('Common', 'Uncommon', 'Rare', 'Legendary', 'Mythical')) not null default 'Common', "type" text check ("type" in ('permanent_fruit', 'gamepass', 'physical_fruit', 'other', 'account')) not null default 'other', "sold_count" int not null default 0, "stock" int not null default 0, "image_url" varchar(300) not null, constraint item_counts_non_negative check (sold_count >= 0 and stock >= 0), constraint item_old_price_range check (old_price is null or (old_price > 0 and old_price < 10000000)), constraint item_price_range check (price > 0 and price < 10000000));`);
    this.addSql(`create index "item_category_id_index" on "item" ("category_id");`);
    this.addSql(`create index "item_price_index" on "item" ("price");`);
    this.addSql(`create index "item_rarity_index" on "item" ("rarity");`);
    this.addSql(`create index "item_type_index" on "item" ("type");`);
    this.addSql(`create index "item_sold_count_index" on "item" ("sold_count");`);
    this.addSql(`alter table "item" add constraint "item_category_id_foreign" foreign key ("category_id") references "category" ("id") on update cascade on delete restrict;`);

    this.addSql(`create table "robux_package" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "amount" int not null, "price" numeric(12,2) not null, "image_url" varchar(300) not null, constraint robux_package_price_range check (price > 0 and price < 10000000), constraint robux_package_amount_positive check (amount > 0));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "item" cascade;');
    this.addSql('drop table if exists "robux_package" cascade;');
    this.addSql('drop table if exists "customer" cascade;');
    this.addSql('drop table if exists "category" cascade;');
    this.addSql('drop table if exists "admin" cascade;');
  }
}
