import { registerEnumType } from 'type-graphql';
import { AdminRole } from '../admin/admin-role.js';

/** What staff operations need. Every admin GraphQL operation and REST route names one of these. */
export enum Permission {
  /** Items, games, Robux packages, price adjustment and image uploads. */
  MANAGE_CATALOGUE = 'MANAGE_CATALOGUE',
  MANAGE_PAYMENTS = 'MANAGE_PAYMENTS',
  VIEW_REPORTS = 'VIEW_REPORTS',
  VIEW_TRANSACTIONS = 'VIEW_TRANSACTIONS',
  VIEW_CUSTOMERS = 'VIEW_CUSTOMERS',
  /** Seeing every order and moving orders along their process (delivering, cancelling, refunding). */
  MANAGE_ORDERS = 'MANAGE_ORDERS',
  /**
   * Marking an order PAID with no payment recorded for it (no slip waiting for a decision): it sells the order's
   * goods, Robux account logins included, for no money, so it takes a Super Admin and a reason on the timeline.
   */
  MARK_PAID_WITHOUT_PAYMENT = 'MARK_PAID_WITHOUT_PAYMENT',
  /** Crediting or debiting a gamer's wallet by hand, and checking that the ledger adds up. */
  MANAGE_WALLETS = 'MANAGE_WALLETS',
  /** Listing, adding, changing, importing and deleting Robux account listings. */
  MANAGE_ROBUX_ACCOUNTS = 'MANAGE_ROBUX_ACCOUNTS',
  /** Reading a listed Robux account's login (each reveal is in the audit log). */
  REVEAL_ACCOUNT_LOGINS = 'REVEAL_ACCOUNT_LOGINS',
  /** Reading and answering customers' support conversations, closing and reopening them. */
  ANSWER_SUPPORT = 'ANSWER_SUPPORT',
  /** Listing, adding, changing and deleting staff accounts. */
  MANAGE_ADMINS = 'MANAGE_ADMINS',
  VIEW_AUDIT_LOG = 'VIEW_AUDIT_LOG',
  /** Reading the e-mails the shop sent (recipients, status, text); a single-use link in one is never shown. */
  VIEW_MAIL_LOG = 'VIEW_MAIL_LOG',
}

registerEnumType(Permission, { name: 'Permission', description: 'What a staff operation needs; each role grants a set of these.' });

const EDITOR = [Permission.MANAGE_CATALOGUE];
const ADMIN = [
  ...EDITOR,
  Permission.MANAGE_PAYMENTS,
  Permission.VIEW_REPORTS,
  Permission.VIEW_TRANSACTIONS,
  Permission.VIEW_CUSTOMERS,
  Permission.MANAGE_ORDERS,
  Permission.MANAGE_WALLETS,
  Permission.MANAGE_ROBUX_ACCOUNTS,
  Permission.ANSWER_SUPPORT,
];
const SUPER_ADMIN = [...ADMIN, Permission.MARK_PAID_WITHOUT_PAYMENT, Permission.REVEAL_ACCOUNT_LOGINS, Permission.MANAGE_ADMINS, Permission.VIEW_AUDIT_LOG, Permission.VIEW_MAIL_LOG];

/** The one rule table: what each role may do. GraphQL's authChecker and the REST guard both read it. */
export const ROLE_PERMISSIONS: Readonly<Record<AdminRole, ReadonlySet<Permission>>> = {
  [AdminRole.EDITOR]: new Set(EDITOR),
  [AdminRole.ADMIN]: new Set(ADMIN),
  [AdminRole.SUPER_ADMIN]: new Set(SUPER_ADMIN),
};

export function roleAllows(role: AdminRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}
