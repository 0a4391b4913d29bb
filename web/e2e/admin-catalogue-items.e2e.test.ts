import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  adjustPricesThroughRest,
  createCategory,
  createItem,
  findItems,
  pngFile,
  privateShopTest as test,
  slowDownOperation,
  uniqueName,
  watchDialogs,
} from './harness/admin-catalogue-ui';
import { adminGraphQL, signInDashboard } from './harness/admin-session';
import { bahtText } from './harness/catalogue-oracle';
import { screenshotAtBothWidths } from './harness/screenshots';

// The dashboard tests read it in English; in Thai these are 'กรุณากรอกข้อมูลให้ครบและอัปโหลดรูปภาพ!', 'กรุณากรอกข้อมูลให้ครบ!' and 'คุณต้องการลบสินค้านี้ใช่หรือไม่?'.
const ADD_ALERT = 'Please fill in every field and upload an image!';
const EDIT_ALERT = 'Please fill in every field!';
const DELETE_CONFIRM = 'Do you want to delete this item?';

async function openStockItems(page: Page) {
  await page.goto('/dashboard/stock-items');
  const screen = page.getByRole('region', { name: 'Stock Items' });
  await screen.getByRole('list', { name: 'Items' }).waitFor();
  return {
    screen,
    addForm: screen.getByRole('form', { name: 'Add New Item' }),
    grid: screen.getByRole('list', { name: 'Items' }),
    tab: (name: string) => screen.getByRole('group', { name: 'Categories' }).getByRole('button', { name, exact: true }),
    card: (name: string) => screen.getByRole('list', { name: 'Items' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) }),
    adjustField: screen.getByLabel('Adjust Price (%)'),
    adjustButton: screen.getByRole('button', { name: 'Apply', exact: true }),
  };
}

const cardNames = (grid: ReturnType<Page['locator']>) => grid.getByRole('heading', { level: 3 }).allInnerTexts();

/** What the Adjust Price field is described by when it is invalid (its problem, as a screen reader hears it); '' when valid. */
const adjustProblem = (field: Locator) =>
  field.evaluate((input) =>
    input.getAttribute('aria-invalid') === 'true' ? (document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '') : '',
  );
/** The screen's notice of its latest action: what a status says, or an alert. */
const noticeTexts = (screen: Locator) => screen.locator('[role="status"], [role="alert"]').filter({ hasText: /\S/ }).allInnerTexts();

describe('Stock Items', () => {
  test('adds an item with a picture through the form; it shows in the grid and in the API', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const game = await createCategory(shop.url, token, uniqueName('Add Game'));
    const dialogs = watchDialogs(page);
    const create = await slowDownOperation(page, 'CreateStockItem');
    const ui = await openStockItems(page);
    const name = uniqueName('Dragon Fruit');

    await ui.addForm.getByLabel('Item Name').fill(name);
    await ui.addForm.getByLabel('Category').selectOption({ label: game.name });
    await ui.addForm.getByLabel('Price (฿)', { exact: true }).fill('123.45');
    await ui.addForm.getByLabel('Old Price (฿, optional)').fill('150');
    expect(await ui.addForm.getByLabel('Rarity').inputValue()).toBe('Common');
    await ui.addForm.getByLabel('Rarity').selectOption('Legendary');
    await ui.addForm.getByLabel('Item Type').selectOption({ label: 'Gamepass' });
    await ui.addForm.getByLabel('Stock').fill('5');
    expect(await ui.addForm.getByLabel('Image', { exact: true }).getAttribute('accept')).toBe('image/*');
    await ui.addForm.getByLabel('Image', { exact: true }).setInputFiles(pngFile('dragon.png', [230, 80, 30]));
    const preview = ui.addForm.getByRole('img', { name: 'Preview of the chosen image' });
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await screenshotAtBothWidths(page, 'admin-stock-items-add-form');

    const submit = ui.addForm.getByRole('button', { name: 'Add Item' });
    await submit.click();
    const busy = ui.addForm.getByRole('button', { name: 'Adding...' });
    expect(await busy.isDisabled()).toBe(true);

    const card = ui.card(name);
    await card.waitFor();
    const stored = (await findItems(shop.url, token, { search: name })).items;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ price: '123.45', oldPrice: '150.00', rarity: 'Legendary', type: 'GAMEPASS', stock: 5, category: { id: game.id } });
    expect(stored[0]!.imageUrl).toMatch(/^\/uploads\//);
    expect(await card.getByRole('img').getAttribute('src')).toBe(stored[0]!.imageUrl);
    const cardText = await card.innerText();
    expect(cardText).toContain(game.name);
    expect(cardText).toContain(bahtText('123.45'));
    expect(await card.locator('s').innerText()).toContain(bahtText('150.00'));
    const badge = card.getByText('Legendary', { exact: true });
    expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(147, 51, 234)');

    // The form is cleared for the next item, and no alert was needed.
    expect(await ui.addForm.getByLabel('Item Name').inputValue()).toBe('');
    expect(await ui.addForm.getByLabel('Price (฿)', { exact: true }).inputValue()).toBe('');
    expect(await ui.addForm.getByLabel('Image', { exact: true }).inputValue()).toBe('');
    expect(await preview.count()).toBe(0);
    expect(create.count).toBe(1);
    expect(dialogs.messages).toEqual([]);
  });

  test("alerts 'Please fill in every field and upload an image!' and sends nothing while a required field or the picture is missing", async ({ page, shop }) => {
    await signInDashboard(page, shop.url);
    const dialogs = watchDialogs(page);
    const create = await slowDownOperation(page, 'CreateStockItem', 0);
    const ui = await openStockItems(page);
    const submit = ui.addForm.getByRole('button', { name: 'Add Item' });

    await submit.click();
    await expect.poll(() => dialogs.messages).toEqual([{ type: 'alert', message: ADD_ALERT }]);

    // Everything but the picture.
    await ui.addForm.getByLabel('Item Name').fill('No Picture');
    await ui.addForm.getByLabel('Category').selectOption({ index: 1 });
    await ui.addForm.getByLabel('Price (฿)', { exact: true }).fill('10');
    await submit.click();
    await expect.poll(() => dialogs.messages.length).toBe(2);
    expect(dialogs.messages[1]).toEqual({ type: 'alert', message: ADD_ALERT });

    // A picture but a blank name.
    await ui.addForm.getByLabel('Item Name').fill('   ');
    await ui.addForm.getByLabel('Image', { exact: true }).setInputFiles(pngFile('x.png', [1, 2, 3]));
    await submit.click();
    await expect.poll(() => dialogs.messages.length).toBe(3);
    expect(dialogs.messages[2]).toEqual({ type: 'alert', message: ADD_ALERT });
    expect(create.count).toBe(0);
  });

  test("edits every field and the picture; 'Please fill in every field!' while name, price or category is missing", async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const [first, second] = [await createCategory(shop.url, token, uniqueName('Edit Game A')), await createCategory(shop.url, token, uniqueName('Edit Game B'))];
    const item = await createItem(shop.url, token, { name: uniqueName('Edit Me'), categoryId: first!.id, price: '50.00', oldPrice: '80.00' });
    const dialogs = watchDialogs(page);
    const update = await slowDownOperation(page, 'UpdateStockItem');
    const ui = await openStockItems(page);

    await ui.card(item.name).getByRole('button', { name: 'Edit', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Item' });
    expect(await modal.getByLabel('Item Name').inputValue()).toBe(item.name);
    expect(await modal.getByLabel('Price (฿)', { exact: true }).inputValue()).toBe('50.00');
    expect(await modal.getByLabel('Old Price (฿, optional)').inputValue()).toBe('80.00');
    expect(await modal.getByRole('img', { name: 'Current image' }).getAttribute('src')).toBe(item.imageUrl);

    await modal.getByLabel('Item Name').fill('');
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => dialogs.messages).toEqual([{ type: 'alert', message: EDIT_ALERT }]);
    await modal.getByLabel('Item Name').fill(item.name);
    await modal.getByLabel('Price (฿)', { exact: true }).fill('');
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => dialogs.messages.length).toBe(2);
    expect(dialogs.messages[1]).toEqual({ type: 'alert', message: EDIT_ALERT });
    expect(update.count).toBe(0);

    const renamed = `${item.name} v2`;
    await modal.getByLabel('Item Name').fill(renamed);
    await modal.getByLabel('Category').selectOption({ label: second!.name });
    await modal.getByLabel('Price (฿)', { exact: true }).fill('75.5');
    await modal.getByLabel('Old Price (฿, optional)').fill('');
    await modal.getByLabel('Rarity').selectOption('Mythical');
    await modal.getByLabel('Item Type').selectOption({ label: 'Account' });
    await modal.getByLabel('Stock').fill('9');
    await modal.getByLabel('New image (optional)').setInputFiles(pngFile('new.png', [20, 200, 90]));
    expect(await modal.getByRole('img', { name: 'Preview of the chosen image' }).getAttribute('src')).toMatch(/^blob:/);
    await screenshotAtBothWidths(page, 'admin-stock-items-edit-modal', { overlay: true });
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    expect(await modal.getByRole('button', { name: 'Saving...' }).isDisabled()).toBe(true);
    await expect.poll(() => modal.count()).toBe(0);

    const card = ui.card(renamed);
    await card.waitFor();
    const [stored] = (await findItems(shop.url, token, { search: renamed })).items;
    expect(stored).toMatchObject({ id: item.id, price: '75.50', oldPrice: null, rarity: 'Mythical', type: 'ACCOUNT', stock: 9, category: { id: second!.id } });
    expect(stored!.imageUrl).not.toBe(item.imageUrl);
    await expect.poll(() => card.getByRole('img').getAttribute('src')).toBe(stored!.imageUrl);
    expect(await card.innerText()).toContain(second!.name);
    expect(await card.innerText()).toContain(bahtText('75.50'));
    expect(await card.locator('s').count()).toBe(0);
    expect(update.count).toBe(1);
  });

  test('an edit opened before a price adjustment is refused with the reason; after Reload it saves and keeps the adjusted price', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const game = await createCategory(shop.url, token, uniqueName('Stale Edit Game'));
    const item = await createItem(shop.url, token, { name: uniqueName('Stale Edit'), categoryId: game.id, price: '100.00' });
    const update = await slowDownOperation(page, 'UpdateStockItem', 0);
    const ui = await openStockItems(page);

    await ui.card(item.name).getByRole('button', { name: 'Edit', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Item' });
    const price = modal.getByLabel('Price (฿)', { exact: true });
    expect(await price.inputValue()).toBe('100.00');

    // Meanwhile another member of staff raises the game's prices by 10%.
    expect(await adjustPricesThroughRest(shop.url, token, { percentage: 10, categoryId: game.id })).toMatchObject({ updatedCount: 1 });
    const renamed = `${item.name} renamed`;
    await modal.getByLabel('Item Name').fill(renamed);
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(() => modal.getByRole('alert').innerText())
      .toContain(`"${item.name}" was changed by someone else since you opened it; reload it and make your change again`);
    expect((await findItems(shop.url, token, { search: item.name })).items).toMatchObject([{ id: item.id, name: item.name, price: '110.00' }]);
    await screenshotAtBothWidths(page, 'admin-stock-items-edit-conflict', { overlay: true });

    await modal.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => price.inputValue()).toBe('110.00');
    expect(await modal.getByLabel('Item Name').inputValue()).toBe(item.name);
    expect(await modal.getByRole('alert').count()).toBe(0);
    await expect.poll(() => ui.card(item.name).innerText()).toContain(bahtText('110.00'));

    await modal.getByLabel('Item Name').fill(renamed);
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    await ui.card(renamed).waitFor();
    expect(await ui.card(renamed).innerText()).toContain(bahtText('110.00'));
    expect((await findItems(shop.url, token, { search: renamed })).items).toMatchObject([{ id: item.id, name: renamed, price: '110.00' }]);
    expect(update.count).toBe(2);
  });

  test("deletes an item only after 'Do you want to delete this item?' is confirmed", async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const game = await createCategory(shop.url, token, uniqueName('Delete Game'));
    const item = await createItem(shop.url, token, { name: uniqueName('Delete Me'), categoryId: game.id, price: '9.99' });
    const dialogs = watchDialogs(page);
    const ui = await openStockItems(page);
    const card = ui.card(item.name);

    dialogs.confirmAnswer = false;
    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => dialogs.messages).toEqual([{ type: 'confirm', message: DELETE_CONFIRM }]);
    expect((await findItems(shop.url, token, { search: item.name })).total).toBe(1);
    expect(await card.count()).toBe(1);

    dialogs.confirmAnswer = true;
    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => card.count()).toBe(0);
    expect(dialogs.messages).toEqual([
      { type: 'confirm', message: DELETE_CONFIRM },
      { type: 'confirm', message: DELETE_CONFIRM },
    ]);
    expect((await findItems(shop.url, token, { search: item.name })).total).toBe(0);
  });

  test('adjusts the prices of the selected tab only, after a confirm naming the count and percentage', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const game = await createCategory(shop.url, token, uniqueName('Price Game'));
    const cheap = await createItem(shop.url, token, { name: uniqueName('Cheap'), categoryId: game.id, price: '33.33' });
    const dear = await createItem(shop.url, token, { name: uniqueName('Dear'), categoryId: game.id, price: '100.00', oldPrice: '120.00' });
    const others = (await findItems(shop.url, token, {})).items.filter((item) => item.category.id !== game.id);
    const dialogs = watchDialogs(page);
    const ui = await openStockItems(page);

    await ui.tab(game.name).click();
    await expect.poll(() => ui.tab(game.name).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cardNames(ui.grid)).toEqual([dear.name, cheap.name]);

    // Empty or zero: nothing happens.
    await ui.adjustButton.click();
    await ui.adjustField.fill('0');
    await ui.adjustButton.click();
    await page.waitForTimeout(300);
    expect(dialogs.messages).toEqual([]);

    // Cancelled: nothing changes.
    dialogs.confirmAnswer = false;
    await ui.adjustField.fill('10');
    await ui.adjustButton.click();
    await expect.poll(() => dialogs.messages.length).toBe(1);
    expect(dialogs.messages[0]).toEqual({ type: 'confirm', message: `Change the price of 2 items in ${game.name} by +10%?` });
    expect((await findItems(shop.url, token, { categoryId: game.id })).items.map((item) => item.price)).toEqual(['100.00', '33.33']);

    dialogs.confirmAnswer = true;
    await ui.adjustButton.click();
    await expect.poll(() => ui.card(dear.name).innerText()).toContain(bahtText('110.00'));
    const adjusted = (await findItems(shop.url, token, { categoryId: game.id })).items;
    expect(adjusted.map(({ price, oldPrice }) => ({ price, oldPrice }))).toEqual([
      { price: '110.00', oldPrice: '132.00' },
      { price: '36.66', oldPrice: null },
    ]);
    expect(await ui.card(cheap.name).innerText()).toContain(bahtText('36.66'));
    expect(await ui.card(dear.name).locator('s').innerText()).toContain(bahtText('132.00'));
    const othersAfter = (await findItems(shop.url, token, {})).items.filter((item) => item.category.id !== game.id);
    expect(othersAfter.map((item) => item.price)).toEqual(others.map((item) => item.price));

    // Out of range: the server's rule says why before any confirmation; nothing changes.
    await ui.adjustField.fill('5000');
    await ui.adjustButton.click();
    await expect.poll(() => adjustProblem(ui.adjustField)).toBe('Adjust Price (%) must be above -100 and at most 1000.');
    expect(dialogs.messages).toHaveLength(2);
    expect((await findItems(shop.url, token, { categoryId: game.id })).items.map((item) => item.price)).toEqual(['110.00', '36.66']);
    await screenshotAtBothWidths(page, 'admin-stock-items-one-game');
  });

  test('All Categories lists every item, a page at a time with Load more; each tab lists its game', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const { total } = await findItems(shop.url, token, {});
    const categories = (await adminGraphQL<{ categories: { id: number; name: string }[] }>(shop.url, token, '{ categories { id name } }')).categories;
    const ui = await openStockItems(page);

    const tabNames = await ui.screen.getByRole('group', { name: 'Categories' }).getByRole('button').allInnerTexts();
    expect(tabNames).toEqual(['All Categories', ...categories.map((category) => category.name)]);
    expect(await ui.tab('All Categories').getAttribute('aria-pressed')).toBe('true');
    await screenshotAtBothWidths(page, 'admin-stock-items');
    const columns = await ui.grid.evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(5);

    const loadMore = ui.screen.getByRole('button', { name: 'Load more' });
    while (await loadMore.count()) await loadMore.click();
    await expect.poll(() => ui.grid.getByRole('listitem').count()).toBe(total);
    expect(await ui.screen.getByText(`Showing ${total} of ${total} items`).count()).toBe(1);

    const [firstGame] = categories;
    const inGame = await findItems(shop.url, token, { categoryId: firstGame!.id });
    await ui.tab(firstGame!.name).click();
    await expect.poll(() => cardNames(ui.grid)).toEqual(inGame.items.map((item) => item.name).slice(0, 60));
  });

  test('Adjust Price checks the percentage by the server\'s rule before asking, and says why in English', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const game = await createCategory(shop.url, token, uniqueName('Check Game'));
    const item = await createItem(shop.url, token, { name: uniqueName('Checked'), categoryId: game.id, price: '50.00' });
    const dialogs = watchDialogs(page);
    const ui = await openStockItems(page);
    await ui.tab(game.name).click();
    await ui.card(item.name).waitFor();

    for (const [typed, problem] of [
      ['abc', 'Adjust Price (%) must be a number with at most four decimals.'],
      ['1.23456', 'Adjust Price (%) must be a number with at most four decimals.'],
      ['-100', 'Adjust Price (%) must be above -100 and at most 1000.'],
      ['1000.5', 'Adjust Price (%) must be above -100 and at most 1000.'],
    ]) {
      await ui.adjustField.fill(typed!);
      await ui.adjustButton.click();
      await expect.poll(() => adjustProblem(ui.adjustField), { message: typed }).toBe(problem);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('e.g. 10 or -5');
    }
    expect(dialogs.messages).toEqual([]);
    await screenshotAtBothWidths(page, 'admin-stock-items-adjust-invalid');

    // Typing again clears the complaint; a valid percentage goes on to the confirmation.
    await ui.adjustField.fill('12.5');
    expect(await adjustProblem(ui.adjustField)).toBe('');
    await ui.adjustButton.click();
    await expect.poll(() => dialogs.messages).toEqual([{ type: 'confirm', message: `Change the price of 1 item in ${game.name} by +12.5%?` }]);
    await expect.poll(() => noticeTexts(ui.screen)).toEqual(['Changed the price of 1 item by +12.5%.']);
    expect((await findItems(shop.url, token, { categoryId: game.id })).items.map((entry) => entry.price)).toEqual(['56.25']);
  });

  test("each action's message replaces the last one: a delete clears the price message and says it succeeded", async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const game = await createCategory(shop.url, token, uniqueName('Notice Game'));
    const kept = await createItem(shop.url, token, { name: uniqueName('Kept'), categoryId: game.id, price: '10.00' });
    const gone = await createItem(shop.url, token, { name: uniqueName('Gone'), categoryId: game.id, price: '20.00' });
    watchDialogs(page);
    const ui = await openStockItems(page);
    await ui.tab(game.name).click();
    await ui.card(gone.name).waitFor();

    await ui.adjustField.fill('10');
    await ui.adjustButton.click();
    await expect.poll(() => noticeTexts(ui.screen)).toEqual(['Changed the price of 2 items by +10%.']);

    await ui.card(gone.name).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => ui.card(gone.name).count()).toBe(0);
    await expect.poll(() => noticeTexts(ui.screen)).toEqual([`Deleted “${gone.name}”.`]);
    // Its button went with the card: focus is on the notice, not lost at the top of the page.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Deleted “${gone.name}”.`);
    await screenshotAtBothWidths(page, 'admin-stock-items-deleted');

    await ui.adjustField.fill('abc');
    await ui.adjustButton.click();
    await expect.poll(() => noticeTexts(ui.screen)).toEqual([]);
    expect((await findItems(shop.url, token, { categoryId: game.id })).items.map((item) => item.name)).toEqual([kept.name]);
  });

  test('keeps the chosen game tab in the URL: a reload stays on it and Back returns to the tab before', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const game = await createCategory(shop.url, token, uniqueName('Tab Game'));
    const item = await createItem(shop.url, token, { name: uniqueName('Tabbed'), categoryId: game.id, price: '5.00' });
    const ui = await openStockItems(page);

    await ui.tab(game.name).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('game')).toBe(String(game.id));
    await expect.poll(() => cardNames(ui.grid)).toEqual([item.name]);
    await page.reload();
    await expect.poll(() => ui.tab(game.name).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cardNames(ui.grid)).toEqual([item.name]);

    await ui.tab('All Categories').click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.goBack();
    await expect.poll(() => ui.tab(game.name).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cardNames(ui.grid)).toEqual([item.name]);
    await page.goBack();
    await expect.poll(() => ui.tab('All Categories').getAttribute('aria-pressed')).toBe('true');
  });
});
