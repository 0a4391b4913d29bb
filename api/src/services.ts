import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminService } from './modules/admin/admin.service.js';
import { AuditTrail } from './modules/audit/audit-trail.js';
import type { LoginThrottle } from './modules/auth/login-throttle.js';
import { RequestAuth } from './modules/auth/request-auth.js';
import type { TokenService } from './modules/auth/tokens.js';
import type { CatalogueCache } from './modules/catalogue-cache/catalogue-cache.js';
import { CategoryService } from './modules/category/category.service.js';
import { CustomerAuthService } from './modules/customer/customer-auth.service.js';
import type { GoogleIdTokenVerifier } from './modules/customer/google-id-token.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { ItemService } from './modules/item/item.service.js';
import { MailLogService } from './modules/mail/mail-log.service.js';
import type { MailOutbox } from './modules/mail/mail-outbox.js';
import { type OrderSettings, OrderService } from './modules/orders/order.service.js';
import type { OrderEffects } from './modules/orders/order-transitions.js';
import { ResetAccount } from './modules/password-reset/password-reset.entity.js';
import { PasswordResetService } from './modules/password-reset/password-reset.service.js';
import { EmailConfirmationService } from './modules/email-confirmation/email-confirmation.service.js';
import { PaymentSlipService } from './modules/payments/payment-slip.service.js';
import { PaymentMethodService } from './modules/payments/payment-method.service.js';
import type { SlipVerifier } from './modules/payments/slip-verifier.client.js';
import type { AccountLoginCipher } from './modules/robux-account/account-login-cipher.js';
import { BoughtAccountsService } from './modules/robux-account/bought-accounts.service.js';
import { RobuxAccountAdminService } from './modules/robux-account/robux-account-admin.service.js';
import type { AccountExportLimits } from './modules/robux-account/robux-account-export-limits.js';
import { RobuxAccountListingsService } from './modules/robux-account/robux-account-listings.service.js';
import { RobuxPackageService } from './modules/robux-package/robux-package.service.js';
import { ShopProfileService } from './modules/shop-profile/shop-profile.service.js';
import { type ShopSetupFacts, ShopStatusService } from './modules/shop-status/shop-status.service.js';
import { SupportInboxService } from './modules/support/support-inbox.service.js';
import type { SupportPubSub } from './modules/support/support-live.js';
import type { SlipIntakeSettings } from './modules/payments/slip-intake.js';
import type { SlipUploadLimits } from './modules/payments/slip-upload-limits.js';
import type { SupportSendLimits } from './modules/support/support-send-limits.js';
import { type SupportDeps, SupportService } from './modules/support/support.service.js';
import { SupportSettingsService } from './modules/support/support-settings.service.js';
import { TransactionService } from './modules/transactions/transaction.service.js';
import { CustomerWalletsService } from './modules/wallet/customer-wallets.service.js';
import { TopupService } from './modules/wallet/topup.service.js';
import { WalletService } from './modules/wallet/wallet.service.js';
import type { ImageStorage } from './modules/uploads/image-storage.js';
import { ImageUploadService } from './modules/uploads/image-upload.service.js';

/** What lives as long as the app: storage, token keys, throttles, Google's key source. */
export interface ServiceDeps {
  images: ImageStorage;
  tokens: TokenService;
  adminLoginThrottle: LoginThrottle;
  customerLoginThrottle: LoginThrottle;
  google: GoogleIdTokenVerifier;
  /** Answers to anonymous catalogue reads; emptied by every catalogue write. */
  catalogueCache: CatalogueCache;
  /** The Roblox username lookup and the payment window of orders. */
  orders: OrderSettings;
  /** A provider that checks slips with the banks (SLIP_VERIFIER); unset, staff check every slip. */
  slipVerifier?: SlipVerifier;
  /** Seals Robux account logins; unset (production without ACCOUNT_SECRET_KEY), listings cannot hold them. */
  accountLogins?: AccountLoginCipher;
  /** Support events heard on this instance (relayed from every instance by support-live.ts). */
  supportLive: SupportPubSub;
  supportSendLimits: SupportSendLimits;
  slipUploadLimits: SlipUploadLimits;
  /** How many exports of the Robux accounts for sale one client may download a minute. */
  accountExportLimits: AccountExportLimits;
  /** Queues e-mails (rendered for the shop's name and PUBLIC_URL); the mail sender delivers them. */
  mail: MailOutbox;
  /** What the setup checklist knows from the configuration. */
  setup: ShopSetupFacts;
}

/** What the adapters know about the caller. */
export interface Caller {
  /** The bearer token sent, if any. */
  token?: string;
  ip: string;
}

/** The service layer for one request: GraphQL resolvers and REST routes both call these. */
export interface Services {
  caller: Caller;
  auth: RequestAuth;
  audit: AuditTrail;
  categories: CategoryService;
  items: ItemService;
  robuxPackages: RobuxPackageService;
  uploads: ImageUploadService;
  admins: AdminService;
  customers: CustomerAuthService;
  paymentMethods: PaymentMethodService;
  transactions: TransactionService;
  customerWallets: CustomerWalletsService;
  dashboard: DashboardService;
  orders: OrderService;
  paymentSlips: PaymentSlipService;
  wallet: WalletService;
  topups: TopupService;
  robuxAccounts: RobuxAccountListingsService;
  robuxAccountAdmin: RobuxAccountAdminService;
  boughtAccounts: BoughtAccountsService;
  support: SupportService;
  supportInbox: SupportInboxService;
  supportSettings: SupportSettingsService;
  passwordResets: PasswordResetService;
  emailConfirmations: EmailConfirmationService;
  mailLog: MailLogService;
  shopStatus: ShopStatusService;
  shopProfile: ShopProfileService;
}

/** What a change to an order reaches: the mail outbox and the catalogue answers (for the services and the expiry sweep). */
export function orderEffectsOf(deps: ServiceDeps): OrderEffects {
  return { mail: deps.mail, catalogue: deps.catalogueCache };
}

/** `em` must be a fork made for this request. */
export function createServices(em: EntityManager, deps: ServiceDeps, caller: Caller): Services {
  const auth = new RequestAuth(caller.token, deps.tokens, em);
  const audit = new AuditTrail(em, auth);
  const orderEffects = orderEffectsOf(deps);
  const support: SupportDeps = { live: deps.supportLive, sendLimits: deps.supportSendLimits, maxImageBytes: deps.images.maxBytes };
  const supportInbox = new SupportInboxService(em, auth, support);
  const slipIntake: SlipIntakeSettings = { maxImageBytes: deps.images.maxBytes, uploads: deps.slipUploadLimits, openPayments: deps.orders.openPayments };
  return {
    caller,
    auth,
    audit,
    categories: new CategoryService(em, deps.images, audit, deps.catalogueCache),
    items: new ItemService(em, deps.images, audit, deps.catalogueCache),
    robuxPackages: new RobuxPackageService(em, deps.images, audit, deps.catalogueCache),
    uploads: new ImageUploadService(em, deps.images, audit),
    admins: new AdminService(em, deps.tokens, deps.adminLoginThrottle, auth, audit),
    customers: new CustomerAuthService(em, deps.tokens, deps.google, deps.customerLoginThrottle, auth, deps.mail),
    paymentMethods: new PaymentMethodService(em, audit),
    transactions: new TransactionService(em, audit),
    customerWallets: new CustomerWalletsService(em, auth, audit),
    dashboard: new DashboardService(em, auth, async () => (await supportInbox.counts()).unread),
    orders: new OrderService(em, auth, audit, deps.orders, orderEffects),
    paymentSlips: new PaymentSlipService(em, auth, audit, slipIntake, orderEffects, deps.slipVerifier),
    wallet: new WalletService(em, auth, orderEffects),
    robuxAccounts: new RobuxAccountListingsService(em, { catalogue: deps.catalogueCache, limits: deps.accountExportLimits, client: caller.ip }),
    robuxAccountAdmin: new RobuxAccountAdminService(em, auth, audit, deps.accountLogins),
    boughtAccounts: new BoughtAccountsService(em, auth, audit, deps.accountLogins),
    support: new SupportService(em, auth, support),
    supportInbox,
    supportSettings: new SupportSettingsService(em, auth, audit),
    passwordResets: new PasswordResetService(em, {
      outbox: deps.mail,
      throttles: { [ResetAccount.CUSTOMER]: deps.customerLoginThrottle, [ResetAccount.STAFF]: deps.adminLoginThrottle },
    }),
    emailConfirmations: new EmailConfirmationService(em, { outbox: deps.mail, tokens: deps.tokens, throttle: deps.customerLoginThrottle }),
    mailLog: new MailLogService(em),
    shopStatus: new ShopStatusService(em, auth, deps.setup),
    shopProfile: new ShopProfileService(em, auth, audit, deps.images, deps.catalogueCache),
    topups: new TopupService(em, auth, audit, { paymentMinutes: deps.orders.paymentMinutes, openPayments: deps.orders.openPayments, slipIntake, verifier: deps.slipVerifier, mail: deps.mail }),
  };
}
