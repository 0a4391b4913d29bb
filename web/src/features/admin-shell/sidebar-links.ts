import type { Permission } from '../../gql/graphql';
import { canUseScreen, type DashboardScreen } from './screen-access';

export interface SidebarLink {
  screen: DashboardScreen;
  label: string;
}

export interface SidebarSection {
  /** Shown above the section's links; the first section has none. */
  heading?: string;
  links: SidebarLink[];
}

/**
 * The spec's sidebar links in the spec's order, under its headings, plus Orders, Payment Review and Support Tickets (the
 * daily work, next to the overview) and the staff GraphQL playground.
 */
export const SIDEBAR_SECTIONS: readonly SidebarSection[] = [
  {
    links: [
      { screen: 'overview', label: 'Overview' },
      { screen: 'orders', label: 'Orders' },
      { screen: 'payment-review', label: 'Payment Review' },
      { screen: 'support-tickets', label: 'Support Tickets' },
      { screen: 'personal', label: 'Personal Settings' },
      { screen: 'subscriptions', label: 'Subscriptions' },
      { screen: 'tools', label: 'Admin Tools' },
      { screen: 'stock-items', label: 'Stock Items' },
      { screen: 'map-game-category', label: 'Map Game Category' },
      { screen: 'manage-roblox-accounts', label: 'Manage Roblox Accounts' },
    ],
  },
  {
    heading: 'Payments',
    links: [
      { screen: 'manage-payments', label: 'Manage Payments' },
      { screen: 'payment-reports', label: 'Payment Reports' },
      { screen: 'transaction-history', label: 'Transaction History' },
    ],
  },
  { heading: 'Top Up Robux', links: [{ screen: 'topup-robux-management', label: 'Manage Top Up Robux' }] },
  {
    heading: 'Admin Management',
    links: [
      { screen: 'manage-admins', label: 'Manage Admins' },
      { screen: 'mail-log', label: 'Mail Log' },
      { screen: 'settings', label: 'Settings' },
      { screen: 'help-center', label: 'Help Center' },
      { screen: 'graphql', label: 'GraphQL Playground' },
    ],
  },
];

/**
 * The sections as one admin sees them: only links their permissions (from `me`) let them use whose label
 * contains `search` (trimmed, ignoring case), and only sections that still have a link.
 */
export function visibleSidebarSections(
  sections: readonly SidebarSection[],
  permissions: readonly Permission[],
  search: string,
): SidebarSection[] {
  const needle = search.trim().toLowerCase();
  return sections
    .map((section) => ({
      ...section,
      links: section.links.filter((link) => canUseScreen(permissions, link.screen) && link.label.toLowerCase().includes(needle)),
    }))
    .filter((section) => section.links.length > 0);
}
