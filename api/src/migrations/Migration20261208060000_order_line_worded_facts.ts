import { Migration } from '@mikro-orm/migrations';

/** How account lines were noted before their facts had columns: "<type> · guarantee <days> days · login shown on this page once paid". */
const ACCOUNT_NOTE = `'^(.*) · guarantee (\\d+) days · login shown on this page once paid$'`;

/**
 * Order lines keep the facts clients word in the reader's language instead of a sentence the server wrote in
 * English: an item's Thai name beside its English one, and an account's type (as staff wrote it) and guarantee.
 * Lines placed before take the item's current Thai name (the closest to what the buyer saw) and the facts read
 * back from their English note, which is then cleared, as it no longer holds anything staff wrote.
 */
export class Migration20261208060000_order_line_worded_facts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "order_line" add column "name_th" varchar(100) null, add column "account_type" varchar(60) null, add column "guarantee_days" smallint null;`);
    this.addSql(`update "order_line" l set "name_th" = i."name_th" from "item" i where i."id" = l."item_id" and i."name_th" is not null;`);
    this.addSql(
      `update "order_line" set "account_type" = left((regexp_match("delivery_instructions", ${ACCOUNT_NOTE}))[1], 60),
              "guarantee_days" = ((regexp_match("delivery_instructions", ${ACCOUNT_NOTE}))[2])::smallint, "delivery_instructions" = null
        where "delivery_method" = 'ACCOUNT_LOGIN' and "delivery_instructions" ~ ${ACCOUNT_NOTE};`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `update "order_line" set "delivery_instructions" = "account_type" || ' · guarantee ' || "guarantee_days" || ' days · login shown on this page once paid'
        where "delivery_method" = 'ACCOUNT_LOGIN' and "account_type" is not null and "guarantee_days" is not null;`,
    );
    this.addSql(`alter table "order_line" drop column "name_th", drop column "account_type", drop column "guarantee_days";`);
  }
}
