import { Migration } from '@mikro-orm/migrations';

/** The money side of the dashboard: the shop's payment methods, transactions and customer credit balances. */
export class Migration20261123000000_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "payment_method" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "type" text check ("type" in ('Bank', 'PromptPay', 'Crypto')) not null, "name" varchar(100) not null, "details" varchar(200) not null);`);

    // Amounts are signed: money out of the shop (withdrawals) is negative, money in (deposits) positive.
    this.addSql(`create table "transaction" ("id" serial primary key, "type" text check ("type" in ('Deposit', 'Withdrawal', 'Transfer')) not null, "amount" numeric(12,2) not null, "method" varchar(50) not null, "status" text check ("status" in ('Completed', 'Pending', 'Failed')) not null, "occurred_at" timestamptz not null, "customer_id" int null, constraint transaction_amount_sign check (amount <> 0 and (type <> 'Withdrawal' or amount < 0) and (type <> 'Deposit' or amount > 0)));`);
    this.addSql(`create index "transaction_type_index" on "transaction" ("type");`);
    this.addSql(`create index "transaction_status_index" on "transaction" ("status");`);
    this.addSql(`create index "transaction_occurred_at_index" on "transaction" ("occurred_at");`);
    this.addSql(`create index "transaction_customer_id_index" on "transaction" ("customer_id");`);
    // A customer's history outlives the customer: their transactions stay, without the link.
    this.addSql(`alter table "transaction" add constraint "transaction_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "customer_credit" ("id" serial primary key, "customer_id" int not null, "orders_count" int not null default 0, "total_credits" numeric(12,2) not null, "remaining_credits" numeric(12,2) not null, constraint customer_credit_remaining_range check (remaining_credits >= 0 and remaining_credits <= total_credits), constraint customer_credit_orders_count_non_negative check (orders_count >= 0));`);
    this.addSql(`alter table "customer_credit" add constraint "customer_credit_customer_id_unique" unique ("customer_id");`);
    this.addSql(`alter table "customer_credit" add constraint "customer_credit_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "customer_credit" cascade;');
    this.addSql('drop table if exists "transaction" cascade;');
    this.addSql('drop table if exists "payment_method" cascade;');
  }
}
