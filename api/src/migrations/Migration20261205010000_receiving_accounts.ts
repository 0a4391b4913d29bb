import { Migration } from '@mikro-orm/migrations';

/**
 * The bank account behind a PromptPay id (bank code, number, holder's name), kept with the payment method and
 * copied onto each payment at placement, so staff checking a slip compare it with the account the money was
 * meant for, never with a guess from the PromptPay id. Unknown for accounts and payments made before: null.
 */
export class Migration20261205010000_receiving_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payment_method" add column "receiving_bank" varchar(3) null, add column "account_number" varchar(20) null, add column "account_name" varchar(100) null;`);
    this.addSql(`alter table "payment" add column "receiver_bank" varchar(3) null, add column "receiver_account_number" varchar(20) null, add column "receiver_account_name" varchar(100) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payment" drop column "receiver_bank", drop column "receiver_account_number", drop column "receiver_account_name";`);
    this.addSql(`alter table "payment_method" drop column "receiving_bank", drop column "account_number", drop column "account_name";`);
  }
}
