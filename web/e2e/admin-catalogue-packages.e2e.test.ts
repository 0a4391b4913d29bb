import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { pngFile, privateShopTest as test, slowDownOperation, watchDialogs } from './harness/admin-catalogue-ui';
import { adminGraphQL, signInDashboard } from './harness/admin-session';
import { bahtText } from './harness/catalogue-oracle';
import { screenshotAtBothWidths } from './harness/screenshots';

const ADD_ALERT = 'Please fill all fields and upload an image!';

interface RobuxPackage {
  id: number;
  amount: number;
  price: string;
  imageUrl: string;
}

const fetchPackages = async (shopUrl: string, token: string) =>
  (await adminGraphQL<{ robuxPackages: RobuxPackage[] }>(shopUrl, token, '{ robuxPackages { id amount price imageUrl } }')).robuxPackages;

/**
 * Amounts no seeded package has, each one new for the file, edits included, so each test finds its own row (a
 * random one once met an edit's "amount + 1" in a CI run: two rows of one amount made a row's Delete ambiguous).
 */
let lastAmount = 90_000 + (Date.now() % 1_000) * 8;
const uniqueAmount = () => (lastAmount += 1);

async function openPackages(page: Page) {
  await page.goto('/dashboard/topup-robux-management');
  const screen = page.getByRole('region', { name: 'Manage Top Up Robux' });
  const table = screen.getByRole('table');
  await table.waitFor();
  return {
    screen,
    table,
    addForm: screen.getByRole('form', { name: 'Add New Robux Package' }),
    row: (amount: number) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: amount.toLocaleString('en-US'), exact: true }) }),
  };
}

async function addPackage(ui: Awaited<ReturnType<typeof openPackages>>, amount: number, price: string) {
  await ui.addForm.getByLabel('Robux Amount').fill(String(amount));
  await ui.addForm.getByLabel('Price (฿)').fill(price);
  await ui.addForm.getByLabel('Image', { exact: true }).setInputFiles(pngFile('robux.png', [0, 160, 80]));
  await ui.addForm.getByRole('button', { name: 'Add Package' }).click();
  await ui.row(amount).waitFor();
}

describe('Manage Top Up Robux', () => {
  test('lists the packages as Image, Robux Amount, Price, Actions and adds one with a picture', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const dialogs = watchDialogs(page);
    const ui = await openPackages(page);
    expect(await ui.table.getByRole('columnheader').allInnerTexts()).toEqual(['Image', 'Robux Amount', 'Price', 'Actions']);
    const packages = await fetchPackages(shop.url, token);
    expect(await ui.table.locator('tbody tr').count()).toBe(packages.length);
    await screenshotAtBothWidths(page, 'admin-robux-packages');

    const submit = ui.addForm.getByRole('button', { name: 'Add Package' });
    await submit.click();
    await ui.addForm.getByLabel('Robux Amount').fill('100');
    await ui.addForm.getByLabel('Price (฿)').fill('35');
    await submit.click();
    await expect.poll(() => dialogs.messages.length).toBe(2);
    expect(dialogs.messages).toEqual([
      { type: 'alert', message: ADD_ALERT },
      { type: 'alert', message: ADD_ALERT },
    ]);

    const amount = uniqueAmount();
    await ui.addForm.getByLabel('Image', { exact: true }).setInputFiles(pngFile('robux.png', [0, 160, 80]));
    expect(await ui.addForm.getByRole('img', { name: 'Preview of the chosen image' }).getAttribute('src')).toMatch(/^blob:/);
    await addPackage(ui, amount, '999.5');
    const stored = (await fetchPackages(shop.url, token)).find((entry) => entry.amount === amount);
    expect(stored).toMatchObject({ price: '999.50', imageUrl: expect.stringMatching(/^\/uploads\//) });
    expect(await ui.row(amount).innerText()).toContain(bahtText('999.50'));
    expect(await ui.row(amount).getByRole('img').getAttribute('src')).toBe(stored!.imageUrl);
    expect(await ui.addForm.getByLabel('Robux Amount').inputValue()).toBe('');
  });

  test('edits a package, uploading the new picture through uploadImage first and saving its URL', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const ui = await openPackages(page);
    const amount = uniqueAmount();
    await addPackage(ui, amount, '10');
    const before = (await fetchPackages(shop.url, token)).find((entry) => entry.amount === amount)!;
    const uploads = await slowDownOperation(page, 'UploadPackageImage');

    await ui.row(amount).getByRole('button', { name: 'Edit', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Robux Package' });
    expect(await modal.getByLabel('Robux Amount').inputValue()).toBe(String(amount));
    expect(await modal.getByLabel('Price (฿)').inputValue()).toBe('10.00');
    const newAmount = uniqueAmount();
    await modal.getByLabel('Robux Amount').fill(String(newAmount));
    await modal.getByLabel('Price (฿)').fill('12.34');
    await modal.getByLabel('New image (optional)').setInputFiles(pngFile('edited.png', [255, 0, 128]));
    await screenshotAtBothWidths(page, 'admin-robux-packages-edit-modal', { overlay: true });
    const uploaded = page.waitForResponse((response) => (response.request().postDataBuffer()?.toString('latin1') ?? '').includes('UploadPackageImage'));
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    expect(await modal.getByRole('button', { name: 'Saving...' }).isDisabled()).toBe(true);
    const uploadedUrl = ((await (await uploaded).json()) as { data: { uploadImage: string } }).data.uploadImage;
    await expect.poll(() => modal.count()).toBe(0);

    const after = (await fetchPackages(shop.url, token)).find((entry) => entry.id === before.id)!;
    expect(after).toEqual({ id: before.id, amount: newAmount, price: '12.34', imageUrl: uploadedUrl });
    expect(uploadedUrl).not.toBe(before.imageUrl);
    expect(uploads.count).toBe(1);
    await expect.poll(() => ui.row(newAmount).getByRole('img').getAttribute('src')).toBe(uploadedUrl);
    expect(await ui.row(newAmount).innerText()).toContain(bahtText('12.34'));
  });

  test('deletes a package only after confirmation', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const dialogs = watchDialogs(page);
    const ui = await openPackages(page);
    const amount = uniqueAmount();
    await addPackage(ui, amount, '5');
    const question = `Delete the ${amount.toLocaleString('en-US')} ROBUX package?`;

    dialogs.confirmAnswer = false;
    await ui.row(amount).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => dialogs.messages).toEqual([{ type: 'confirm', message: question }]);
    expect((await fetchPackages(shop.url, token)).some((entry) => entry.amount === amount)).toBe(true);

    dialogs.confirmAnswer = true;
    await ui.row(amount).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => ui.row(amount).count()).toBe(0);
    expect((await fetchPackages(shop.url, token)).some((entry) => entry.amount === amount)).toBe(false);
  });
});
