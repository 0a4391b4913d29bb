import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, scrollsSideways, test } from './harness/browser-test';
import { screenshotAtBothWidths } from './harness/screenshots';
import { storefrontUi } from './harness/storefront-ui';

const CUSTOMER_PAGES = [
  { path: '/', name: 'page-home', ready: 'สินค้าขายดีของเรา' },
  { path: '/store', name: 'page-store', ready: 'สินค้าขายดี' },
  { path: '/topuprobux', name: 'page-topup', ready: 'เติม Robux' },
  { path: '/support', name: 'page-support' },
  { path: '/tutorial', name: 'page-tutorial' },
  { path: '/no-such-page', name: 'page-not-found' },
];

describe('every customer page', () => {
  for (const size of [PHONE, DESKTOP]) {
    test(`at ${size.width}×${size.height}: loads with the layout, scrolls only up and down, and loads nothing from outside`, async ({ page, traffic }) => {
      await page.setViewportSize(size);
      for (const customerPage of CUSTOMER_PAGES) {
        await page.goto(customerPage.path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        if (customerPage.ready) await page.getByRole('heading', { name: customerPage.ready, exact: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await storefrontUi.topBar(page).first().isVisible(), `${customerPage.path}: top bar`).toBe(true);
        expect(await page.getByRole('contentinfo').isVisible(), `${customerPage.path}: footer`).toBe(true);
        expect(await storefrontUi.chatButton(page).isVisible(), `${customerPage.path}: chat button`).toBe(true);
        expect(await scrollsSideways(page), `${customerPage.path} scrolls sideways at ${size.width} px`).toBeNull();
      }
      // The admin side (dashboard, chart.js) is never fetched for customers; outside hosts are checked after the test.
      const adminCode = traffic.requests.filter((url) => /chart|dashboard/i.test(url.href)).map((url) => url.href);
      expect(adminCode).toEqual([]);
    });
  }

  test('screenshots of every page at 375 px and 1440 px', async ({ page }) => {
    for (const customerPage of CUSTOMER_PAGES) {
      await page.goto(customerPage.path);
      if (customerPage.ready) await page.getByRole('heading', { name: customerPage.ready, exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshotAtBothWidths(page, customerPage.name);
    }
  });

  test('the side navigation and the top bar links lead to the pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'ร้านค้า', exact: true }).click();
    await page.waitForURL('**/store');
    await page.getByRole('banner').getByRole('link', { name: 'เติม Robux', exact: true }).click();
    await page.waitForURL('**/topuprobux');
    await page.getByRole('banner').getByRole('link', { name: 'ช่วยเหลือ', exact: true }).click();
    await page.waitForURL('**/support');
    await page.getByRole('banner').getByRole('link', { name: 'วิธีใช้งาน', exact: true }).click();
    await page.waitForURL('**/tutorial');
    const sideNavigation = page.getByRole('navigation', { name: 'เมนูหลัก' });
    const sideLinks = await sideNavigation.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(sideLinks).toEqual(['/', '/store', '/topuprobux', '/support', '/tutorial']);
  });

  test('the language selector switches the pages between Thai and English and is remembered; the currency shows THB', async ({ page }) => {
    await page.goto('/topuprobux');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('เติม Robux');
    expect(await page.getByRole('banner').getByLabel('สกุลเงิน').inputValue()).toBe('THB');
    await page.getByRole('banner').getByLabel('ภาษา').selectOption('en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Top Up Robux');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.reload();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Top Up Robux');
    expect(await page.getByRole('banner').getByLabel('Currency').inputValue()).toBe('THB');
    await page.getByRole('banner').getByLabel('Language').selectOption('th');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('เติม Robux');
  });
});
