/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { registerShopper, type Shopper } from './harness/admin-orders';
import { adminLogin } from './harness/admin-session';
import { adjustWalletThroughApi, customerWalletByEmail } from './harness/admin-wallets';
import { bahtText, robuxText } from './harness/catalogue-oracle';
import { ROBLOX_TEST_USERS } from './harness/roblox-users-server';
import {
  accountsShopTest as test,
  fetchAllListings,
  fetchListingPage,
  isForSale,
  type ListedAccount,
  placeAccountOrder,
} from './harness/robux-accounts';
import { PHONE } from './harness/browser-test';
import { screenshotAtBothWidths } from './harness/screenshots';
import { readStorage, storefrontUi } from './harness/storefront-ui';

const robloxUser = ROBLOX_TEST_USERS[0]!;
/** "95.00" → "95", as the chips, the table and the URL write a whole rate. */
const rateLabel = (rate: string) => rate.replace(/\.00$/, '');
const idsOf = (accounts: readonly ListedAccount[]) => accounts.map((account) => account.id);

function accountsUi(page: Page) {
  const section = page.getByRole('region', { name: 'รายการบัญชี Robux พร้อมขาย', exact: true });
  return {
    section,
    table: section.getByRole('table'),
    chips: section.getByRole('group', { name: 'กรองตามเรท' }).getByRole('button'),
    pages: section.getByRole('navigation', { name: 'หน้าของตาราง' }),
    status: section.locator('.robux-accounts__status [role="status"]'),
    /** The cart's confirmation of an add, the same on every page. */
    cartToast: page.getByRole('status').filter({ hasText: /ตะกร้า/ }),
    ids: () => section.getByRole('table').getByRole('rowheader').allInnerTexts(),
  };
}

const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const chipTexts = async (chips: Locator) => (await chips.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

/** The shopper is signed in before any script of the page runs, as after a sign-in. */
async function signIn(page: Page, shopper: Shopper) {
  await page.addInitScript(({ token, user }) => {
    window.localStorage.setItem('userToken', token);
    window.localStorage.setItem('userInfo', JSON.stringify({ name: user.name, email: user.email, picture: user.picture }));
  }, shopper);
}

/** Full-page shots are taken from the top, so the sticky top bar is drawn where it belongs. */
async function shootFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtBothWidths(page, name);
}

/** A cart of accounts alone asks for no Roblox username: the login is handed over on the order page instead. */
async function expectNoUsernameAsked(page: Page) {
  await expect.poll(() => page.getByRole('heading', { name: 'การรับบัญชี' }).count()).toBe(1);
  expect(await page.getByLabel('ชื่อผู้ใช้ Roblox', { exact: true }).count()).toBe(0);
}

describe('Robux accounts for sale on the top-up page', () => {
  test('chips and counts follow the listings, pages and filters live in the URL, and Back steps through them', async ({ page, shop }) => {
    const listing = await fetchListingPage(shop.url);
    expect(listing.all_count).toBeGreaterThan(10);
    const ui = accountsUi(page);
    await page.goto('/topuprobux');
    await ui.table.waitFor();

    // The chips are the API's counts: all accounts, then each rate, lowest first, without ".00".
    expect(await chipTexts(ui.chips)).toEqual([
      `บัญชีทั้งหมด ${listing.all_count}`,
      ...listing.rate_counts.map((chip) => `เรท ${rateLabel(chip.rate)} ${chip.count}`),
    ]);
    expect(listing.rate_counts.reduce((sum, chip) => sum + chip.count, 0)).toBe(listing.all_count);
    expect(await ui.ids()).toEqual(idsOf(listing.items));
    for (const name of ['รหัส', 'Robux', 'เรท', 'ราคา', 'ประเภทบัญชี', 'รับประกัน', 'ดำเนินการ']) {
      expect(await ui.table.getByRole('columnheader', { name, exact: true }).count(), `column ${name}`).toBe(1);
    }
    const lastPage = Math.ceil(listing.all_count / 10);

    // Paging: the number buttons, >> and the last page, each a page of the URL.
    await ui.pages.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => searchParams(page)).toEqual({ page: '2' });
    await expect.poll(() => ui.ids()).toEqual(idsOf((await fetchListingPage(shop.url, { page: 2 })).items));
    await ui.pages.getByRole('button', { name: '>>', exact: true }).click();
    await expect.poll(() => searchParams(page)).toEqual({ page: '3' });
    await expect.poll(() => ui.ids()).toEqual(idsOf((await fetchListingPage(shop.url, { page: 3 })).items));
    await ui.pages.getByRole('button', { name: 'ท้าย', exact: true }).click();
    await expect.poll(() => searchParams(page)).toEqual({ page: String(lastPage) });
    await expect.poll(() => ui.ids()).toEqual(idsOf((await fetchListingPage(shop.url, { page: lastPage })).items));
    expect(await ui.pages.getByRole('button', { name: String(lastPage), exact: true }).getAttribute('aria-current')).toBe('page');
    await page.goBack();
    await expect.poll(() => searchParams(page)).toEqual({ page: '3' });
    await expect.poll(() => ui.ids()).toEqual(idsOf((await fetchListingPage(shop.url, { page: 3 })).items));

    // A rate chip filters from page 1; a header sorts; both go into the URL.
    const [, second] = listing.rate_counts;
    const rate = second!.rate;
    await ui.chips.filter({ hasText: new RegExp(`^เรท ${rateLabel(rate)} `) }).click();
    await expect.poll(() => searchParams(page)).toEqual({ rate: rateLabel(rate) });
    await expect.poll(() => ui.ids()).toEqual(idsOf((await fetchListingPage(shop.url, { rate })).items));
    expect(await ui.table.locator('tbody tr').evaluateAll((rows) => [...new Set(rows.map((row) => row.children[2]?.textContent))])).toEqual([rateLabel(rate)]);
    await ui.table.getByRole('button', { name: 'ราคา', exact: true }).click();
    await expect.poll(() => searchParams(page)).toEqual({ rate: rateLabel(rate), sort: 'price_asc' });
    await expect.poll(() => ui.ids()).toEqual(idsOf((await fetchListingPage(shop.url, { rate, sort: 'price_asc' })).items));
    expect(await ui.table.getByRole('columnheader', { name: 'ราคา', exact: true }).getAttribute('aria-sort')).toBe('ascending');
    await page.goBack();
    await expect.poll(() => searchParams(page)).toEqual({ rate: rateLabel(rate) });

    // A shared link opens the same view; the price column is the API's price in baht.
    await page.goto(`/topuprobux?rate=${rateLabel(rate)}&sort=price_desc`);
    const expected = (await fetchListingPage(shop.url, { rate, sort: 'price_desc' })).items;
    await expect.poll(() => ui.ids()).toEqual(idsOf(expected));
    expect(await ui.table.locator('tbody tr').first().locator('td').nth(2).innerText()).toBe(bahtText(expected[0]!.price));
    expect(await ui.table.getByRole('columnheader', { name: 'ราคา', exact: true }).getAttribute('aria-sort')).toBe('descending');

    // A rate nobody sells at says so and offers every account.
    await page.goto('/topuprobux?rate=999');
    await expect.poll(() => ui.section.getByText('ไม่มีบัญชีพร้อมขายที่เรทนี้').count()).toBe(1);
    await ui.section.getByRole('button', { name: 'ดูบัญชีทั้งหมด' }).click();
    await expect.poll(() => ui.ids()).toEqual(idsOf(listing.items));

    // On a phone the table scrolls sideways inside its own focusable region, never the page; the chips wrap.
    await page.setViewportSize(PHONE);
    const scroller = ui.section.getByRole('region', { name: /บัญชี Robux พร้อมขาย หน้า 1 จาก/ });
    expect(await scroller.getAttribute('tabindex')).toBe('0');
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const chipTops = await ui.chips.evaluateAll((chips) => new Set(chips.map((chip) => Math.round(chip.getBoundingClientRect().top))).size);
    expect(chipTops).toBeGreaterThan(1);
    const pagerRows = await ui.pages.getByRole('button').evaluateAll((buttons) => new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size);
    expect(pagerRows, 'the page buttons fit one line').toBe(1);
    await shootFromTop(page, 'topup-accounts');
  });

  test('Copy All and Copy CSV put every filtered row on the clipboard, not only the page shown', async ({ page, shop }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
    const ui = accountsUi(page);
    const all = await fetchAllListings(shop.url);
    expect(all.length).toBeGreaterThan(10);
    await page.goto('/topuprobux');
    await ui.table.waitFor();

    await ui.section.getByRole('button', { name: 'คัดลอกเป็น CSV', exact: true }).click();
    await expect.poll(() => ui.status.innerText()).toBe(`คัดลอก ${all.length} แถวแล้ว`);
    const csv = (await page.evaluate(() => navigator.clipboard.readText())).split(/\r?\n/);
    expect(csv[0]).toBe('ID,ROBUX,RATE,PRICE,ACC TYPE,GUARANTEE');
    expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(idsOf(all));
    const [firstRow] = all;
    expect(csv[1]).toBe(
      [firstRow!.id, firstRow!.robux, rateLabel(firstRow!.rate), firstRow!.price, /,/.test(firstRow!.acc_type) ? `"${firstRow!.acc_type}"` : firstRow!.acc_type, firstRow!.guarantee_days].join(','),
    );

    const rate = all.at(-1)!.rate;
    const atRate = await fetchAllListings(shop.url, { rate, sort: 'price_desc' });
    await page.goto(`/topuprobux?rate=${rateLabel(rate)}&sort=price_desc`);
    await expect.poll(() => ui.ids()).toEqual(idsOf(atRate).slice(0, 10));
    await ui.section.getByRole('button', { name: 'คัดลอกทั้งหมด', exact: true }).click();
    await expect.poll(() => ui.status.innerText()).toBe(`คัดลอก ${atRate.length} แถวแล้ว`);
    const tsv = (await page.evaluate(() => navigator.clipboard.readText())).split('\n').map((line) => line.split('\t'));
    expect(tsv[0]).toEqual(['ID', 'ROBUX', 'RATE', 'PRICE', 'ACC TYPE', 'GUARANTEE']);
    expect(tsv.slice(1)).toEqual(atRate.map((row) => [row.id, String(row.robux), rateLabel(row.rate), row.price, row.acc_type, String(row.guarantee_days)]));
  });

  test('Excel Export and Export PDF download every row of the rate and sort shown', async ({ page, shop }) => {
    const ui = accountsUi(page);
    const { rate_counts } = await fetchListingPage(shop.url);
    // The rate with most listings, so the files hold more than one row and the order can be checked.
    const rate = [...rate_counts].sort((a, b) => b.count - a.count)[0]!.rate;
    const expected = await fetchAllListings(shop.url, { rate, sort: 'price_desc' });
    await page.goto(`/topuprobux?rate=${rateLabel(rate)}&sort=price_desc&page=1`);
    await ui.table.waitFor();

    const [excel] = await Promise.all([page.waitForEvent('download'), ui.section.getByRole('link', { name: 'ส่งออก Excel', exact: true }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^robux-accounts-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await excel.path());
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['ID', 'ROBUX', 'RATE', 'PRICE', 'ACC TYPE', 'GUARANTEE (DAYS)']);
    expect(rows.slice(1)).toEqual(expected.map((row) => [row.id, row.robux, Number(row.rate), Number(row.price), row.acc_type, row.guarantee_days]));

    const [pdf] = await Promise.all([page.waitForEvent('download'), ui.section.getByRole('link', { name: 'ส่งออก PDF', exact: true }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^robux-accounts-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfText(await readFile(await pdf.path()));
    const idsInPdf = text.match(/RBX-\d+/g) ?? [];
    expect(idsInPdf).toEqual(idsOf(expected));
  });

  test('Detail shows a listing without its login; Buy, checkout and a wallet payment show the login on the order page', async ({ page, shop }) => {
    const ui = accountsUi(page);
    const shopper = await registerShopper(shop.url);
    const admin = await adminLogin(shop.url);
    await adjustWalletThroughApi(shop.url, admin.token, (await customerWalletByEmail(shop.url, admin.token, shopper.user.email)).customer.id, '5000.00', 'E2E: credit to buy an account');
    await signIn(page, shopper);
    // The dearest listing of the highest rate: no other test of this file buys it.
    const { rate_counts } = await fetchListingPage(shop.url);
    const rate = rate_counts.at(-1)!.rate;
    const account = (await fetchListingPage(shop.url, { rate, sort: 'price_desc' })).items[0]!;

    await page.goto(`/topuprobux?rate=${rateLabel(rate)}&sort=price_desc`);
    await ui.section.getByRole('button', { name: `รายละเอียด ${account.id}` }).click();
    const dialog = page.getByRole('dialog', { name: `บัญชี Robux ${account.id}` });
    await expect.poll(() => dialog.count()).toBe(1);
    const facts = await dialog.locator('dl > div').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]));
    expect(Object.fromEntries(facts)).toEqual({
      รหัส: account.id,
      'Robux ในบัญชี': account.robux.toLocaleString('en-US'),
      'เรท (บาท ต่อ 1,000 Robux)': rateLabel(account.rate),
      ราคา: bahtText(account.price),
      ประเภทบัญชี: account.acc_type,
      การรับประกัน: `${account.guarantee_days} วัน`,
      หมายเหตุ: account.notes ?? 'ไม่มี',
    });
    expect(await dialog.innerText()).not.toContain('demo_account');
    await screenshotAtBothWidths(page, 'topup-account-detail', { overlay: true });
    await dialog.getByRole('button', { name: 'ซื้อบัญชีนี้' }).click();
    await expect.poll(() => ui.cartToast.innerText()).toMatch(new RegExp(`^เพิ่ม .*${account.id}.* ลงตะกร้าแล้ว$`));
    await ui.section.getByRole('button', { name: `ซื้อ ${account.id}` }).click();
    await expect.poll(() => ui.cartToast.innerText()).toMatch(new RegExp(`${account.id}.* อยู่ในตะกร้าแล้ว`));
    expect(JSON.parse((await readStorage(page, 'cart')) ?? '[]')).toEqual([expect.objectContaining({ kind: 'account', id: account.id, quantity: 1, unitPrice: account.price })]);

    // The cart holds it once, with no quantity to change.
    await storefrontUi.cartButton(page).click();
    const drawer = storefrontUi.cartDrawer(page);
    const cartLine = drawer.getByRole('listitem').filter({ hasText: account.id });
    expect(await cartLine.innerText()).toContain('1 บัญชี');
    expect(await cartLine.getByRole('group').count()).toBe(0);
    await drawer.getByRole('button', { name: 'ดำเนินการสั่งซื้อ' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');

    const checkoutLine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(account.id), level: 3 }) });
    await expect.poll(() => checkoutLine.innerText()).toContain('วิธีส่งของ: รับข้อมูลเข้าสู่ระบบของบัญชี');
    expect(await checkoutLine.innerText()).toContain(`บัญชี Robux · ${robuxText(account.robux)}`);
    expect(await checkoutLine.getByRole('group').count()).toBe(0);
    expect(await checkoutLine.getByRole('heading', { level: 3 }).innerText()).toBe(`บัญชี Robux ${account.id} (${robuxText(account.robux)})`);
    await expectNoUsernameAsked(page);
    await shootFromTop(page, 'checkout-robux-account');
    await page.getByRole('complementary', { name: 'สรุปคำสั่งซื้อ' }).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/orders\/RS-\d{6,}$/);
    await expect.poll(() => page.locator('.order-page__status').innerText()).toContain('รอชำระเงิน');
    expect(await page.getByText('ข้อมูลเข้าสู่ระบบของบัญชีจะแสดงที่หน้านี้เมื่อชำระเงินแล้ว').count()).toBe(1);
    expect(await page.getByRole('region', { name: /ข้อมูลเข้าสู่ระบบบัญชีของคุณ/ }).count()).toBe(0);
    // Held by this order: no longer for sale to anyone else.
    expect(await isForSale(shop.url, account.id)).toBe(false);

    const price = bahtText(account.price);
    await page.getByRole('region', { name: 'ชำระด้วยเครดิต' }).getByRole('button', { name: `จ่าย ${price} ด้วยเครดิต` }).click();
    await page.getByRole('alertdialog', { name: `จ่าย ${price} จากเครดิตของคุณ?` }).getByRole('button', { name: 'ยืนยันการจ่าย' }).click();
    await expect.poll(() => page.locator('.order-page__status').innerText()).toContain('ชำระเงินแล้ว');

    const login = page.getByRole('region', { name: /ข้อมูลเข้าสู่ระบบบัญชีของคุณ/ });
    await expect.poll(() => login.count()).toBe(1);
    const loginText = await login.innerText();
    expect(loginText).toContain(`บัญชี ${account.id}`);
    expect(loginText).toMatch(/demo_account_\d+/);
    expect(loginText).not.toContain('not-a-real-password');
    expect(loginText).toContain('เปลี่ยนรหัสผ่าน');
    await login.getByRole('button', { name: 'แสดงรหัสผ่าน' }).click();
    expect(await login.innerText()).toContain('not-a-real-password');
    await shootFromTop(page, 'order-account-login');

    // Sold: the table no longer lists it, at its rate or anywhere.
    await page.goto(`/topuprobux?rate=${rateLabel(rate)}&sort=price_desc`);
    await expect.poll(() => ui.ids()).toEqual(idsOf(await fetchAllListings(shop.url, { rate, sort: 'price_desc' })).slice(0, 10));
    expect(await ui.ids()).not.toContain(account.id);
    expect(idsOf(await fetchAllListings(shop.url))).not.toContain(account.id);
  });

  test('a second shopper who checks out a listing someone else just ordered sees "just sold" and removes it with one tap', async ({ page, shop }) => {
    const ui = accountsUi(page);
    const [first, second] = [await registerShopper(shop.url), await registerShopper(shop.url)];
    // The cheapest listing: no other test of this file buys it.
    const account = (await fetchListingPage(shop.url, { sort: 'price_asc' })).items[0]!;
    await signIn(page, second);

    await page.goto('/topuprobux?sort=price_asc');
    await ui.section.getByRole('button', { name: `ซื้อ ${account.id}` }).click();
    await expect.poll(() => ui.cartToast.innerText()).toMatch(new RegExp(`^เพิ่ม .*${account.id}.* ลงตะกร้าแล้ว$`));
    await page.goto('/checkout');
    await expectNoUsernameAsked(page);

    // The first shopper orders it while the second is still at checkout.
    await placeAccountOrder(shop.url, first.token, account.id, robloxUser.name);
    await page.getByRole('complementary', { name: 'สรุปคำสั่งซื้อ' }).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(account.id), level: 3 }) });
    await expect.poll(() => line.getByText('เพิ่งขายไป: มีคนอื่นซื้อบัญชีนี้แล้ว').count()).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: 'บัญชี Robux ในตะกร้าเพิ่งขายให้คนอื่นไป' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await shootFromTop(page, 'checkout-account-just-sold');

    await line.getByRole('button', { name: 'ลบออก' }).first().click();
    await expect.poll(() => page.getByRole('heading', { name: 'ตะกร้าของคุณว่างอยู่' }).count()).toBe(1);
    expect(JSON.parse((await readStorage(page, 'cart')) ?? '[]')).toEqual([]);
  });
});

/** The text of every page of a PDF, in reading order, as pdf.js extracts it. */
async function pdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}
