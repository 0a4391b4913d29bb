import { buildSchema } from 'type-graphql';
import { AdminResolver } from '../modules/admin/admin.resolver.js';
import { AuditResolver } from '../modules/audit/audit.resolver.js';
import { authChecker } from '../modules/auth/auth-checker.js';
import { CategoryResolver } from '../modules/category/category.resolver.js';
import { CustomerAuthResolver } from '../modules/customer/customer-auth.resolver.js';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver.js';
import { ShopProfileResolver } from '../modules/shop-profile/shop-profile.resolver.js';
import { ShopStatusResolver } from '../modules/shop-status/shop-status.resolver.js';
import { ItemResolver } from '../modules/item/item.resolver.js';
import { MailResolver } from '../modules/mail/mail.resolver.js';
import { OrderResolver } from '../modules/orders/order.resolver.js';
import { PasswordResetResolver } from '../modules/password-reset/password-reset.resolver.js';
import { EmailConfirmationResolver } from '../modules/email-confirmation/email-confirmation.resolver.js';
import { PaymentMethodResolver } from '../modules/payments/payment-method.resolver.js';
import { PaymentSlipResolver } from '../modules/payments/payment-slip.resolver.js';
import { OrderAccountLoginsResolver, RobuxAccountResolver } from '../modules/robux-account/robux-account.resolver.js';
import { RobuxPackageResolver } from '../modules/robux-package/robux-package.resolver.js';
import { createSupportPubSub } from '../modules/support/support-live.js';
import { SupportInboxResolver, SupportResolver } from '../modules/support/support.resolver.js';
import { TransactionResolver } from '../modules/transactions/transaction.resolver.js';
import { thumbnailResolvers } from '../modules/uploads/thumbnail.resolver.js';
import { UploadsResolver } from '../modules/uploads/uploads.resolver.js';
import { WalletResolver } from '../modules/wallet/wallet.resolver.js';

export function buildGraphQLSchema() {
  return buildSchema({
    resolvers: [
      CategoryResolver,
      ItemResolver,
      RobuxPackageResolver,
      RobuxAccountResolver,
      OrderAccountLoginsResolver,
      UploadsResolver,
      ...thumbnailResolvers,
      AdminResolver,
      CustomerAuthResolver,
      AuditResolver,
      PaymentMethodResolver,
      TransactionResolver,
      WalletResolver,
      DashboardResolver,
      ShopStatusResolver,
      ShopProfileResolver,
      OrderResolver,
      PaymentSlipResolver,
      SupportResolver,
      SupportInboxResolver,
      PasswordResetResolver,
      EmailConfirmationResolver,
      MailResolver,
    ],
    authChecker,
    // type-graphql wants a PubSub once a schema has subscriptions; ours subscribe through the service layer
    // instead (each app instance's own, fed by PostgreSQL: support-live.ts), so this one stays unused.
    pubSub: createSupportPubSub(),
    // Inputs are checked once, in the service layer, for GraphQL and REST alike.
    validate: false,
  });
}
