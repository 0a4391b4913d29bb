import { Migration } from '@mikro-orm/migrations';

/** Each account's token version: a password or role change moves it on, and older tokens stop working. */
export class Migration20261124010000_token_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "admin" add column "token_version" int not null default 0;`);
    this.addSql(`alter table "customer" add column "token_version" int not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "admin" drop column "token_version";`);
    this.addSql(`alter table "customer" drop column "token_version";`);
  }
}
