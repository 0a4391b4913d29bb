import type { Permission } from '../../gql/graphql';

/** Every screen under /dashboard/<screen>. */
export type DashboardScreen =
  | 'overview'
  | 'orders'
  | 'payment-review'
  | 'personal'
  | 'use-cases'
  | 'chat-templates'
  | 'ai-voices'
  | 'blogs'
  | 'subscriptions'
  | 'marketing'
  | 'menus'
  | 'website-setup'
  | 'media-manager'
  | 'support-tickets'
  | 'tools'
  | 'stock-items'
  | 'map-game-category'
  | 'manage-roblox-accounts'
  | 'topup-robux-management'
  | 'shop-settings'
  | 'manage-payments'
  | 'payment-reports'
  | 'transaction-history'
  | 'manage-admins'
  | 'mail-log'
  | 'settings'
  | 'help-center'
  | 'graphql';

/**
 * The permission each screen needs, or null for a screen any signed-in admin may open. Which permissions an
 * admin holds is the server's rule (`me { permissions }`); this only says what each screen is for. The server
 * still refuses what the admin may not do; this table only keeps the dashboard from offering it.
 */
export const SCREEN_PERMISSION: Readonly<Record<DashboardScreen, Permission | null>> = {
  overview: 'VIEW_REPORTS',
  orders: 'MANAGE_ORDERS',
  'payment-review': 'MANAGE_ORDERS',
  personal: 'VIEW_CUSTOMERS',
  'use-cases': null,
  'chat-templates': null,
  'ai-voices': null,
  blogs: null,
  subscriptions: null,
  marketing: null,
  menus: null,
  'website-setup': null,
  'media-manager': null,
  'support-tickets': 'ANSWER_SUPPORT',
  tools: null,
  'stock-items': 'MANAGE_CATALOGUE',
  'map-game-category': 'MANAGE_CATALOGUE',
  'manage-roblox-accounts': 'MANAGE_ROBUX_ACCOUNTS',
  'topup-robux-management': 'MANAGE_CATALOGUE',
  // What the storefront shows about the shop (its social links, the home page's creators): kept with the catalogue.
  'shop-settings': 'MANAGE_CATALOGUE',
  'manage-payments': 'MANAGE_PAYMENTS',
  'payment-reports': 'VIEW_REPORTS',
  'transaction-history': 'VIEW_TRANSACTIONS',
  'manage-admins': 'MANAGE_ADMINS',
  'mail-log': 'VIEW_MAIL_LOG',
  settings: null,
  'help-center': null,
  graphql: null,
};

/** Whether an admin holding `permissions` (from `me`) may open `screen`. */
export function canUseScreen(permissions: readonly Permission[], screen: DashboardScreen): boolean {
  const needed = SCREEN_PERMISSION[screen];
  return needed === null || permissions.includes(needed);
}

/**
 * Where /dashboard itself leads: the overview, else the first catalogue screen, else a screen every admin
 * may open (for a permission set that has neither).
 */
export function homeScreenFor(permissions: readonly Permission[]): DashboardScreen {
  if (canUseScreen(permissions, 'overview')) return 'overview';
  return canUseScreen(permissions, 'stock-items') ? 'stock-items' : 'help-center';
}
