import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail also records shoppers reading the logins of Robux accounts they bought: an entry is by a staff
 * member (admin id and e-mail) or by a customer, exactly one of the two.
 */
export class Migration20261205020000_audit_shopper_reads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "audit_entry" alter column "admin_id" drop not null, alter column "admin_email" drop not null, add column "customer_id" int null;`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_one_actor" check ((admin_id is not null and admin_email is not null and customer_id is null) or (admin_id is null and admin_email is null and customer_id is not null));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "audit_entry" where "customer_id" is not null;`);
    this.addSql(`alter table "audit_entry" drop constraint "audit_entry_one_actor", drop column "customer_id";`);
    this.addSql(`alter table "audit_entry" alter column "admin_id" set not null, alter column "admin_email" set not null;`);
  }
}
