import { Migration } from '@mikro-orm/migrations';

/**
 * When each staff password was last changed, so the Overview's setup checklist can tell whether the first Super Admin
 * still signs in with the password the shop was started with. Changes made before are found in the audit trail.
 */
export class Migration20261207000000_admin_password_changed_at extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "admin" add column "password_changed_at" timestamptz null;`);
    this.addSql(
      `update "admin" a set "password_changed_at" = (
         select max(e."created_at") from "audit_entry" e
          where e."entity_type" = 'Admin' and e."entity_id" = a."id"::text and (e."after"->>'credentialsChanged')::boolean
       );`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "admin" drop column "password_changed_at";`);
  }
}
