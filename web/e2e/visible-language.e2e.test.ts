import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { fetchCategories } from './harness/catalogue-oracle';
import { E2E_CHECKOUT_ACCOUNT } from './harness/checkout-account';
import { fetchCustomerWallets } from './harness/admin-wallets';
import { ordersShopTest as test, type Shopper } from './harness/admin-orders';
import { DASHBOARD_WORK_SCREENS } from './harness/admin-ui';
import { adminGraphQL, adminLogin, signInDashboard } from './harness/admin-session';
import { DESKTOP, PHONE } from './harness/browser-test';
import { signInShopper, shopperWithOrder } from './harness/shopper-pages';
import { nextFrames, storefrontUi } from './harness/storefront-ui';
import { NAMES_IN_EVERY_LANGUAGE, shownTexts, textsInOtherLanguage, type ShownText } from './harness/visible-text';

type Language = 'th' | 'en';

interface Arranged {
  shopper: Shopper;
  orderNumber: string;
  itemId: number;
  itemName: string;
  names: string[];
}

/** A cart with one item, as the item's Add to cart leaves it, so checkout has something to show. */
async function putInCart(page: Page, id: number, name: string) {
  await page.evaluate(({ id, name }) => {
    window.localStorage.setItem('cart', JSON.stringify([{ kind: 'item', id, name, unitPrice: '1.00', imageUrl: '', quantity: 1 }]));
  }, { id, name });
}

/** Every name the shop's data puts on a page: games, items (in both of their names), customers, the payee. */
async function dataNames(shopUrl: string, shopper: Shopper, itemName: string): Promise<string[]> {
  const items = (await (await fetch(`${shopUrl}/api/items`)).json()) as Record<string, unknown>[];
  const itemNames = items.flatMap((item) => [item.name, item.name_th, item.thai_name]).filter((name): name is string => typeof name === 'string');
  const gameNames = (await fetchCategories(shopUrl)).map((game) => game.name);
  const { token } = await adminLogin(shopUrl);
  const { customers } = await fetchCustomerWallets(shopUrl, token, { limit: 100 });
  // Staff write payment accounts, account types and their own names in their own words.
  const staffWritten = await adminGraphQL<{ paymentMethods: { name: string; details: string }[]; admins: { name: string }[] }>(
    shopUrl,
    token,
    '{ paymentMethods { name details } admins { name } }',
  );
  const people = [...customers.map((row) => row.customer.name), ...staffWritten.admins.map((admin) => admin.name)];
  const paymentAccounts = staffWritten.paymentMethods.flatMap((method) => [method.name, method.details]);
  // Staff name a Robux account's type in their own words ("Email verified").
  const accounts = (await (await fetch(`${shopUrl}/api/robux-accounts?page_size=100`)).json()) as { items: Record<string, unknown>[] };
  const accountTypes = accounts.items.map((account) => account.acc_type).filter((type): type is string => typeof type === 'string');
  return [...itemNames, itemName, ...gameNames, ...people, ...paymentAccounts, ...accountTypes, shopper.user.name, shopper.user.username, 'Some_Name', E2E_CHECKOUT_ACCOUNT.name];
}

async function openIn(page: Page, language: Language, shopUrl: string) {
  await page.context().addCookies([{ name: 'language', value: language, url: shopUrl }]);
}

/**
 * What speaks the other language on the page as it stands, at desktop and then phone width: the page lays itself
 * out again for each width (no reload), so one visit checks both.
 */
async function leaksAtBothWidths(page: Page, label: string, language: Language, names: string[]): Promise<ShownText[]> {
  const leaks: ShownText[] = [];
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await nextFrames(page);
    const found = textsInOtherLanguage(await shownTexts(page), language, names);
    leaks.push(...found.map((leak) => ({ ...leak, where: `${label} at ${size.width} px: ${leak.where}` })));
  }
  return leaks;
}

/** Opens a page, waits for its own content rather than its spinner, and lists what speaks the other language. */
async function leaksOn(page: Page, path: string, language: Language, names: string[]): Promise<ShownText[]> {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return leaksAtBothWidths(page, path, language, names);
}

/** Opens a dialog or panel with `open`, waits for `shown`, lists what speaks the other language, and closes it. */
async function leaksInOverlay(page: Page, open: () => Promise<void>, shown: Locator, label: string, language: Language, names: string[]) {
  await page.setViewportSize(DESKTOP);
  await open();
  await shown.waitFor();
  const leaks = await leaksAtBothWidths(page, label, language, names);
  await page.keyboard.press('Escape');
  return leaks;
}

describe('the check of a page’s language', () => {
  test('finds English words on a Thai page and Thai on an English one, and lets names, addresses and numbers be', () => {
    const shown = (...texts: string[]) => texts.map((text) => ({ text, where: 'test' }));
    expect(textsInOtherLanguage(shown('กด Get Started', 'เติม Robux', 'ส่งถึง a@b.com', 'คำสั่งซื้อ RS-100001', '฿1,429.00'), 'th', NAMES_IN_EVERY_LANGUAGE)).toEqual(shown('กด Get Started'));
    expect(textsInOtherLanguage(shown('Pay ฿50.00', 'Top up ยอด', 'ไทย', 'Dragon · ผลมังกร'), 'en', ['ผลมังกร'])).toEqual(shown('Top up ยอด'));
  });
});

describe('every word on a page is in the reader’s language, at 375 and 1440 px', () => {
  let arranged: Arranged;
  for (const language of ['th', 'en'] as const) {
    test(`customer pages, the cart and the chat in ${language}`, async ({ page, shop }) => {
      arranged ??= await arrange(shop.url);
      await openIn(page, language, shop.url);
      await page.goto('/');
      await signInShopper(page, arranged.shopper);
      await putInCart(page, arranged.itemId, arranged.itemName);
      const leaks: ShownText[] = [];
      for (const path of ['/', '/store', `/items/${arranged.itemId}`, '/topuprobux', '/support', '/tutorial', '/checkout', '/orders', `/orders/${arranged.orderNumber}`, '/wallet', '/account/email', '/no-such-page']) {
        leaks.push(...(await leaksOn(page, path, language, arranged.names)));
      }
      const { names } = arranged;
      leaks.push(...(await leaksInOverlay(page, () => storefrontUi.cartButton(page).click(), storefrontUi.cartDrawer(page), 'cart', language, names)));
      leaks.push(...(await leaksInOverlay(page, () => storefrontUi.chatButton(page).click(), storefrontUi.chatPanel(page), 'chat', language, names)));
      expect(leaks).toEqual([]);
    });

    test(`sign-up and sign-in dialogs and the dashboard login in ${language}`, async ({ page, shop }) => {
      arranged ??= await arrange(shop.url);
      await openIn(page, language, shop.url);
      await page.goto('/');
      const { names } = arranged;
      const dialog = storefrontUi.signInDialog(page);
      const leaks = await leaksInOverlay(page, () => storefrontUi.getStarted(page).click(), dialog, 'sign-up', language, names);
      const toSignIn = async () => {
        await storefrontUi.getStarted(page).click();
        await dialog.getByRole('button', { name: language === 'th' ? 'เข้าสู่ระบบ' : 'Log in', exact: true }).first().click();
      };
      leaks.push(...(await leaksInOverlay(page, toSignIn, dialog, 'sign-in', language, names)));
      leaks.push(...(await leaksOn(page, '/dashboard/login', language, names)));
      expect(leaks).toEqual([]);
    });

    test(`dashboard screens in ${language}`, async ({ page, shop }) => {
      arranged ??= await arrange(shop.url);
      await signInDashboard(page, shop.url);
      await openIn(page, language, shop.url);
      const leaks: ShownText[] = [];
      for (const screen of DASHBOARD_WORK_SCREENS) {
        leaks.push(...(await leaksOn(page, `/dashboard/${screen}`, language, arranged.names)));
      }
      expect(leaks).toEqual([]);
    });
  }
});

async function arrange(shopUrl: string): Promise<Arranged> {
  const { shopper, item, order } = await shopperWithOrder(shopUrl);
  return { shopper, orderNumber: order.number, itemId: item.id, itemName: item.name, names: [...NAMES_IN_EVERY_LANGUAGE, ...(await dataNames(shopUrl, shopper, item.name))] };
}
