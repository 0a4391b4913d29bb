import { describe, expect, it } from 'vitest';
import { canUseScreen, type DashboardScreen, homeScreenFor, SCREEN_ROLES } from './screen-access';

const CATALOGUE: DashboardScreen[] = ['stock-items', 'map-game-category', 'topup-robux-management'];
const MONEY_AND_CUSTOMERS: DashboardScreen[] = ['overview', 'personal', 'manage-payments', 'payment-reports', 'transaction-history'];
const PLACEHOLDERS: DashboardScreen[] = [
  'use-cases', 'chat-templates', 'ai-voices', 'blogs', 'subscriptions', 'marketing', 'menus', 'website-setup',
  'media-manager', 'support-tickets', 'tools', 'manage-roblox-accounts', 'settings', 'help-center',
];

describe('the screen role table', () => {
  it('lets an Editor use the catalogue, the placeholders and the playground only', () => {
    const editorScreens = (Object.keys(SCREEN_ROLES) as DashboardScreen[]).filter((screen) => canUseScreen('EDITOR', screen));
    expect(editorScreens.sort()).toEqual([...CATALOGUE, ...PLACEHOLDERS, 'graphql'].sort());
  });

  it('lets an Admin also use the money, report and customer screens, but not staff management', () => {
    for (const screen of [...CATALOGUE, ...MONEY_AND_CUSTOMERS, ...PLACEHOLDERS, 'graphql' as const]) expect(canUseScreen('ADMIN', screen)).toBe(true);
    expect(canUseScreen('ADMIN', 'manage-admins')).toBe(false);
  });

  it('lets a Super Admin use every screen', () => {
    for (const screen of Object.keys(SCREEN_ROLES) as DashboardScreen[]) expect(canUseScreen('SUPER_ADMIN', screen)).toBe(true);
  });

  it('keeps Manage Admins for Super Admins', () => {
    expect(canUseScreen('EDITOR', 'manage-admins')).toBe(false);
    expect(canUseScreen('SUPER_ADMIN', 'manage-admins')).toBe(true);
  });
});

describe('homeScreenFor', () => {
  it('starts Admins and Super Admins at the overview and Editors at the stock items', () => {
    expect(homeScreenFor('SUPER_ADMIN')).toBe('overview');
    expect(homeScreenFor('ADMIN')).toBe('overview');
    expect(homeScreenFor('EDITOR')).toBe('stock-items');
  });
});
