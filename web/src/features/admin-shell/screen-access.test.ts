import { describe, expect, it } from 'vitest';
import type { Permission } from '../../gql/graphql';
import { canUseScreen, type DashboardScreen, homeScreenFor, SCREEN_PERMISSION } from './screen-access';
import { PERMISSIONS_OF } from './test-admins';

const CATALOGUE: DashboardScreen[] = ['stock-items', 'map-game-category', 'topup-robux-management', 'shop-settings'];
const MONEY_AND_CUSTOMERS: DashboardScreen[] = ['overview', 'orders', 'payment-review', 'personal', 'manage-payments', 'payment-reports', 'transaction-history'];
const ROBUX_ACCOUNTS: DashboardScreen[] = ['manage-roblox-accounts'];
const SUPPORT: DashboardScreen[] = ['support-tickets'];
const PLACEHOLDERS: DashboardScreen[] = [
  'use-cases', 'chat-templates', 'ai-voices', 'blogs', 'subscriptions', 'marketing', 'menus', 'website-setup',
  'media-manager', 'tools', 'settings', 'help-center',
];
const EVERY_SCREEN = Object.keys(SCREEN_PERMISSION) as DashboardScreen[];
const usableWith = (permissions: readonly Permission[]) => EVERY_SCREEN.filter((screen) => canUseScreen(permissions, screen));

describe('the permission each screen needs', () => {
  it('names the permission of the work the screen does', () => {
    expect(SCREEN_PERMISSION).toMatchObject({
      overview: 'VIEW_REPORTS',
      orders: 'MANAGE_ORDERS',
      'payment-review': 'MANAGE_ORDERS',
      personal: 'VIEW_CUSTOMERS',
      'manage-payments': 'MANAGE_PAYMENTS',
      'payment-reports': 'VIEW_REPORTS',
      'transaction-history': 'VIEW_TRANSACTIONS',
      'manage-admins': 'MANAGE_ADMINS',
      'mail-log': 'VIEW_MAIL_LOG',
      'manage-roblox-accounts': 'MANAGE_ROBUX_ACCOUNTS',
      'support-tickets': 'ANSWER_SUPPORT',
    });
    for (const screen of CATALOGUE) expect(SCREEN_PERMISSION[screen]).toBe('MANAGE_CATALOGUE');
  });

  it('lets any signed-in admin, even one without permissions, open the placeholders and the playground', () => {
    expect(usableWith([]).sort()).toEqual([...PLACEHOLDERS, 'graphql'].sort());
  });

  it('opens a screen exactly when its permission is held', () => {
    expect(canUseScreen(['VIEW_TRANSACTIONS'], 'transaction-history')).toBe(true);
    expect(canUseScreen(['VIEW_TRANSACTIONS'], 'payment-reports')).toBe(false);
    expect(canUseScreen(['MANAGE_ADMINS'], 'manage-admins')).toBe(true);
    expect(canUseScreen(['MANAGE_CATALOGUE', 'VIEW_REPORTS'], 'manage-admins')).toBe(false);
    expect(canUseScreen(['MANAGE_ROBUX_ACCOUNTS'], 'manage-roblox-accounts')).toBe(true);
    expect(canUseScreen(['MANAGE_CATALOGUE'], 'manage-roblox-accounts')).toBe(false);
  });
});

describe("what each role's permissions open (as the server grants them today)", () => {
  it('lets an Editor use the catalogue, the placeholders and the playground only', () => {
    expect(usableWith(PERMISSIONS_OF.EDITOR).sort()).toEqual([...CATALOGUE, ...PLACEHOLDERS, 'graphql'].sort());
  });

  it('lets an Admin also use the order, money, report, customer, Roblox account and support screens, but not staff management or the mail log', () => {
    expect(usableWith(PERMISSIONS_OF.ADMIN).sort()).toEqual([...CATALOGUE, ...MONEY_AND_CUSTOMERS, ...ROBUX_ACCOUNTS, ...SUPPORT, ...PLACEHOLDERS, 'graphql'].sort());
  });

  it('lets a Super Admin use every screen', () => {
    expect(usableWith(PERMISSIONS_OF.SUPER_ADMIN)).toEqual(EVERY_SCREEN);
  });
});

describe('homeScreenFor', () => {
  it('starts admins who may see the overview there, and the others at the stock items', () => {
    expect(homeScreenFor(PERMISSIONS_OF.SUPER_ADMIN)).toBe('overview');
    expect(homeScreenFor(PERMISSIONS_OF.ADMIN)).toBe('overview');
    expect(homeScreenFor(PERMISSIONS_OF.EDITOR)).toBe('stock-items');
  });

  it('sends an admin who may use neither to a screen every admin may open', () => {
    const home = homeScreenFor(['VIEW_TRANSACTIONS']);
    expect(canUseScreen([], home)).toBe(true);
  });
});
