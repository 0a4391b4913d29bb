import { Migration } from '@mikro-orm/migrations';

/**
 * A confirmation link carries the choices of the sign-up it was mailed for (username, password hash, language),
 * which it sets on the account when used: a later sign-up of an address not confirmed yet no longer confirms
 * the first registrant's password. Links mailed before stay null and confirm the account as it is.
 */
export class Migration20261205000000_pending_sign_ups extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "email_confirmation" add column "username" varchar(50) null, add column "password_hash" varchar(255) null, add column "language" text check ("language" in ('th', 'en')) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "email_confirmation" drop column "username", drop column "password_hash", drop column "language";`);
  }
}
