import { describe, expect } from 'vitest';
import { test } from './harness/browser-test';
import { bahtText, fetchBestSellers, fetchCategories, nameOnThaiPages } from './harness/catalogue-oracle';

describe('home page', () => {
  test('shows the six games from the database in order, Murder Mystery 2 marked coming soon', async ({ page, shop }) => {
    const categories = await fetchCategories(shop.url);
    expect(categories.map((category) => category.name)).toEqual([
      'Blox Fruits',
      'Rivals',
      'Pets Go!',
      'Anime Vanguards',
      'King Legacy',
      'Murder Mystery 2',
    ]);
    await page.goto('/');
    const games = page.getByRole('region', { name: 'เกมของเรา' }).getByRole('listitem');
    await expect.poll(() => games.allInnerTexts()).toHaveLength(categories.length);
    const cards = (await games.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(cards).toEqual(categories.map((category) => (category.coming_soon ? `${category.name} เร็ว ๆ นี้!` : category.name)));
    expect(cards.filter((text) => text.includes('เร็ว ๆ นี้!'))).toEqual(['Murder Mystery 2 เร็ว ๆ นี้!']);
  });

  test("shows the hero and the best sellers (the six highest sold_count items), and no claim the shop cannot back", async ({ page, shop }) => {
    const bestSellers = await fetchBestSellers(shop.url);
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'สินค้าขายดีของเรา' }).getByRole('listitem');
    await expect.poll(() => cards.getByRole('heading').allInnerTexts()).toEqual(bestSellers.map(nameOnThaiPages));
    for (const [index, item] of bestSellers.entries()) {
      const card = await cards.nth(index).innerText();
      expect(card).toContain(bahtText(item.price));
      if (item.oldPrice) expect(card).toContain(bahtText(item.oldPrice));
    }

    // No review count nobody earned, and no invented creators.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByText(/Star Reviews|★/).count()).toBe(0);
    expect(await page.getByRole('region', { name: /Trusted by/ }).count()).toBe(0);
    expect(await page.locator('img[src^="/images/creators/"]').count()).toBe(0);
  });

  test('the footer shows only the ways to pay the shop takes: PromptPay, no card logos', async ({ page }) => {
    await page.goto('/');
    // The shop under test takes PromptPay (global set-up). Each logo is one named image (its drawing inside has no name).
    const logos = page.getByRole('contentinfo').getByRole('region', { name: 'ช่องทางชำระเงิน' }).getByRole('img', { name: /\S/ });
    await expect.poll(() => logos.evaluateAll((found) => found.map((logo) => logo.getAttribute('aria-label')))).toEqual(['PromptPay']);
  });
});
