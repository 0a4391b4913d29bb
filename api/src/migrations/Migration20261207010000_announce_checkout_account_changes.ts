import { Migration } from '@mikro-orm/migrations';

/**
 * Server-rendered pages are kept with the catalogue answers, and every customer page says whether the shop takes
 * orders, which follows the payment account active for checkout. A change to which account is active announces a
 * catalogue change, sent with its commit to every instance, so no kept page says otherwise for long.
 */
export class Migration20261207010000_announce_checkout_account_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "announce_checkout_account_change"() returns trigger language plpgsql as $$ begin perform pg_notify('catalogue_changed', ''); return null; end $$;`);
    this.addSql(
      `create trigger "checkout_account_changed" after insert or delete or update of "active_for_checkout" on "payment_method" for each statement execute function "announce_checkout_account_change"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "checkout_account_changed" on "payment_method";`);
    this.addSql(`drop function "announce_checkout_account_change"();`);
  }
}
