import { buildSchema } from 'type-graphql';
import { AdminResolver } from '../modules/admin/admin.resolver.js';
import { AuditResolver } from '../modules/audit/audit.resolver.js';
import { authChecker } from '../modules/auth/auth-checker.js';
import { CategoryResolver } from '../modules/category/category.resolver.js';
import { CustomerAuthResolver } from '../modules/customer/customer-auth.resolver.js';
import { ItemResolver } from '../modules/item/item.resolver.js';
import { RobuxPackageResolver } from '../modules/robux-package/robux-package.resolver.js';
import { UploadsResolver } from '../modules/uploads/uploads.resolver.js';

export function buildGraphQLSchema() {
  return buildSchema({
    resolvers: [
      CategoryResolver,
      ItemResolver,
      RobuxPackageResolver,
      UploadsResolver,
      AdminResolver,
      CustomerAuthResolver,
      AuditResolver,
    ],
    authChecker,
    // Inputs are checked once, in the service layer, for GraphQL and REST alike.
    validate: false,
  });
}
