import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { ordersShopTest as test, placeItemOrder, sendSlip } from './harness/admin-orders';
import { signInDashboard } from './harness/admin-session';
import { dashboardSidebar } from './harness/admin-ui';
import { accessibilityAudit } from './harness/axe';
import { uniqueTransRef } from './harness/bank-slip';
import { PHONE } from './harness/browser-test';
import { shopperWithOrder, signInShopper } from './harness/shopper-pages';
import { storefrontUi } from './harness/storefront-ui';

/**
 * The only rules switched off, and only on the GraphQL playground: GraphiQL's own markup (graphiql 4.1), which
 * it embeds as it comes; each is upstream's to change.
 */
const GRAPHIQL_UPSTREAM: Record<string, string> = {
  'nested-interactive': "GraphiQL's operation tab (role=tab) holds its own button; the tab strip works from the keyboard",
  'scrollable-region-focusable': "CodeMirror scrolls its editor from the keyboard through its own input, which sits beside the scroller",
};

const DASHBOARD_SCREENS = [
  'overview', 'orders', 'payment-review', 'personal', 'stock-items', 'map-game-category', 'manage-roblox-accounts',
  'topup-robux-management', 'manage-payments', 'payment-reports', 'transaction-history', 'manage-admins', 'graphql',
  'subscriptions', 'no-such-screen',
];

/** The audit of one test: each state is checked at both widths, in the language the test chose. */
function auditIn(page: Page, language: 'th' | 'en') {
  const audit = accessibilityAudit(page);
  return {
    report: audit.report,
    async check(state: string, disabledHere: Record<string, string> = {}) {
      expect(await page.evaluate(() => document.documentElement.lang), `${state}: <html lang>`).toBe(language);
      await audit.check(`${language} ${state}`, disabledHere);
    },
  };
}

async function chooseLanguage(page: Page, language: 'th' | 'en') {
  await page.goto('/');
  await storefrontUi.topBar(page).getByRole('combobox', { name: /^(ภาษา|Language)$/ }).selectOption(language);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

describe('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  for (const language of ['th', 'en'] as const) {
    test(`every customer page and overlay in ${language === 'th' ? 'Thai' : 'English'}, at 375 and 1440 px`, async ({ page, shop }) => {
      const { shopper, order } = await shopperWithOrder(shop.url);
      const audit = auditIn(page, language);
      await chooseLanguage(page, language);

      await h1(page).waitFor();
      await audit.check('home');
      await storefrontUi.chatButton(page).click();
      await audit.check('home, chat open');
      await page.reload();
      await storefrontUi.getStarted(page).click();
      const signIn = storefrontUi.signInDialog(page);
      await signIn.waitFor();
      await audit.check('sign-in modal, register');
      await signIn.getByRole('button', { name: /^(เข้าสู่ระบบ|Log in|Login|Sign in)$/ }).first().click();
      await expect.poll(() => signIn.getByRole('heading').first().innerText()).toBe('Welcome Back!');
      await audit.check('sign-in modal, login');

      await page.goto('/store?rarity=Rare,Legendary&max=9000&sort=price-desc');
      await expect.poll(() => page.getByRole('region', { name: 'Best Sellers', exact: true }).getByRole('listitem').count()).toBeGreaterThan(0);
      await audit.check('store, filtered');

      await page.goto('/topuprobux');
      await page.getByRole('table').getByRole('rowheader').first().waitFor();
      await audit.check('top-up');
      await page.getByRole('table').getByRole('button', { name: /^Detail / }).first().click();
      await page.getByRole('dialog').waitFor();
      await audit.check('top-up, account detail');
      await page.keyboard.press('Escape');
      await page.locator('.robux-package__add').first().click();
      await storefrontUi.cartButton(page).click();
      await storefrontUi.cartDrawer(page).waitFor();
      await audit.check('cart drawer');

      await page.goto('/checkout');
      await h1(page).waitFor();
      await audit.check('checkout, signed out');
      for (const path of ['/support', '/tutorial', '/no-such-page']) {
        await page.goto(path);
        await h1(page).waitFor();
        await audit.check(path);
      }

      await signInShopper(page, shopper);
      await page.goto('/checkout');
      await h1(page).waitFor();
      await audit.check('checkout, signed in');
      await page.goto(`/orders/${order.number}`);
      await expect.poll(() => h1(page).innerText()).toBe(order.number);
      await audit.check('order awaiting payment');
      await page.goto('/orders');
      await h1(page).waitFor();
      await audit.check('my orders');
      await page.goto('/wallet');
      await h1(page).waitFor();
      await audit.check('wallet');
      await storefrontUi.topBar(page).getByRole('button', { name: shopper.user.name }).click();
      await audit.check('wallet, account menu open');

      expect(audit.report()).toEqual([]);
    });
  }

  // The dashboard is English only whatever the storefront's language (it says so in <html lang>), so one pass covers it.
  test('every dashboard screen, signed in with data, and its dialogs, at 375 and 1440 px', async ({ page, shop }) => {
    // A second order whose slip is in: the Payment Review card and the order's move dialog.
    const { shopper, item } = await shopperWithOrder(shop.url);
    const review = await placeItemOrder(shop.url, shopper, item.id, 'Some_Name');
    await sendSlip(shop.url, shopper, review.number, uniqueTransRef());
    const audit = auditIn(page, 'en');
    await page.goto('/dashboard/login');
    await h1(page).waitFor();
    await audit.check('dashboard login');

    await signInDashboard(page, shop.url);
    for (const screen of DASHBOARD_SCREENS) {
      await page.goto(`/dashboard/${screen}`);
      await h1(page).waitFor();
      await audit.check(`/dashboard/${screen}`, screen === 'graphql' ? GRAPHIQL_UPSTREAM : {});
    }

    const dialogs: [path: string, dialog: string, opener: (page: Page) => Locator][] = [
      [`orders/${review.number}`, 'Mark paid?', (page) => page.getByRole('group', { name: 'Move this order' }).getByRole('button', { name: 'Mark paid' })],
      ['payment-review', `Reject the payment of ${review.number}?`, (page) => page.getByRole('listitem', { name: `Order ${review.number}` }).getByRole('button', { name: 'Reject' })],
      ['personal', 'Customer Profile', (page) => page.getByRole('button', { name: 'View Profile' }).first()],
      ['personal', 'Manage credits', (page) => page.getByRole('button', { name: 'Manage', exact: true }).first()],
      ['stock-items', 'Edit Item', (page) => page.getByRole('button', { name: 'Edit', exact: true }).first()],
      ['manage-roblox-accounts', 'Add account', (page) => page.getByRole('button', { name: '+ Add account' })],
      ['manage-admins', 'Add New Admin', (page) => page.getByRole('button', { name: '+ Add Admin' })],
    ];
    for (const [path, dialog, opener] of dialogs) {
      await page.goto(`/dashboard/${path}`);
      await opener(page).click();
      await page.getByRole('dialog', { name: dialog }).waitFor();
      await audit.check(`/dashboard/${path}, dialog ${dialog}`);
    }

    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await dashboardSidebar(page).waitFor();
    await audit.check('dashboard, phone menu open');

    expect(audit.report()).toEqual([]);
  });
});
