import { Migration20261122000000_catalogue } from './Migration20261122000000_catalogue.js';
import { Migration20261122010000_auth_audit } from './Migration20261122010000_auth_audit.js';
import { Migration20261123000000_payments } from './Migration20261123000000_payments.js';
import { Migration20261124000000_orders } from './Migration20261124000000_orders.js';
import { Migration20261124010000_token_versions } from './Migration20261124010000_token_versions.js';
import { Migration20261124020000_item_version } from './Migration20261124020000_item_version.js';
import { Migration20261124030000_stored_images } from './Migration20261124030000_stored_images.js';
import { Migration20261125000000_promptpay_payments } from './Migration20261125000000_promptpay_payments.js';
import { Migration20261126000000_wallet } from './Migration20261126000000_wallet.js';
import { Migration20261127000000_robux_accounts } from './Migration20261127000000_robux_accounts.js';
import { Migration20261129000000_support } from './Migration20261129000000_support.js';
import { Migration20261130120000_mail_outbox } from './Migration20261130120000_mail_outbox.js';
import { Migration20261201000000_order_mails } from './Migration20261201000000_order_mails.js';
import { Migration20261202000000_email_confirmation } from './Migration20261202000000_email_confirmation.js';
import { Migration20261203000000_item_thumbnail_column } from './Migration20261203000000_item_thumbnail_column.js';
import { Migration20261204000000_bundled_svg_thumbnails } from './Migration20261204000000_bundled_svg_thumbnails.js';
import { Migration20261205000000_pending_sign_ups } from './Migration20261205000000_pending_sign_ups.js';
import { Migration20261205010000_receiving_accounts } from './Migration20261205010000_receiving_accounts.js';
import { Migration20261205020000_audit_shopper_reads } from './Migration20261205020000_audit_shopper_reads.js';
import { Migration20261206000000_announce_robux_account_changes } from './Migration20261206000000_announce_robux_account_changes.js';
import { Migration20261207000000_admin_password_changed_at } from './Migration20261207000000_admin_password_changed_at.js';
import { Migration20261207010000_announce_checkout_account_changes } from './Migration20261207010000_announce_checkout_account_changes.js';

/** Every migration in order; new ones are appended here. */
export const migrationsList = [
  { name: 'Migration20261122000000_catalogue', class: Migration20261122000000_catalogue },
  { name: 'Migration20261122010000_auth_audit', class: Migration20261122010000_auth_audit },
  { name: 'Migration20261123000000_payments', class: Migration20261123000000_payments },
  { name: 'Migration20261124000000_orders', class: Migration20261124000000_orders },
  { name: 'Migration20261124010000_token_versions', class: Migration20261124010000_token_versions },
  { name: 'Migration20261124020000_item_version', class: Migration20261124020000_item_version },
  { name: 'Migration20261124030000_stored_images', class: Migration20261124030000_stored_images },
  { name: 'Migration20261125000000_promptpay_payments', class: Migration20261125000000_promptpay_payments },
  { name: 'Migration20261126000000_wallet', class: Migration20261126000000_wallet },
  { name: 'Migration20261127000000_robux_accounts', class: Migration20261127000000_robux_accounts },
  { name: 'Migration20261129000000_support', class: Migration20261129000000_support },
  { name: 'Migration20261130120000_mail_outbox', class: Migration20261130120000_mail_outbox },
  { name: 'Migration20261201000000_order_mails', class: Migration20261201000000_order_mails },
  { name: 'Migration20261202000000_email_confirmation', class: Migration20261202000000_email_confirmation },
  { name: 'Migration20261203000000_item_thumbnail_column', class: Migration20261203000000_item_thumbnail_column },
  { name: 'Migration20261204000000_bundled_svg_thumbnails', class: Migration20261204000000_bundled_svg_thumbnails },
  { name: 'Migration20261205000000_pending_sign_ups', class: Migration20261205000000_pending_sign_ups },
  { name: 'Migration20261205010000_receiving_accounts', class: Migration20261205010000_receiving_accounts },
  { name: 'Migration20261205020000_audit_shopper_reads', class: Migration20261205020000_audit_shopper_reads },
  { name: 'Migration20261206000000_announce_robux_account_changes', class: Migration20261206000000_announce_robux_account_changes },
  { name: 'Migration20261207000000_admin_password_changed_at', class: Migration20261207000000_admin_password_changed_at },
  { name: 'Migration20261207010000_announce_checkout_account_changes', class: Migration20261207010000_announce_checkout_account_changes },
];
