import { describe, expect } from 'vitest';
import { test as browserTest, type ShopUnderTest } from './harness/browser-test';
import { fetchCategories } from './harness/catalogue-oracle';
import { startShop } from './harness/shop-server';
import { screenshotAtBothWidths } from './harness/screenshots';
import { storeUi } from './harness/store-ui';
import { storefrontUi } from './harness/storefront-ui';

const GOOGLE_HOST = 'accounts.google.com';

// A second shop with Google sign-in configured. The browser is offline for every host but the shop's, so
// Google's script cannot load: the only outside host the page may try is Google's, and its failure is expected.
const test = browserTest.extend('shop', { scope: 'file' }, async ({}, { onCleanup }): Promise<ShopUnderTest> => {
  const shop = await startShop({ GOOGLE_CLIENT_ID: 'e2e-test-id.apps.googleusercontent.com' });
  onCleanup(() => shop.stop());
  return { url: shop.url, outsideHostsAllowed: [GOOGLE_HOST] };
});

describe('Google sign-in when Google cannot be reached', () => {
  test('loads Google only once the modal opens, then says it is unavailable while the rest keeps working', async ({ page, shop, traffic }) => {
    const googleRequests = () => traffic.requests.filter((url) => url.host === GOOGLE_HOST);
    await page.goto('/');
    await page.getByRole('heading', { name: 'เกมของเรา', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(googleRequests()).toEqual([]);

    await storefrontUi.getStarted(page).click();
    const dialog = storefrontUi.signInDialog(page);
    await expect.poll(() => dialog.innerText()).toContain('ไม่สามารถเข้าสู่ระบบด้วย Google ได้ในขณะนี้');
    expect(googleRequests().length).toBeGreaterThan(0);
    expect(await dialog.getByRole('button', { name: /Google/ }).isDisabled()).toBe(true);
    await screenshotAtBothWidths(page, 'sign-in-google-unavailable', { overlay: true });

    // The modal and the page still work.
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect.poll(() => dialog.getByRole('heading').first().innerText()).toBe('ยินดีต้อนรับกลับมา!');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'ร้านค้า', exact: true }).click();
    const [game] = await fetchCategories(shop.url);
    await expect.poll(() => storeUi.cards(page).count()).toBeGreaterThan(0);
    expect(await storeUi.games(page).getByRole('button', { name: game!.name }).getAttribute('aria-pressed')).toBe('true');
  });
});
