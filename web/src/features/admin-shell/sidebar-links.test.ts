import { describe, expect, it } from 'vitest';
import type { Permission } from '../../gql/graphql';
import { screenMessages, SIDEBAR_SECTIONS, sidebarHeadingMessages, type SidebarSection, visibleSidebarSections } from './sidebar-links';
import { PERMISSIONS_OF } from './test-admins';

const labels = (sections: readonly SidebarSection[], language: 'th' | 'en' = 'en') =>
  sections.flatMap((section) => section.links.map((link) => screenMessages[language][link.screen]));
const headings = (sections: readonly SidebarSection[]) => sections.map((section) => (section.heading ? sidebarHeadingMessages.en[section.heading] : '(main)'));
/** The sections an admin sees with the links named in English. */
const visible = (permissions: readonly Permission[], search: string) => visibleSidebarSections(SIDEBAR_SECTIONS, permissions, search, screenMessages.en);

describe('SIDEBAR_SECTIONS', () => {
  it("lists the spec's links in the spec's order with Orders, Payment Review and Support Tickets after the overview, then the playground", () => {
    const screens = SIDEBAR_SECTIONS.flatMap((section) => section.links.map((link) => link.screen));
    expect(screens).toEqual([
      'overview', 'orders', 'payment-review', 'support-tickets', 'personal', 'subscriptions', 'tools', 'stock-items', 'map-game-category', 'manage-roblox-accounts',
      'shop-settings', 'manage-payments', 'payment-reports', 'transaction-history', 'topup-robux-management', 'manage-admins', 'mail-log', 'settings',
      'help-center', 'graphql',
    ]);
    expect(headings(SIDEBAR_SECTIONS)).toEqual(['(main)', 'Payments', 'Top Up Robux', 'Admin Management']);
  });
});

describe('visibleSidebarSections', () => {
  it('shows a Super Admin every link when the search is empty', () => {
    expect(labels(visible(PERMISSIONS_OF.SUPER_ADMIN, ''))).toHaveLength(20);
  });

  it('matches part of a label, ignoring case and surrounding spaces', () => {
    expect(labels(visible(PERMISSIONS_OF.SUPER_ADMIN, '  MANAGE '))).toEqual([
      'Manage Roblox Accounts', 'Manage Payments', 'Manage Top Up Robux', 'Manage Admins',
    ]);
    expect(labels(visible(PERMISSIONS_OF.SUPER_ADMIN, 'report'))).toEqual(['Payment Reports']);
  });

  it('drops the headings of sections left without a match', () => {
    expect(headings(visible(PERMISSIONS_OF.SUPER_ADMIN, 'report'))).toEqual(['Payments']);
    expect(headings(visible(PERMISSIONS_OF.SUPER_ADMIN, 'stock'))).toEqual(['(main)']);
  });

  it('matches the names in the language they are shown in', () => {
    const thai = visibleSidebarSections(SIDEBAR_SECTIONS, PERMISSIONS_OF.SUPER_ADMIN, 'รายงาน', screenMessages.th);
    expect(labels(thai, 'th')).toEqual(['รายงานการชำระเงิน']);
    expect(visibleSidebarSections(SIDEBAR_SECTIONS, PERMISSIONS_OF.SUPER_ADMIN, 'report', screenMessages.th)).toEqual([]);
  });

  it('returns nothing when no label matches', () => {
    expect(visible(PERMISSIONS_OF.SUPER_ADMIN, 'zzz')).toEqual([]);
  });

  it("hides the links an Editor's permissions do not cover, and the headings with them", () => {
    const editor = visible(PERMISSIONS_OF.EDITOR, '');
    expect(labels(editor)).toEqual([
      'Subscriptions', 'Admin Tools', 'Stock Items', 'Map Game Category', 'Shop settings', 'Manage Top Up Robux',
      'Settings', 'Help Center', 'GraphQL Playground',
    ]);
    expect(headings(editor)).toEqual(['(main)', 'Top Up Robux', 'Admin Management']);
  });

  it('shows an Admin everything but Manage Admins and the Mail Log', () => {
    expect(labels(visible(PERMISSIONS_OF.ADMIN, 'admin'))).toEqual(['Admin Tools']);
    expect(labels(visible(PERMISSIONS_OF.ADMIN, 'mail'))).toEqual([]);
    expect(labels(visible(PERMISSIONS_OF.SUPER_ADMIN, 'mail'))).toEqual(['Mail Log']);
    expect(labels(visible(PERMISSIONS_OF.ADMIN, 'orders'))).toEqual(['Orders']);
  });

  it('hides Orders from an Editor', () => {
    expect(labels(visible(PERMISSIONS_OF.EDITOR, 'orders'))).toEqual([]);
  });

  it('shows a link as soon as its permission is held, whatever else is missing', () => {
    expect(labels(visible(['VIEW_TRANSACTIONS'], 'transaction'))).toEqual(['Transaction History']);
    expect(headings(visible(['VIEW_TRANSACTIONS'], 'pay'))).toEqual([]);
  });
});
