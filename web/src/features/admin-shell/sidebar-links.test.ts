import { describe, expect, it } from 'vitest';
import { SIDEBAR_SECTIONS, type SidebarSection, visibleSidebarSections } from './sidebar-links';

const labels = (sections: ReturnType<typeof visibleSidebarSections>) => sections.flatMap((section) => section.links.map((link) => link.label));
const headings = (sections: readonly SidebarSection[]) => sections.map((section) => section.heading ?? '(main)');

describe('SIDEBAR_SECTIONS', () => {
  it("lists the spec's links in the spec's order, then the playground", () => {
    const screens = SIDEBAR_SECTIONS.flatMap((section) => section.links.map((link) => link.screen));
    expect(screens).toEqual([
      'overview', 'personal', 'subscriptions', 'tools', 'stock-items', 'map-game-category', 'manage-roblox-accounts',
      'manage-payments', 'payment-reports', 'transaction-history', 'topup-robux-management', 'manage-admins', 'settings',
      'help-center', 'graphql',
    ]);
    expect(headings(SIDEBAR_SECTIONS)).toEqual(['(main)', 'Payments', 'Top Up Robux', 'Admin Management']);
  });
});

describe('visibleSidebarSections', () => {
  it('shows a Super Admin every link when the search is empty', () => {
    expect(labels(visibleSidebarSections(SIDEBAR_SECTIONS, 'SUPER_ADMIN', ''))).toHaveLength(15);
  });

  it('matches part of a label, ignoring case and surrounding spaces', () => {
    expect(labels(visibleSidebarSections(SIDEBAR_SECTIONS, 'SUPER_ADMIN', '  MANAGE '))).toEqual([
      'Manage Roblox Accounts', 'Manage Payments', 'Manage Top Up Robux', 'Manage Admins',
    ]);
    expect(labels(visibleSidebarSections(SIDEBAR_SECTIONS, 'SUPER_ADMIN', 'report'))).toEqual(['Payment Reports']);
  });

  it('drops the headings of sections left without a match', () => {
    expect(headings(visibleSidebarSections(SIDEBAR_SECTIONS, 'SUPER_ADMIN', 'report'))).toEqual(['Payments']);
    expect(headings(visibleSidebarSections(SIDEBAR_SECTIONS, 'SUPER_ADMIN', 'stock'))).toEqual(['(main)']);
  });

  it('returns nothing when no label matches', () => {
    expect(visibleSidebarSections(SIDEBAR_SECTIONS, 'SUPER_ADMIN', 'zzz')).toEqual([]);
  });

  it("hides the links an Editor's role may not use, and the headings with them", () => {
    const editor = visibleSidebarSections(SIDEBAR_SECTIONS, 'EDITOR', '');
    expect(labels(editor)).toEqual([
      'Subscriptions', 'Admin Tools', 'Stock Items', 'Map Game Category', 'Manage Roblox Accounts', 'Manage Top Up Robux',
      'Settings', 'Help Center', 'GraphQL Playground',
    ]);
    expect(headings(editor)).toEqual(['(main)', 'Top Up Robux', 'Admin Management']);
  });

  it('shows an Admin everything but Manage Admins', () => {
    expect(labels(visibleSidebarSections(SIDEBAR_SECTIONS, 'ADMIN', 'admin'))).toEqual(['Admin Tools']);
  });
});
