import { describe, expect } from 'vitest';
import { test } from './harness/browser-test';
import { bahtText, fetchRobuxPackages, robuxText } from './harness/catalogue-oracle';

describe('Robux top-up page', () => {
  test("shows the server's packages as '<amount> ROBUX' (thousands grouped) with baht prices and 'เพิ่มลงตะกร้า'", async ({ page, shop }) => {
    const packages = await fetchRobuxPackages(shop.url);
    expect(packages.length).toBeGreaterThan(0);
    await page.goto('/topuprobux');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('เติม Robux');
    expect(await page.getByText('เลือกแพ็กเกจ Robux ที่คุณต้องการ', { exact: true }).isVisible()).toBe(true);

    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^[\d,]+ ROBUX$/ }) });
    await expect.poll(() => cards.getByRole('heading').allInnerTexts()).toEqual(packages.map((item) => robuxText(item.amount)));
    for (const [index, robuxPackage] of packages.entries()) {
      const card = cards.nth(index);
      expect(await card.innerText()).toContain(bahtText(robuxPackage.price));
      expect(await card.getByRole('button').innerText()).toBe('เพิ่มลงตะกร้า');
      expect(await card.locator('img').getAttribute('src')).toBe(robuxPackage.thumbnail_url);
    }
  });
});
