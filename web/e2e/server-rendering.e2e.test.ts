/// <reference types="node" />
import { describe, expect } from 'vitest';
import { createItem, privateShopTest as test, uniqueName } from './harness/admin-catalogue-ui';
import { adminLogin } from './harness/admin-session';
import { DESKTOP, PHONE } from './harness/browser-test';
import { registerShopper } from './harness/admin-orders';
import { signInShopper } from './harness/shopper-pages';

/** A page as a link-preview bot or a browser without script gets it. */
async function serverPage(shopUrl: string, path: string, cookie?: string) {
  const response = await fetch(`${shopUrl}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const html = await response.text();
  const attribute = (selector: RegExp) => selector.exec(html)?.[1];
  return {
    status: response.status,
    headers: response.headers,
    html,
    lang: attribute(/<html lang="([^"]*)"/),
    title: attribute(/<title[^>]*>([^<]*)<\/title>/),
    meta: (key: string) => attribute(new RegExp(`<meta [^>]*(?:name|property)="${key}" content="([^"]*)"`)),
    canonical: attribute(/<link [^>]*rel="canonical" href="([^"]*)"/),
    /** Every <script> element's opening tag. */
    scripts: html.match(/<script\b[^>]*>/g) ?? [],
    state: attribute(/<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/),
  };
}

const CUSTOMER_PAGES = ['/', '/store', '/store?game=2&rarity=Mythical', '/topuprobux', '/support', '/tutorial', '/items/1', '/no-such-page'];

describe('customer pages rendered on the server', () => {
  test('the HTML holds the store grid with its images, the page title and its language, and no script but the app and its data', async ({ shop }) => {
    const store = await serverPage(shop.url, '/store');
    expect(store.status).toBe(200);
    expect(store.lang).toBe('th');
    expect(store.title).toBe('Blox Fruits — Robux Storefront');
    expect(store.canonical).toBe(`${shop.url}/store`);
    // The first card is the dearest item of the first game (Permanent Dragon, by its Thai name), with its picture, before any script has run.
    expect(store.html).toMatch(/<img[^>]+src="\/images\/items\/[^"]+"[^>]*alt="ผลมังกร ถาวร"/);
    expect(store.html).toContain('฿18,399.80');
    // The module script and the JSON data only: the CSP (script-src 'self', no 'unsafe-inline') would refuse any other.
    expect(store.scripts).toEqual([expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">$/), '<script type="application/json" id="server-state">']);
    expect(store.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    // The data is the public catalogue the page shows, and nothing else.
    const state = JSON.parse(store.state!) as Record<string, { __typename?: string }>;
    const types = new Set(Object.values(state).map((entry) => entry.__typename));
    expect([...types].sort()).toEqual(['Category', 'Item', 'ItemFacets', 'ItemPage', 'Query', 'RarityCount'].filter((type) => types.has(type)));
    expect(Object.keys(state).some((key) => key.startsWith('Item:'))).toBe(true);
  });

  test('an item page carries its title, description, canonical address and link-preview tags; a missing item or page is a 404', async ({ shop }) => {
    const item = await serverPage(shop.url, '/items/1');
    expect(item.status).toBe(200);
    const name = item.meta('og:title')!;
    expect(item.title).toBe(`${name} — Robux Storefront`);
    expect(item.meta('description')).toContain(name);
    expect(item.meta('og:type')).toBe('product');
    expect(item.meta('og:url')).toBe(`${shop.url}/items/1`);
    expect(item.meta('og:image')).toMatch(new RegExp(`^${shop.url}/images/items/`));
    expect(item.meta('product:price:currency')).toBe('THB');
    expect(item.meta('product:price:amount')).toMatch(/^\d+\.\d{2}$/);
    expect(item.meta('twitter:card')).toBe('summary_large_image');
    expect(item.canonical).toBe(`${shop.url}/items/1`);

    for (const path of ['/items/2147483647', '/items/abc', '/no-such-page']) {
      const missing = await serverPage(shop.url, path);
      expect(missing.status, path).toBe(404);
      expect(missing.html, path).toMatch(/<h1>ไม่พบ/);
      // Rendered afresh by the browser (a missing item's error cannot be carried in the data).
      expect(missing.state, path).toBeUndefined();
    }
  });

  test('the language cookie picks the language of the HTML; the pages of one shopper are left to the browser', async ({ shop }) => {
    const english = await serverPage(shop.url, '/store', 'language=en');
    expect(english.lang).toBe('en');
    expect(english.html).toContain('items');
    expect(english.headers.get('vary')).toMatch(/Cookie/);
    const thai = await serverPage(shop.url, '/store', 'language=xx');
    expect(thai.lang).toBe('th');

    for (const path of ['/checkout', '/orders', '/orders/ORD-1', '/wallet', '/account/email', '/dashboard', '/dashboard/orders']) {
      const page = await serverPage(shop.url, path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain('<div id="root"></div>');
    }
  });

  test('a new item whose name tries to end the data script has its page at once, the name written as data and never as markup', async ({ shop }) => {
    const admin = await adminLogin(shop.url);
    const name = `${uniqueName('Sneaky')} </script><script>alert(1)</script>`;
    const created = await createItem(shop.url, admin.token, { name, categoryId: 1, price: '1.00' });
    const page = await serverPage(shop.url, `/items/${created.id}`);
    expect(page.status).toBe(200);
    expect(page.scripts).toHaveLength(2);
    expect(page.state).not.toContain('</script>');
    expect((JSON.parse(page.state!) as Record<string, { name?: string }>)[`Item:${created.id}`]?.name).toBe(name);
    expect(page.meta('og:title')).toBe(name.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  });
});

describe('hydration', () => {
  for (const size of [PHONE, DESKTOP]) {
    test(`at ${size.width} px, in Thai and English, every customer page hydrates without a warning and asks nothing it was given`, async ({ page, shop }) => {
      await page.setViewportSize(size);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || /hydrat/i.test(message.text())) warnings.push(`${page.url()}: ${message.text()}`);
      });
      const catalogueRequests: string[] = [];
      page.on('request', (request) => {
        const operation = request.url().endsWith('/graphql') ? (request.postDataJSON() as { operationName?: string } | null)?.operationName : undefined;
        // The store's prefetches of the pages a click away are not asking again for what it was given.
        const prefetch = request.headers()['purpose'] === 'prefetch';
        if (operation && !prefetch && /^(Store|Home|ItemPage|MoreFromGame|TopUp)/.test(operation)) catalogueRequests.push(operation);
      });
      for (const language of ['th', 'en']) {
        await page.context().addCookies([{ name: 'language', value: language, url: shop.url }]);
        for (const path of CUSTOMER_PAGES) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle');
          expect(await page.evaluate(() => document.documentElement.lang), path).toBe(language);
          expect(await page.locator('title').count(), `${path}: one title`).toBe(1);
        }
      }
      expect(warnings).toEqual([]);
      // The Robux accounts table asks again on purpose (listings sell out); the catalogue came with the page.
      expect(catalogueRequests.filter((operation) => operation !== 'TopUpRobuxAccounts')).toEqual([]);
    });
  }

  test('without script the store shows its grid; signed in, the name and cart fill in after hydration without moving the page', async ({ page, shop, browser }) => {
    const noScript = await browser.newContext({ baseURL: shop.url, javaScriptEnabled: false, viewport: PHONE });
    const bare = await noScript.newPage();
    await bare.goto('/store');
    expect(await bare.locator('.item-grid img').count()).toBeGreaterThan(8);
    expect(await bare.getByRole('heading', { level: 1 }).innerText()).toBeTruthy();
    await noScript.close();

    const shopper = await registerShopper(shop.url);
    await page.goto('/support');
    await signInShopper(page, shopper);
    await page.goto('/store');
    await page.getByRole('banner').getByText(shopper.user.name).first().waitFor();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.05);
  });
});
