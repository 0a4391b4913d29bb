import { Migration } from '@mikro-orm/migrations';

/** Support conversations (one general thread per customer, at most one per order) and their messages. */
export class Migration20261129000000_support extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "support_conversation" ("id" serial primary key, "customer_id" int not null, "order_id" int null, "reason" text check ("reason" in ('GENERAL', 'NOT_RECEIVED', 'WRONG_ITEM', 'PAYMENT_PROBLEM', 'OTHER')) not null, "status" text check ("status" in ('OPEN', 'WAITING_FOR_CUSTOMER', 'CLOSED')) not null default 'OPEN', "last_message_at" timestamptz not null default now(), "customer_read_at" timestamptz null, "staff_read_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "support_conversation_customer_id_index" on "support_conversation" ("customer_id");`);
    this.addSql(`create index "support_conversation_status_last_message_index" on "support_conversation" ("status", "last_message_at");`);
    this.addSql(`create unique index "support_conversation_general_unique" on "support_conversation" ("customer_id") where "order_id" is null;`);
    this.addSql(`create unique index "support_conversation_order_unique" on "support_conversation" ("order_id") where "order_id" is not null;`);
    this.addSql(`alter table "support_conversation" add constraint "support_conversation_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "support_conversation" add constraint "support_conversation_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "support_message" ("id" serial primary key, "conversation_id" int not null, "author" text check ("author" in ('CUSTOMER', 'STAFF')) not null, "admin_id" int null, "body" text not null, "image" bytea null, "image_type" varchar(40) null, "created_at" timestamptz not null default now(), constraint support_message_has_content check (length(body) > 0 or image is not null));`);
    this.addSql(`create index "support_message_conversation_id_index" on "support_message" ("conversation_id");`);
    this.addSql(`alter table "support_message" add constraint "support_message_conversation_id_foreign" foreign key ("conversation_id") references "support_conversation" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "support_message" add constraint "support_message_admin_id_foreign" foreign key ("admin_id") references "admin" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "support_message";`);
    this.addSql(`drop table "support_conversation";`);
  }
}
