import { Migration } from '@mikro-orm/migrations';

/**
 * PromptPay: the receiving account active for checkout, each order's payment with its unique amount, the slips
 * shoppers send (each bank reference once), deposits that name the order they paid, and demo rows marked as such.
 */
export class Migration20261125000000_promptpay_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payment_method" add column "promptpay_id" varchar(15) null, add column "active_for_checkout" boolean not null default false;`);
    this.addSql(`alter table "payment_method" add constraint payment_method_active_is_promptpay check (not active_for_checkout or (type = 'PromptPay' and promptpay_id is not null));`);
    // At most one account takes checkout's money.
    this.addSql(`create unique index "payment_method_one_active_for_checkout" on "payment_method" ("active_for_checkout") where "active_for_checkout";`);

    this.addSql(`create table "payment" ("id" serial primary key, "order_id" int not null, "amount" numeric(12,2) not null, "amount_offset" numeric(4,2) not null, "promptpay_id" varchar(15) not null, "receiver_name" varchar(100) not null, "awaiting" boolean not null default true, "created_at" timestamptz not null default now(), constraint payment_amount_offset_range check (amount_offset >= 0.01 and amount_offset <= 0.99));`);
    this.addSql(`alter table "payment" add constraint "payment_order_id_unique" unique ("order_id");`);
    // No two payments still awaited share an amount: the amount is what matches a transfer to its order.
    this.addSql(`create unique index "payment_awaiting_amount_unique" on "payment" ("amount") where "awaiting";`);
    this.addSql(`alter table "payment" add constraint "payment_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "payment_slip" ("id" serial primary key, "payment_id" int not null, "sending_bank" varchar(10) not null, "trans_ref" varchar(40) not null, "qr_payload" varchar(512) not null, "verification" varchar(300) null, "image" bytea not null, "content_type" varchar(40) not null, "submitted_at" timestamptz not null default now());`);
    this.addSql(`create index "payment_slip_payment_id_index" on "payment_slip" ("payment_id");`);
    // A slip proves one transfer: its reference is refused on any other order or top-up.
    this.addSql(`alter table "payment_slip" add constraint "payment_slip_reference_unique" unique ("sending_bank", "trans_ref");`);
    this.addSql(`alter table "payment_slip" add constraint "payment_slip_payment_id_foreign" foreign key ("payment_id") references "payment" ("id") on update cascade on delete cascade;`);

    // Demo rows are marked, so a production start can take them out of a database a development start filled.
    this.addSql(`alter table "transaction" add column "order_id" int null, add column "reference" varchar(100) null, add column "demo" boolean not null default false;`);
    this.addSql(`alter table "transaction" add constraint "transaction_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete set null;`);
    // What proved a payment and who decided it, beside the order it paid.
    this.addSql(`alter table "transaction" add column "payment_slip_id" int null, add column "admin_id" int null;`);
    this.addSql(`alter table "transaction" add constraint "transaction_payment_slip_id_foreign" foreign key ("payment_slip_id") references "payment_slip" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "transaction" add constraint "transaction_admin_id_foreign" foreign key ("admin_id") references "admin" ("id") on update cascade on delete set null;`);
    // An order is paid once, whatever happens to its review.
    this.addSql(`create unique index "transaction_order_deposit_unique" on "transaction" ("order_id") where "type" = 'Deposit';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "transaction_order_deposit_unique";');
    this.addSql('alter table "transaction" drop constraint if exists "transaction_payment_slip_id_foreign", drop constraint if exists "transaction_admin_id_foreign", drop column "payment_slip_id", drop column "admin_id";');
    this.addSql('alter table "transaction" drop constraint if exists "transaction_order_id_foreign", drop column "order_id", drop column "reference", drop column "demo";');
    this.addSql('drop table if exists "payment_slip" cascade;');
    this.addSql('drop table if exists "payment" cascade;');
    this.addSql('drop index if exists "payment_method_one_active_for_checkout";');
    this.addSql('alter table "payment_method" drop constraint if exists payment_method_active_is_promptpay, drop column "promptpay_id", drop column "active_for_checkout";');
  }
}
