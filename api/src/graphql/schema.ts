import { buildSchema } from 'type-graphql';
import { AdminResolver } from '../modules/admin/admin.resolver.js';
import { AuditResolver } from '../modules/audit/audit.resolver.js';
import { authChecker } from '../modules/auth/auth-checker.js';
import { CategoryResolver } from '../modules/category/category.resolver.js';
import { CustomerAuthResolver } from '../modules/customer/customer-auth.resolver.js';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver.js';
import { ItemResolver } from '../modules/item/item.resolver.js';
import { OrderResolver } from '../modules/orders/order.resolver.js';
import { PaymentMethodResolver } from '../modules/payments/payment-method.resolver.js';
import { PaymentSlipResolver } from '../modules/payments/payment-slip.resolver.js';
import { OrderAccountLoginsResolver, RobuxAccountResolver } from '../modules/robux-account/robux-account.resolver.js';
import { RobuxPackageResolver } from '../modules/robux-package/robux-package.resolver.js';
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
      OrderResolver,
      PaymentSlipResolver,
    ],
    authChecker,
    // Inputs are checked once, in the service layer, for GraphQL and REST alike.
    validate: false,
  });
}
