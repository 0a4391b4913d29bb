import { Migration } from '@mikro-orm/migrations';

/**
 * The wallet: a double-entry ledger (accounts, transfers each with the unique key of what caused it, and
 * entries that are never changed), wallet top-ups paid by PromptPay like orders, and the seeded credit figures
 * it replaces.
 */
export class Migration20261126000000_wallet extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "ledger_account" ("id" serial primary key, "kind" text check ("kind" in ('WALLET', 'PROMPTPAY_CLEARING', 'SALES', 'REFUNDS', 'GOODWILL')) not null, "customer_id" int null, "balance" numeric(14,2) null, "created_at" timestamptz not null default now(), constraint ledger_account_wallet_has_owner check ((kind = 'WALLET') = (customer_id is not null)), constraint ledger_account_wallet_balance check (kind <> 'WALLET' or (balance is not null and balance >= 0)));`);
    this.addSql(`alter table "ledger_account" add constraint "ledger_account_customer_id_unique" unique ("customer_id");`);
    this.addSql(`alter table "ledger_account" add constraint "ledger_account_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade;`);
    // One account of each of the shop's kinds.
    this.addSql(`create unique index "ledger_account_shop_kind_unique" on "ledger_account" ("kind") where "customer_id" is null;`);
    this.addSql(`insert into "ledger_account" ("kind") values ('PROMPTPAY_CLEARING'), ('SALES'), ('REFUNDS'), ('GOODWILL');`);

    this.addSql(`create table "wallet_topup" ("id" serial primary key, "customer_id" int not null, "amount" numeric(12,2) not null, "status" text check ("status" in ('AWAITING_PAYMENT', 'PAYMENT_REVIEW', 'CREDITED', 'EXPIRED')) not null default 'AWAITING_PAYMENT', "note" varchar(300) null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint wallet_topup_amount_range check (amount >= 50 and amount <= 50000 and amount = trunc(amount)));`);
    this.addSql(`create index "wallet_topup_customer_id_index" on "wallet_topup" ("customer_id");`);
    this.addSql(`alter table "wallet_topup" add constraint "wallet_topup_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade;`);

    this.addSql(`create table "ledger_transfer" ("id" serial primary key, "key" varchar(100) not null, "kind" text check ("kind" in ('TOPUP', 'ORDER_PAYMENT', 'REFUND', 'ADJUSTMENT')) not null, "amount" numeric(12,2) not null, "from_account_id" int not null, "to_account_id" int not null, "order_id" int null, "topup_id" int null, "admin_id" int null, "reason" varchar(300) null, "created_at" timestamptz not null default now(), constraint ledger_transfer_amount_positive check (amount > 0), constraint ledger_transfer_two_accounts check (from_account_id <> to_account_id));`);
    // What caused a transfer posts it once, however often the request is retried.
    this.addSql(`alter table "ledger_transfer" add constraint "ledger_transfer_key_unique" unique ("key");`);
    this.addSql(`alter table "ledger_transfer" add constraint "ledger_transfer_from_account_id_foreign" foreign key ("from_account_id") references "ledger_account" ("id") on update cascade;`);
    this.addSql(`alter table "ledger_transfer" add constraint "ledger_transfer_to_account_id_foreign" foreign key ("to_account_id") references "ledger_account" ("id") on update cascade;`);
    this.addSql(`alter table "ledger_transfer" add constraint "ledger_transfer_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade;`);
    this.addSql(`alter table "ledger_transfer" add constraint "ledger_transfer_topup_id_foreign" foreign key ("topup_id") references "wallet_topup" ("id") on update cascade;`);
    this.addSql(`alter table "ledger_transfer" add constraint "ledger_transfer_admin_id_foreign" foreign key ("admin_id") references "admin" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "ledger_entry" ("id" bigserial primary key, "transfer_id" int not null, "account_id" int not null, "amount" numeric(12,2) not null, "balance_after" numeric(14,2) null, "created_at" timestamptz not null default now(), constraint ledger_entry_amount_not_zero check (amount <> 0));`);
    this.addSql(`create index "ledger_entry_account_index" on "ledger_entry" ("account_id", "id");`);
    this.addSql(`create index "ledger_entry_transfer_id_index" on "ledger_entry" ("transfer_id");`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_transfer_id_foreign" foreign key ("transfer_id") references "ledger_transfer" ("id") on update cascade;`);
    this.addSql(`alter table "ledger_entry" add constraint "ledger_entry_account_id_foreign" foreign key ("account_id") references "ledger_account" ("id") on update cascade;`);

    // Money history is never rewritten: a correction is a new transfer. (Cascades from other tables run deeper and are let through.)
    this.addSql(`create function ledger_is_append_only() returns trigger language plpgsql as $$ begin raise exception '% rows are never changed or deleted', tg_table_name; end $$;`);
    this.addSql(`create trigger ledger_entry_append_only before update or delete on "ledger_entry" for each row when (pg_trigger_depth() = 0) execute function ledger_is_append_only();`);
    this.addSql(`create trigger ledger_transfer_append_only before update or delete on "ledger_transfer" for each row when (pg_trigger_depth() = 0) execute function ledger_is_append_only();`);

    // A payment is for an order or for a wallet top-up; their amounts share one uniqueness, so a transfer names one of them.
    this.addSql(`alter table "payment" alter column "order_id" drop not null, add column "topup_id" int null;`);
    this.addSql(`alter table "payment" add constraint "payment_topup_id_unique" unique ("topup_id");`);
    this.addSql(`alter table "payment" add constraint "payment_topup_id_foreign" foreign key ("topup_id") references "wallet_topup" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "payment" add constraint payment_pays_one check ((order_id is null) <> (topup_id is null));`);

    // Replaced by the ledger: the balances were seeded figures, never money.
    this.addSql('drop table if exists "customer_credit" cascade;');
  }

  override async down(): Promise<void> {
    this.addSql(`create table "customer_credit" ("id" serial primary key, "customer_id" int not null, "orders_count" int not null default 0, "total_credits" numeric(12,2) not null, "remaining_credits" numeric(12,2) not null, constraint customer_credit_remaining_range check (remaining_credits >= 0 and remaining_credits <= total_credits), constraint customer_credit_orders_count_non_negative check (orders_count >= 0));`);
    this.addSql(`alter table "customer_credit" add constraint "customer_credit_customer_id_unique" unique ("customer_id");`);
    this.addSql(`alter table "customer_credit" add constraint "customer_credit_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`);
    this.addSql('delete from "payment" where "topup_id" is not null;');
    this.addSql('alter table "payment" drop constraint if exists payment_pays_one, drop constraint if exists "payment_topup_id_foreign", drop constraint if exists "payment_topup_id_unique", drop column "topup_id", alter column "order_id" set not null;');
    this.addSql('drop table if exists "ledger_entry" cascade;');
    this.addSql('drop table if exists "ledger_transfer" cascade;');
    this.addSql('drop function if exists ledger_is_append_only();');
    this.addSql('drop table if exists "wallet_topup" cascade;');
    this.addSql('drop table if exists "ledger_account" cascade;');
  }
}
