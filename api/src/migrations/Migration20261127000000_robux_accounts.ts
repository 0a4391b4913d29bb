import { Migration } from '@mikro-orm/migrations';

/**
 * Robux accounts for sale: listings with a price PostgreSQL computes from robux and rate, a sealed login, and
 * a status the order that reserves, buys or releases them changes; order lines that name the account bought.
 */
export class Migration20261127000000_robux_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create sequence "robux_account_number_seq" start with 10001;`);
    this.addSql(`create table "robux_account" ("id" serial primary key, "public_id" varchar(20) not null, "robux" int not null, "rate" numeric(8,2) not null, "price" numeric(12,2) generated always as (round(robux * rate / 1000, 2)) stored, "account_type" varchar(60) not null, "guarantee_days" smallint not null default 3, "notes" varchar(500) null, "status" text check ("status" in ('AVAILABLE', 'RESERVED', 'SOLD')) not null default 'AVAILABLE', "login_sealed" bytea null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint robux_account_robux_range check (robux >= 10 and robux <= 1000000), constraint robux_account_rate_range check (rate >= 1 and rate <= 1000), constraint robux_account_guarantee_range check (guarantee_days >= 0 and guarantee_days <= 365));`);
    this.addSql(`alter table "robux_account" add constraint "robux_account_public_id_unique" unique ("public_id");`);
    this.addSql(`create index "robux_account_status_rate_index" on "robux_account" ("status", "rate");`);

    this.addSql(`alter table "order_line" add column "robux_account_id" int null, add column "account_public_id" varchar(20) null;`);
    this.addSql(`alter table "order_line" add constraint "order_line_robux_account_id_foreign" foreign key ("robux_account_id") references "robux_account" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "order_line_robux_account_id_index" on "order_line" ("robux_account_id");`);
    this.addSql(`alter table "order_line" drop constraint "order_line_one_product", add constraint "order_line_one_product" check (num_nonnulls(item_id, robux_package_id, robux_account_id) <= 1);`);
    this.addSql(`alter table "order_line" drop constraint "order_line_delivery_method_check", add constraint "order_line_delivery_method_check" check ("delivery_method" in ('IN_GAME_TRADE', 'PRIVATE_SERVER', 'GAMEPASS', 'ACCOUNT_LOGIN'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order_line" drop constraint "order_line_delivery_method_check", add constraint "order_line_delivery_method_check" check ("delivery_method" in ('IN_GAME_TRADE', 'PRIVATE_SERVER', 'GAMEPASS'));`);
    this.addSql(`alter table "order_line" drop constraint "order_line_one_product", add constraint "order_line_one_product" check ((item_id is null or robux_package_id is null));`);
    this.addSql(`alter table "order_line" drop column "robux_account_id", drop column "account_public_id";`);
    this.addSql(`drop table "robux_account";`);
    this.addSql(`drop sequence "robux_account_number_seq";`);
  }
}
