import { Migration } from '@mikro-orm/migrations';

/** Orders: the order with its lines (snapshots) and timeline, the order-number sequence, and how items are delivered. */
export class Migration20261124000000_orders extends Migration {
  override async up(): Promise<void> {
    // Items are traded in the game or handed over on a private server; a gamepass is how Robux packages go.
    this.addSql(`alter table "item" add column "delivery_method" text check ("delivery_method" in ('IN_GAME_TRADE', 'PRIVATE_SERVER')) not null default 'IN_GAME_TRADE', add column "delivery_instructions" varchar(500) null;`);

    // Order numbers: readable, from a sequence (order-placement.ts); access is checked, so they need not be secret.
    this.addSql(`create sequence "order_number_seq" start 100001;`);
    this.addSql(`create table "customer_order" ("id" serial primary key, "number" varchar(20) not null, "customer_id" int not null, "status" text check ("status" in ('AWAITING_PAYMENT', 'PAYMENT_REVIEW', 'PAID', 'DELIVERING', 'DELIVERED', 'COMPLETED', 'CANCELLED', 'EXPIRED', 'REFUNDED')) not null default 'AWAITING_PAYMENT', "total" numeric(12,2) not null, "roblox_username" varchar(20) not null, "roblox_user_id" varchar(20) null, "roblox_display_name" varchar(50) null, "idempotency_key" uuid not null, "cart_fingerprint" varchar(64) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "customer_order" add constraint "customer_order_number_unique" unique ("number");`);
    this.addSql(`create index "customer_order_customer_id_index" on "customer_order" ("customer_id");`);
    this.addSql(`create index "customer_order_status_index" on "customer_order" ("status");`);
    this.addSql(`create index "customer_order_created_at_index" on "customer_order" ("created_at");`);
    this.addSql(`create index "customer_order_status_expires_at_index" on "customer_order" ("status", "expires_at");`);
    this.addSql(`alter table "customer_order" add constraint "customer_order_idempotency_unique" unique ("customer_id", "idempotency_key");`);
    this.addSql(`alter table "customer_order" add constraint "customer_order_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete restrict;`);

    this.addSql(`create table "order_line" ("id" serial primary key, "order_id" int not null, "position" smallint not null, "item_id" int null, "robux_package_id" int null, "name" varchar(100) not null, "game_name" varchar(100) null, "rarity" text check ("rarity" in ('Common', 'Uncommon', 'Rare', 'Legendary', 'Mythical')) null, "robux_amount" int null, "unit_price" numeric(12,2) not null, "quantity" smallint not null, "line_total" numeric(12,2) not null, "delivery_method" text check ("delivery_method" in ('IN_GAME_TRADE', 'PRIVATE_SERVER', 'GAMEPASS')) not null, "delivery_instructions" varchar(500) null, "gamepass_id" varchar(20) null, "gamepass_price" int null, constraint order_line_one_product check ((item_id is null or robux_package_id is null)), constraint order_line_quantity_range check (quantity >= 1 and quantity <= 99), constraint order_line_amounts_positive check (unit_price > 0 and line_total > 0));`);
    this.addSql(`create index "order_line_order_id_index" on "order_line" ("order_id");`);
    this.addSql(`create index "order_line_item_id_index" on "order_line" ("item_id");`);
    this.addSql(`create index "order_line_robux_package_id_index" on "order_line" ("robux_package_id");`);
    this.addSql(`alter table "order_line" add constraint "order_line_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_line" add constraint "order_line_item_id_foreign" foreign key ("item_id") references "item" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "order_line" add constraint "order_line_robux_package_id_foreign" foreign key ("robux_package_id") references "robux_package" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "order_event" ("id" serial primary key, "order_id" int not null, "from_status" text check ("from_status" in ('AWAITING_PAYMENT', 'PAYMENT_REVIEW', 'PAID', 'DELIVERING', 'DELIVERED', 'COMPLETED', 'CANCELLED', 'EXPIRED', 'REFUNDED')) null, "to_status" text check ("to_status" in ('AWAITING_PAYMENT', 'PAYMENT_REVIEW', 'PAID', 'DELIVERING', 'DELIVERED', 'COMPLETED', 'CANCELLED', 'EXPIRED', 'REFUNDED')) not null, "actor" varchar(10) not null, "actor_id" int null, "note" varchar(500) null, "at" timestamptz not null default now());`);
    this.addSql(`create index "order_event_order_id_index" on "order_event" ("order_id");`);
    this.addSql(`alter table "order_event" add constraint "order_event_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete cascade;`);
    // The timeline is history: a trigger refuses to change or remove what happened.
    this.addSql(`create function order_event_is_append_only() returns trigger language plpgsql as $$ begin raise exception 'order_event rows are never changed or deleted'; end $$;`);
    this.addSql(`create trigger order_event_append_only before update or delete on "order_event" for each row when (pg_trigger_depth() = 0) execute function order_event_is_append_only();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "order_event" cascade;');
    this.addSql('drop function if exists order_event_is_append_only();');
    this.addSql('drop table if exists "order_line" cascade;');
    this.addSql('drop table if exists "customer_order" cascade;');
    this.addSql('drop sequence if exists "order_number_seq";');
    this.addSql('alter table "item" drop column "delivery_method", drop column "delivery_instructions";');
  }
}
