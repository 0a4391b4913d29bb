import { Migration } from '@mikro-orm/migrations';

const CODES = `('SLIP_SENT', 'PAID_FROM_WALLET', 'NOT_PAID_IN_TIME', 'PAYMENT_CONFIRMED')`;

/**
 * Codes for the notes the shop wrote in English before: the timeline's append-only guard is lifted for these
 * statements alone, as they only restate what each row already said.
 */
export const BACKFILL_STATUS_NOTE_CODES = [
  `alter table "order_event" disable trigger "order_event_append_only";`,
  `update "order_event" set "note_code" = case "note" when 'Slip sent' then 'SLIP_SENT' when 'Paid from wallet' then 'PAID_FROM_WALLET' else 'NOT_PAID_IN_TIME' end, "note" = null
    where ("actor" = 'customer' and "note" in ('Slip sent', 'Paid from wallet')) or ("actor" = 'system' and "note" = 'Not paid in time');`,
  `update "order_event" set "note_code" = 'PAYMENT_CONFIRMED', "note_provider" = substr("note", 22), "note" = null
    where "actor" = 'system' and "note" like 'Payment confirmed by %';`,
  `alter table "order_event" enable trigger "order_event_append_only";`,
  `update "wallet_topup" set "note_code" = 'PAYMENT_CONFIRMED', "note_provider" = substr("note", 22), "note" = null
    where "status" = 'CREDITED' and "note" like 'Payment confirmed by %';`,
];

/**
 * Notes the shop itself writes become codes each reader's client words in their language; `note` keeps only what
 * staff typed. Rows written before get their code from the English the shop used to write, once.
 * Orders of Robux accounts alone need no receiving Roblox username (the buyer gets the account's login).
 */
export class Migration20261208000000_status_note_codes extends Migration {
  override async up(): Promise<void> {
    for (const table of ['order_event', 'wallet_topup']) {
      this.addSql(`alter table "${table}" add column "note_code" text check ("note_code" in ${CODES}) null, add column "note_provider" varchar(50) null;`);
    }
    for (const statement of BACKFILL_STATUS_NOTE_CODES) this.addSql(statement);
    this.addSql(`alter table "customer_order" alter column "roblox_username" drop not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "customer_order" set "roblox_username" = '' where "roblox_username" is null;`);
    this.addSql(`alter table "customer_order" alter column "roblox_username" set not null;`);
    this.addSql(`alter table "order_event" drop column "note_code", drop column "note_provider";`);
    this.addSql(`alter table "wallet_topup" drop column "note_code", drop column "note_provider";`);
  }
}
