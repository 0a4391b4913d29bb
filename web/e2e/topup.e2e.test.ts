import type { Locator } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './harness/browser-test';
import { bahtText, fetchRobuxPackages } from './harness/catalogue-oracle';
import { screenshotAtBothWidths } from './harness/screenshots';

const rowIds = (table: Locator) => table.getByRole('rowheader').allInnerTexts();
const rateColumn = (table: Locator) => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.children[2]?.textContent?.trim()));

describe('Robux top-up page', () => {
  test("shows the server's packages as '<amount> ROBUX' with baht prices and 'เพิ่มลงตะกร้า'", async ({ page, shop }) => {
    const packages = await fetchRobuxPackages(shop.url);
    expect(packages.length).toBeGreaterThan(0);
    await page.goto('/topuprobux');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('เติม Robux');
    expect(await page.getByText('เลือกแพ็กเกจ Robux ที่คุณต้องการ', { exact: true }).isVisible()).toBe(true);

    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^\d+ ROBUX$/ }) });
    await expect.poll(() => cards.getByRole('heading').allInnerTexts()).toEqual(packages.map((item) => `${item.amount} ROBUX`));
    for (const [index, robuxPackage] of packages.entries()) {
      const card = cards.nth(index);
      expect(await card.innerText()).toContain(bahtText(robuxPackage.price));
      expect(await card.getByRole('button').innerText()).toBe('เพิ่มลงตะกร้า');
      expect(await card.locator('img').getAttribute('src')).toBe(robuxPackage.image_url);
    }
  });

  test("the sample accounts' rate chips filter the rows and the page buttons page them", async ({ page }) => {
    await page.goto('/topuprobux');
    const section = page.getByRole('region', { name: 'รายการบัญชี Robux พร้อมขาย' });
    const table = section.getByRole('table');
    const allChip = section.getByRole('button', { name: 'ALL ACCOUNTS 41', exact: true });
    await table.waitFor();
    for (const name of ['ID', 'ROBUX', 'RATE', 'PRICE', 'ACC TYPE', 'GUARANTEE', 'OPERATION']) {
      expect(await table.getByRole('columnheader', { name, exact: true }).count(), `column ${name}`).toBe(1);
    }
    expect(await allChip.getAttribute('aria-pressed')).toBe('true');
    const firstPage = await rowIds(table);
    expect(firstPage).toHaveLength(10);

    const rateChips = section.getByRole('button', { name: /^RATE \d+ \d+$/ });
    const chipNames = await rateChips.allInnerTexts();
    expect(chipNames[0]?.replace(/\s+/g, ' ')).toMatch(/^RATE 88 \d+$/);
    expect(chipNames.at(-1)?.replace(/\s+/g, ' ')).toMatch(/^RATE 130 \d+$/);
    const chipCounts = chipNames.map((name) => Number(name.trim().split(/\s+/)[2]));
    expect(chipCounts.reduce((sum, count) => sum + count, 0)).toBe(41);

    for (const [index, name] of chipNames.entries()) {
      const [, rate, count] = name.trim().split(/\s+/);
      await rateChips.nth(index).click();
      expect(await rateChips.nth(index).getAttribute('aria-pressed')).toBe('true');
      const rates = await rateColumn(table);
      expect(rates, `rows for ${name}`).toEqual(Array.from({ length: Math.min(10, Number(count)) }, () => rate));
    }

    await allChip.click();
    const pages = section.getByRole('navigation');
    await pages.getByRole('button', { name: '2', exact: true }).click();
    const secondPage = await rowIds(table);
    expect(secondPage).toHaveLength(10);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    await pages.getByRole('button', { name: '>>', exact: true }).click();
    const thirdPage = await rowIds(table);
    expect(thirdPage.filter((id) => [...firstPage, ...secondPage].includes(id))).toEqual([]);
    await pages.getByRole('button', { name: 'Last', exact: true }).click();
    expect(await rowIds(table)).toHaveLength(1);
    await screenshotAtBothWidths(page, 'topup-accounts-last-page');
  });
});
