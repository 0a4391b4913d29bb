import { Migration } from '@mikro-orm/migrations';

/**
 * What a package asks of the buyer and what it costs per 1,000 Robux, kept beside it by PostgreSQL so the top-up page,
 * the API and the checkout read the same exact numbers: the gamepass price (ceil(amount / 0.7), Roblox keeping 30%)
 * and the rate in baht per 1,000 Robux, the unit of a Robux account's rate.
 */
export class Migration20261208030000_robux_package_gamepass_price extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "robux_package"
         add column "gamepass_price" int generated always as (ceil((amount) * 10 / 7.0)::int) stored,
         add column "rate" numeric(12,2) generated always as (round((price) * 1000 / (amount), 2)) stored;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "robux_package" drop column "gamepass_price", drop column "rate";`);
  }
}
