import { ShopCreator } from '../modules/shop-profile/shop-creator.entity.js';
import { ShopSocialLink } from '../modules/shop-profile/shop-social-link.entity.js';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Admin } from '../modules/admin/admin.entity.js';
import { AuditEntry } from '../modules/audit/audit-entry.entity.js';
import { Category } from '../modules/category/category.entity.js';
import { Customer } from '../modules/customer/customer.entity.js';
import { Item } from '../modules/item/item.entity.js';
import { PaymentMethod } from '../modules/payments/payment-method.entity.js';
import { Payment } from '../modules/payments/payment.entity.js';
import { PaymentSlip } from '../modules/payments/payment-slip.entity.js';
import { RobuxPackage } from '../modules/robux-package/robux-package.entity.js';
import { RobuxAccount } from '../modules/robux-account/robux-account.entity.js';
import { Transaction } from '../modules/transactions/transaction.entity.js';
import { StoredImage } from '../modules/uploads/stored-image.entity.js';
import { migrationsList } from '../migrations/index.js';
import { OrderEvent } from '../modules/orders/order-event.entity.js';
import { OrderLine } from '../modules/orders/order-line.entity.js';
import { Order } from '../modules/orders/order.entity.js';
import { LedgerAccount } from '../modules/wallet/ledger-account.entity.js';
import { LedgerEntry } from '../modules/wallet/ledger-entry.entity.js';
import { LedgerTransfer } from '../modules/wallet/ledger-transfer.entity.js';
import { WalletTopup } from '../modules/wallet/wallet-topup.entity.js';
import { SupportConversation } from '../modules/support/support-conversation.entity.js';
import { SupportMessage } from '../modules/support/support-message.entity.js';
import { SupportSettings } from '../modules/support/support-settings.entity.js';
import { MailMessage } from '../modules/mail/mail-message.entity.js';
import { PasswordReset } from '../modules/password-reset/password-reset.entity.js';
import { EmailConfirmation } from '../modules/email-confirmation/email-confirmation.entity.js';

export const entities = [Category, Item, RobuxPackage, Admin, Customer, AuditEntry, PaymentMethod, Transaction, Order, OrderLine, OrderEvent, StoredImage, Payment, PaymentSlip, LedgerAccount, LedgerTransfer, LedgerEntry, WalletTopup, RobuxAccount, SupportConversation, SupportMessage, SupportSettings, ShopSocialLink, ShopCreator, MailMessage, PasswordReset, EmailConfirmation];

/** The one MikroORM configuration; the app, the seed script and the tests all start from it. */
export function createOrmConfig(clientUrl: string, overrides: Partial<Options> = {}) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    // Migrations are listed in code so compiled and test runs find the same set.
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    // Every request works on its own em.fork(); touching the global context is a bug.
    allowGlobalContext: false,
    // Fail fast when the database is away or hangs (the API answers 503) instead of queueing requests for a minute.
    pool: { min: 0, max: 10, acquireTimeoutMillis: 5_000 },
    driverOptions: { connection: { connectionTimeoutMillis: 3_000, query_timeout: 5_000, keepAlive: true } },
    ...overrides,
  });
}
