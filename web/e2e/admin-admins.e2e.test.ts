import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { TEST_ADMIN } from './harness/shop-server';
import { signInDashboard } from './harness/admin-session';
import { delayGraphQL, screenTitle } from './harness/admin-ui';
import { test } from './harness/browser-test';
import { screenshotAtBothWidths } from './harness/screenshots';

const adminsTable = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, email: string) => adminsTable(page).getByRole('row').filter({ hasText: email });
const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add New Admin' });
const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;

async function fillAddAdmin(page: Page, values: { name: string; email: string; password: string; role?: string }) {
  const dialog = addDialog(page);
  await dialog.getByLabel('Name').fill(values.name);
  await dialog.getByLabel('Email').fill(values.email);
  await dialog.getByLabel('Password').fill(values.password);
  if (values.role) await dialog.getByLabel('Role').selectOption({ label: values.role });
}

describe('Manage Admins', () => {
  test("lists the staff with ID, Name, Email, Role and Actions, after 'Loading admins...'", async ({ page, shop }) => {
    const { admin } = await signInDashboard(page, shop.url);
    await delayGraphQL(page, 'ManageAdmins');
    await page.goto('/dashboard/manage-admins');
    await expect.poll(() => page.getByText('Loading admins...', { exact: true }).isVisible()).toBe(true);
    await rowOf(page, TEST_ADMIN.email).waitFor();
    expect(await screenTitle(page).innerText()).toBe('Manage Admins');
    expect(await adminsTable(page).getByRole('columnheader').allInnerTexts()).toEqual(['ID', 'Name', 'Email', 'Role', 'Actions']);
    const cells = await rowOf(page, TEST_ADMIN.email).getByRole('cell').allInnerTexts();
    expect(cells).toEqual([String(admin.id), `${admin.name} (you)`, TEST_ADMIN.email, 'Super Admin', 'Delete']);
  });

  test('adds an admin through the 400 px modal, resets the form, and shows the reason a duplicate e-mail is refused', async ({ page, shop }) => {
    await signInDashboard(page, shop.url);
    await page.goto('/dashboard/manage-admins');
    await rowOf(page, TEST_ADMIN.email).waitFor();

    await page.getByRole('button', { name: '+ Add Admin' }).click();
    const dialog = addDialog(page);
    expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(400);
    expect(await dialog.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await dialog.getByLabel('Role').locator('option').allInnerTexts()).toEqual(['Admin', 'Super Admin', 'Editor']);
    expect(await dialog.getByLabel('Role').inputValue()).toBe('ADMIN');
    const email = uniqueEmail('added');
    await fillAddAdmin(page, { name: 'Nida Editor', email, password: 'editor-password-1', role: 'Editor' });
    await screenshotAtBothWidths(page, 'admin-manage-admins-modal', { overlay: true });

    await delayGraphQL(page, 'RegisterAdmin');
    await dialog.getByRole('button', { name: 'Add Admin' }).click();
    expect(await dialog.getByRole('button', { name: 'Adding...' }).isDisabled()).toBe(true);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf(page, email).getByRole('cell').allInnerTexts()).toEqual([
      expect.stringMatching(/^\d+$/),
      'Nida Editor',
      email,
      'Editor',
      'Delete',
    ]);

    await page.getByRole('button', { name: '+ Add Admin' }).click();
    for (const field of ['Name', 'Email', 'Password']) expect(await dialog.getByLabel(field).inputValue(), field).toBe('');
    expect(await dialog.getByLabel('Role').inputValue()).toBe('ADMIN');

    await fillAddAdmin(page, { name: 'Same Address', email: email.toUpperCase(), password: 'another-password-1' });
    await dialog.getByRole('button', { name: 'Add Admin' }).click();
    const error = dialog.getByRole('alert');
    await expect.poll(() => error.innerText()).toBe(`Error adding admin: An admin with the e-mail ${email} already exists`);
    expect(await error.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(239, 68, 68)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await adminsTable(page).getByRole('row').filter({ hasText: 'Same Address' }).count()).toBe(0);
  });

  test('deletes an admin after the confirm dialog, keeps them when it is dismissed, and shows why deleting yourself is refused', async ({ page, shop }) => {
    await signInDashboard(page, shop.url);
    await page.goto('/dashboard/manage-admins');
    await page.getByRole('button', { name: '+ Add Admin' }).click();
    const email = uniqueEmail('deleted');
    await fillAddAdmin(page, { name: 'Short Stay', email, password: 'short-stay-password' });
    await addDialog(page).getByRole('button', { name: 'Add Admin' }).click();
    await rowOf(page, email).waitFor();

    const confirmations: string[] = [];
    page.once('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.dismiss();
    });
    await rowOf(page, email).getByRole('button', { name: 'Delete' }).click();
    expect(confirmations).toEqual(['Are you sure you want to delete this admin?']);
    expect(await rowOf(page, email).count()).toBe(1);

    page.once('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await rowOf(page, email).getByRole('button', { name: 'Delete' }).click();
    await rowOf(page, email).waitFor({ state: 'detached' });
    expect(confirmations).toHaveLength(2);

    page.once('dialog', (dialog) => void dialog.accept());
    await rowOf(page, TEST_ADMIN.email).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Error deleting admin: You cannot delete your own account');
    expect(await rowOf(page, TEST_ADMIN.email).count()).toBe(1);
  });
});
