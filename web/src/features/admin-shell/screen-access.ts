import type { AdminRole } from '../../gql/graphql';

/** Every screen under /dashboard/<screen>. */
export type DashboardScreen =
  | 'overview'
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
  | 'manage-payments'
  | 'payment-reports'
  | 'transaction-history'
  | 'manage-admins'
  | 'settings'
  | 'help-center'
  | 'graphql';

export const ROLE_LABELS: Readonly<Record<AdminRole, string>> = { ADMIN: 'Admin', SUPER_ADMIN: 'Super Admin', EDITOR: 'Editor' };

// Mirrors the server's rule table (api/src/modules/auth/permissions.ts), which the web cannot import:
// Editor manages the catalogue; Admin adds payments, reports, transactions and customers; Super Admin adds staff.
// The server still refuses what a role may not do; this table only keeps the dashboard from offering it.
const EVERY_ROLE: readonly AdminRole[] = ['EDITOR', 'ADMIN', 'SUPER_ADMIN'];
const ADMIN_AND_ABOVE: readonly AdminRole[] = ['ADMIN', 'SUPER_ADMIN'];
const SUPER_ADMIN_ONLY: readonly AdminRole[] = ['SUPER_ADMIN'];

/** Which roles may use each screen. */
export const SCREEN_ROLES: Readonly<Record<DashboardScreen, readonly AdminRole[]>> = {
  overview: ADMIN_AND_ABOVE,
  personal: ADMIN_AND_ABOVE,
  'use-cases': EVERY_ROLE,
  'chat-templates': EVERY_ROLE,
  'ai-voices': EVERY_ROLE,
  blogs: EVERY_ROLE,
  subscriptions: EVERY_ROLE,
  marketing: EVERY_ROLE,
  menus: EVERY_ROLE,
  'website-setup': EVERY_ROLE,
  'media-manager': EVERY_ROLE,
  'support-tickets': EVERY_ROLE,
  tools: EVERY_ROLE,
  'stock-items': EVERY_ROLE,
  'map-game-category': EVERY_ROLE,
  'manage-roblox-accounts': EVERY_ROLE,
  'topup-robux-management': EVERY_ROLE,
  'manage-payments': ADMIN_AND_ABOVE,
  'payment-reports': ADMIN_AND_ABOVE,
  'transaction-history': ADMIN_AND_ABOVE,
  'manage-admins': SUPER_ADMIN_ONLY,
  settings: EVERY_ROLE,
  'help-center': EVERY_ROLE,
  graphql: EVERY_ROLE,
};

export function canUseScreen(role: AdminRole, screen: DashboardScreen): boolean {
  return SCREEN_ROLES[screen].includes(role);
}

/** Where /dashboard itself leads: the overview, or the first catalogue screen for a role that may not see it. */
export function homeScreenFor(role: AdminRole): DashboardScreen {
  return canUseScreen(role, 'overview') ? 'overview' : 'stock-items';
}
