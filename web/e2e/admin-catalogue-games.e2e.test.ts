import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createCategory, createItem, pngFile, privateShopTest as test, uniqueName, watchDialogs } from './harness/admin-catalogue-ui';
import { adminGraphQL, signInDashboard } from './harness/admin-session';
import { screenshotAtBothWidths } from './harness/screenshots';

// In English (the dashboard tests' language); the Thai alert 'กรุณากรอกชื่อหมวดหมู่และอัปโหลดรูปภาพ!' on a Thai page.
const ADD_ALERT = 'Please enter a category name and upload an image!';

interface Game {
  id: number;
  name: string;
  imageUrl: string;
  comingSoon: boolean;
}

const fetchGames = async (shopUrl: string, token: string) =>
  (await adminGraphQL<{ categories: Game[] }>(shopUrl, token, '{ categories { id name imageUrl comingSoon } }')).categories;

async function openGames(page: Page) {
  await page.goto('/dashboard/map-game-category');
  const screen = page.getByRole('region', { name: 'Map Game Category' });
  const grid = screen.getByRole('list', { name: 'Categories' });
  await grid.waitFor();
  return {
    screen,
    grid,
    addForm: screen.getByRole('form', { name: 'Add New Category' }),
    search: screen.getByRole('searchbox', { name: 'Search categories' }),
    card: (name: string) => grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) }),
    cardNames: () => grid.getByRole('heading', { level: 3 }).allInnerTexts(),
  };
}

describe('Map Game Category', () => {
  test('adds a game with a previewed picture; the alert guards a blank name or a missing picture', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const dialogs = watchDialogs(page);
    const ui = await openGames(page);
    const submit = ui.addForm.getByRole('button', { name: 'Add Category' });
    const name = uniqueName('New Game');

    await submit.click();
    await ui.addForm.getByLabel('Category Name').fill('   ');
    await ui.addForm.getByLabel('Image', { exact: true }).setInputFiles(pngFile('game.png', [90, 40, 220]));
    await submit.click();
    await ui.addForm.getByLabel('Category Name').fill(name);
    await ui.addForm.getByLabel('Image', { exact: true }).setInputFiles([]);
    await submit.click();
    await expect.poll(() => dialogs.messages.length).toBe(3);
    expect(dialogs.messages).toEqual(Array.from({ length: 3 }, () => ({ type: 'alert', message: ADD_ALERT })));

    await ui.addForm.getByLabel('Image', { exact: true }).setInputFiles(pngFile('game.png', [90, 40, 220]));
    expect(await ui.addForm.getByRole('img', { name: 'Preview of the chosen image' }).getAttribute('src')).toMatch(/^blob:/);
    await ui.addForm.getByLabel('Coming soon').check();
    await submit.click();
    await ui.card(name).waitFor();
    const stored = (await fetchGames(shop.url, token)).find((game) => game.name === name);
    expect(stored).toMatchObject({ comingSoon: true, imageUrl: expect.stringMatching(/^\/uploads\//) });
    expect(await ui.card(name).getByRole('img').getAttribute('src')).toBe(stored!.imageUrl);
    expect(await ui.card(name).innerText()).toContain('Coming soon');
    expect(await ui.addForm.getByLabel('Category Name').inputValue()).toBe('');
    expect(dialogs.messages).toHaveLength(3);
  });

  test('search keeps the games whose name contains the trimmed text, ignoring case', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const games = await fetchGames(shop.url, token);
    const ui = await openGames(page);
    expect(await ui.cardNames()).toEqual(games.map((game) => game.name));
    await screenshotAtBothWidths(page, 'admin-game-categories');
    const columns = await ui.grid.evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);

    await ui.search.fill('  FRUIT ');
    const expected = games.filter((game) => game.name.toLowerCase().includes('fruit')).map((game) => game.name);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => ui.cardNames()).toEqual(expected);
    await ui.search.fill('no game is called this');
    await ui.screen.getByText('No categories match your search.').waitFor();
    await ui.search.fill('');
    await expect.poll(() => ui.cardNames()).toEqual(games.map((game) => game.name));
  });

  test('edits the name, picture and coming-soon flag in a modal', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const game = await createCategory(shop.url, token, uniqueName('Edit Game'));
    const ui = await openGames(page);
    const before = (await fetchGames(shop.url, token)).find((entry) => entry.id === game.id)!;

    await ui.card(game.name).getByRole('button', { name: 'Edit', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Category' });
    expect(await modal.getByLabel('Category Name').inputValue()).toBe(game.name);
    expect(await modal.getByRole('img', { name: 'Current image' }).getAttribute('src')).toBe(before.imageUrl);
    const renamed = `${game.name} Renamed`;
    await modal.getByLabel('Category Name').fill(renamed);
    await modal.getByLabel('Coming soon').check();
    await modal.getByLabel('New image (optional)').setInputFiles(pngFile('renamed.png', [250, 200, 0]));
    await screenshotAtBothWidths(page, 'admin-game-categories-edit-modal', { overlay: true });
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => modal.count()).toBe(0);

    const after = (await fetchGames(shop.url, token)).find((entry) => entry.id === game.id)!;
    expect(after).toMatchObject({ name: renamed, comingSoon: true });
    expect(after.imageUrl).not.toBe(before.imageUrl);
    await expect.poll(() => ui.card(renamed).getByRole('img').getAttribute('src')).toBe(after.imageUrl);
    expect(await ui.card(renamed).innerText()).toContain('Coming soon');
  });

  test("deletes a game after a confirm naming it; a game with items is refused with the server's reason", async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const empty = await createCategory(shop.url, token, uniqueName('Empty Game'));
    const stocked = await createCategory(shop.url, token, uniqueName('Stocked Game'));
    await createItem(shop.url, token, { name: uniqueName('Keeps It'), categoryId: stocked.id, price: '1.00' });
    const dialogs = watchDialogs(page);
    const ui = await openGames(page);

    dialogs.confirmAnswer = false;
    await ui.card(empty.name).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => dialogs.messages).toEqual([{ type: 'confirm', message: `Delete the category “${empty.name}”?` }]);
    expect((await fetchGames(shop.url, token)).some((game) => game.id === empty.id)).toBe(true);

    dialogs.confirmAnswer = true;
    await ui.card(empty.name).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => ui.card(empty.name).count()).toBe(0);
    expect((await fetchGames(shop.url, token)).some((game) => game.id === empty.id)).toBe(false);

    const stockedCard = ui.card(stocked.name);
    await stockedCard.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => stockedCard.getByRole('alert').innerText()).toBe(`Category "${stocked.name}" still has 1 item(s); move or delete them first`);
    expect((await fetchGames(shop.url, token)).some((game) => game.id === stocked.id)).toBe(true);
    await screenshotAtBothWidths(page, 'admin-game-categories-refused-delete');
  });
});
