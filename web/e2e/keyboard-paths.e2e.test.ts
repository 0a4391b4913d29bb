import { describe, expect } from 'vitest';
import { createCategory, createItem, findItems, pngFile, privateShopTest as test, uniqueName, watchDialogs } from './harness/admin-catalogue-ui';
import { adminLogin, chooseDashboardLanguage } from './harness/admin-session';
import { bahtText, fetchCategories, fetchStorePage, nameOnThaiPages } from './harness/catalogue-oracle';
import { PHONE } from './harness/browser-test';
import { focusedControl, tabTo } from './harness/keyboard';
import { TEST_ADMIN } from './harness/shop-server';
import { confirmSignUpFromMail } from './harness/sign-up';
import { storeUi } from './harness/store-ui';
import { readStorage, storefrontUi } from './harness/storefront-ui';

/*
 * Issue 20's keyboard-only paths: every step is a key press (Tab, Shift+Tab, Enter, Space, typing). Locators
 * are used only to check where focus is and what the page shows, never to click or focus.
 * Both paths share one private shop: the staff path adds a game and changes prices the shared shop's
 * storefront tests count.
 */
describe('keyboard-only paths', () => {
  test('a gamer goes from the home page to the store, filters by rarity, adds an item, signs up and reaches checkout', async ({ page, shop }) => {
    const shopper = `keys_${Date.now().toString(36)}`;
    await page.goto('/');
    await tabTo(page, 'ร้านค้า');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/store');
    await expect.poll(() => storeUi.cards(page).count()).toBeGreaterThan(0);

    await tabTo(page, /^button หายาก /);
    await page.keyboard.press('Enter');
    await expect.poll(() => storeUi.rarityButton(page, 'Rare').getAttribute('aria-pressed')).toBe('true');
    // The store opens on its first game with no price bound.
    const [firstGame] = await fetchCategories(shop.url);
    const rare = await fetchStorePage(shop.url, { categoryId: firstGame!.id, rarities: ['Rare'] });
    await expect.poll(() => storeUi.cards(page).getByRole('heading').allInnerTexts()).toEqual(rare.items.map(nameOnThaiPages));
    // On a Thai page the card, the cart and checkout name the item by its Thai name where it has one.
    const item = nameOnThaiPages(rare.items[0]!);

    const addButton = await tabTo(page, `เพิ่มลงตะกร้า: ${item}`);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await storefrontUi.cartButton(page).innerText()).trim()).toBe('1');
    expect(await focusedControl(page)).toBe(addButton);

    // The cart button sits in the top bar, above the grid: back there with Shift+Tab. Escape closes the
    // drawer and hands focus back to the button, so Enter opens it again.
    const cartButton = await tabTo(page, /^button (ตะกร้าสินค้า|Cart,)/, { backwards: true, maxPresses: 80 });
    await page.keyboard.press('Enter');
    await expect.poll(() => storefrontUi.cartDrawer(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => storefrontUi.cartDrawer(page).count()).toBe(0);
    expect(await focusedControl(page)).toBe(cartButton);
    await page.keyboard.press('Enter');
    await expect.poll(() => storefrontUi.cartDrawer(page).count()).toBe(1);
    await tabTo(page, 'ดำเนินการสั่งซื้อ');
    await page.keyboard.press('Enter');

    // Signed out, Checkout opens the sign-in modal with focus on its first field.
    await expect.poll(() => storefrontUi.signInDialog(page).count()).toBe(1);
    await expect.poll(() => focusedControl(page)).toMatch(/^input ชื่อผู้ใช้/);
    await page.keyboard.type(shopper);
    await tabTo(page, /^input อีเมล/);
    await page.keyboard.type(`${shopper}@example.com`);
    await tabTo(page, /^input รหัสผ่าน/);
    await page.keyboard.type('e2e-Password-2026');
    await tabTo(page, /^input .*(ยอมรับ|agree|accept)/i);
    await page.keyboard.press('Space');
    expect(await storefrontUi.signInDialog(page).getByRole('checkbox').isChecked()).toBe(true);
    await tabTo(page, 'สมัครสมาชิก');
    await page.keyboard.press('Enter');
    // Opening the mailed link is the mail program's part (page.goto); the confirmation page is keyboard again.
    await confirmSignUpFromMail(page, shop.url, `${shopper}@example.com`);
    await tabTo(page, 'ไปชำระเงิน');
    await page.keyboard.press('Enter');

    await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');
    await expect.poll(() => storefrontUi.signInDialog(page).count()).toBe(0);
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item, level: 3 }) });
    await expect.poll(() => line.count()).toBe(1);
    expect(await page.getByRole('complementary', { name: 'สรุปคำสั่งซื้อ' }).innerText()).toContain(bahtText(rare.items[0]!.price));
    expect(JSON.parse((await readStorage(page, 'cart')) ?? '[]')).toHaveLength(1);
    // The keyboard carries on from where the modal left it: on to the first field of the checkout form.
    await tabTo(page, /^input ชื่อผู้ใช้ Roblox/);
  });

  test('on a phone, in English, a gamer opens the filter sheet, picks a rarity, shows the results and adds an item', async ({ page, shop }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.evaluate(() => void (document.cookie = 'language=en; path=/'));
    await page.reload();
    await tabTo(page, 'Store');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/store');
    await expect.poll(() => storeUi.cards(page).count()).toBeGreaterThan(0);

    const filtersButton = await tabTo(page, /^button Filters$/);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    await tabTo(page, /^button Rare\b/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^button Show results/);
    await page.keyboard.press('Enter');
    await expect.poll(() => sheet.count()).toBe(0);
    // Back on the button that opened the sheet, which now counts the chosen filter.
    await expect.poll(() => focusedControl(page)).toBe(`${filtersButton} (1)`);

    const [firstGame] = await fetchCategories(shop.url);
    const [rare] = (await fetchStorePage(shop.url, { categoryId: firstGame!.id, rarities: ['Rare'] })).items;
    await expect.poll(() => storeUi.cards(page).getByRole('heading').first().innerText()).toBe(rare!.name);
    await tabTo(page, `Add to cart: ${rare!.name}`);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await storefrontUi.cartButton(page).innerText()).trim()).toBe('1');
  });

  test('a staff member signs in, adds an item with a picture, raises its prices and opens Payment Reports', async ({ page, shop }) => {
    const { token } = await adminLogin(shop.url);
    const game = await createCategory(shop.url, token, uniqueName('Keyboard Game'));
    const existing = await createItem(shop.url, token, { name: uniqueName('Keyboard Old'), categoryId: game.id, price: '100.00' });
    // The price change asks with the browser's own confirm, which is answered here: it is not part of the page.
    const dialogs = watchDialogs(page);
    const name = uniqueName('Keyboard Sword');

    // Signed out, /dashboard sends staff to its login form (in English, the language this path reads).
    await chooseDashboardLanguage(page, shop.url, 'en');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await tabTo(page, /^input Email/);
    await page.keyboard.type(TEST_ADMIN.email);
    await tabTo(page, /^input Password/);
    await page.keyboard.type(TEST_ADMIN.password);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');

    await tabTo(page, 'Stock Items');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/stock-items');
    await page.getByRole('region', { name: 'Stock Items' }).getByRole('list', { name: 'Items' }).waitFor();

    await tabTo(page, /^input Item Name/);
    await page.keyboard.type(name);
    await tabTo(page, /^select Category/);
    // A closed select picks the option whose label starts with what is typed.
    await page.keyboard.type(game.name);
    await tabTo(page, /^input Price \(฿\)$/);
    await page.keyboard.type('250');
    await tabTo(page, /^select Rarity/);
    await page.keyboard.type('Legendary');
    await tabTo(page, /^input Stock/);
    await page.keyboard.type('3');
    await tabTo(page, /^input Image$/);
    // The one step that is not a key press: the operating system's file chooser that Enter would open.
    await page.locator(':focus').setInputFiles(pngFile('sword.png', [200, 40, 40]));
    await tabTo(page, 'Add Item');
    await page.keyboard.press('Enter');
    const grid = page.getByRole('region', { name: 'Stock Items' }).getByRole('list', { name: 'Items' });
    const card = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.waitFor();
    const [added] = (await findItems(shop.url, token, { search: name })).items;
    expect(added).toMatchObject({ price: '250.00', rarity: 'Legendary', stock: 3, category: { id: game.id } });
    expect(added!.imageUrl).toMatch(/^\/uploads\//);

    // Raise the prices of this game's tab only: the tabs and the price control sit above the form.
    await tabTo(page, game.name, { backwards: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => grid.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([name, existing.name]);
    await tabTo(page, /^input Adjust Price \(%\)/);
    await page.keyboard.type('10');
    await tabTo(page, 'Apply');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialogs.messages).toEqual([{ type: 'confirm', message: `Change the price of 2 items in ${game.name} by +10%?` }]);
    await expect.poll(() => card.innerText()).toContain(bahtText('275.00'));
    expect((await findItems(shop.url, token, { categoryId: game.id })).items.map((item) => item.price)).toEqual(['275.00', '110.00']);

    await tabTo(page, 'Payment Reports', { backwards: true, maxPresses: 120 });
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/payment-reports');
    // Reading the report: its table pages on with Next (the table fits at this width, so it adds no Tab stop).
    const pages = page.getByRole('navigation', { name: 'Transaction pages' });
    await expect.poll(() => pages.innerText()).toContain('Showing 1–20 of');
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');
    await expect.poll(() => pages.innerText()).toContain('Showing 21–40 of');
  });
});
