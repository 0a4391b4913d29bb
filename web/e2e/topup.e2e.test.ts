import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, test } from './harness/browser-test';
import { type ApiRobuxPackage, bahtText, fetchRobuxPackages, robuxText } from './harness/catalogue-oracle';

/** A package as the API answers it, with what the server works out for its gamepass and its rate. */
type PricedPackage = ApiRobuxPackage & { gamepass_price: number; rate: string };

/** "350.00" → "350", "437.50" stays: how the accounts table writes a rate. */
const rateText = (rate: string) => (rate.endsWith('.00') ? rate.slice(0, -3) : rate);

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

  for (const [size, viewport] of [['375 px', PHONE], ['1440 px', DESKTOP]] as const) {
    test(`explains the gamepass before the packages at ${size}, in Thai and in English, with each package's gamepass price and rate`, async ({ page, shop }) => {
      const packages = (await fetchRobuxPackages(shop.url)) as PricedPackage[];
      await page.setViewportSize(viewport);
      for (const language of ['th', 'en'] as const) {
        await page.context().addCookies([{ name: 'language', value: language, url: shop.url }]);
        await page.goto('/topuprobux');
        const guide = page.locator('details.gamepass-guide');
        const heading = language === 'th' ? 'วิธีรับ Robux ผ่าน Gamepass' : 'How Robux reach you: through a gamepass';
        expect(await guide.getByRole('heading', { level: 2 }).innerText()).toBe(heading);
        expect(await guide.getAttribute('open')).not.toBeNull();
        const steps = guide.locator('figure');
        expect(await steps.count()).toBe(5);
        for (const step of await steps.all()) {
          expect(await step.locator('svg').isVisible()).toBe(true);
          expect((await step.locator('figcaption').innerText()).length).toBeGreaterThan(10);
        }
        expect(await guide.innerText()).toContain(language === 'th' ? 'ปิดราคาตามภูมิภาค' : 'Turn regional pricing off');
        expect(await guide.innerText()).toContain(language === 'th' ? 'ประมาณ 5–7 วัน' : 'about 5–7 days');
        const shown = packages.find((robuxPackage) => robuxPackage.amount >= 1000) ?? packages.at(-1)!;
        const example = language === 'th' ? `ตั้งราคา ${robuxText(shown.gamepass_price)}` : `needs a price of ${robuxText(shown.gamepass_price)}`;
        await expect.poll(() => guide.innerText()).toContain(example);

        // The guide comes first: a shopper reads it before any package can reach the cart.
        const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^[\d,]+ ROBUX$/ }) });
        await expect.poll(() => cards.count()).toBe(packages.length);
        const guideBox = (await guide.boundingBox())!;
        expect(guideBox.y + guideBox.height).toBeLessThanOrEqual((await cards.first().boundingBox())!.y);
        for (const [index, robuxPackage] of packages.entries()) {
          const facts = await cards.nth(index).locator('dl').innerText();
          expect(facts).toContain(robuxText(robuxPackage.gamepass_price));
          expect(facts).toContain(rateText(robuxPackage.rate));
          expect(facts).toContain(language === 'th' ? 'เรท (บาท/1,000 Robux)' : 'RATE (baht/1,000 Robux)');
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
    });
  }
});
