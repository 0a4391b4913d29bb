/// <reference types="node" />
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { TEST_ADMIN } from './harness/shop-server';
import { adminGraphQL, adminLogin, signInDashboard } from './harness/admin-session';
import { delayGraphQL, recordGraphQLOperations, screenTitle } from './harness/admin-ui';
import { test } from './harness/browser-test';
import { screenshotAtBothWidths } from './harness/screenshots';

const adminsTable = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, email: string) => adminsTable(page).getByRole('row').filter({ hasText: email });
const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add New Admin' });
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit Admin' });
/** A row's Actions cell as read: its buttons, and the reason a button is disabled when there is one. */
const actionsOf = (page: Page, email: string) => rowOf(page, email).getByRole('cell').last().innerText().then((text) => text.split(/\s*\n\s*/).join(' '));
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
    expect(cells.slice(0, 4)).toEqual([String(admin.id), `${admin.name} (you)`, TEST_ADMIN.email, 'Super Admin']);
    expect(await actionsOf(page, TEST_ADMIN.email)).toBe('Edit Delete You cannot delete your own account');
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
      expect.anything(),
    ]);
    expect(await actionsOf(page, email)).toBe('Edit Delete');

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

  test('deletes an admin after the confirm dialog, keeps them when it is dismissed; your own Delete is disabled and says why', async ({ page, shop }) => {
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
    await rowOf(page, email).getByRole('button', { name: `Delete ${email}` }).click();
    expect(confirmations).toEqual(['Are you sure you want to delete this admin?']);
    expect(await rowOf(page, email).count()).toBe(1);

    page.once('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await rowOf(page, email).getByRole('button', { name: `Delete ${email}` }).click();
    await rowOf(page, email).waitFor({ state: 'detached' });
    expect(confirmations).toHaveLength(2);

    const ownDelete = rowOf(page, TEST_ADMIN.email).getByRole('button', { name: `Delete ${TEST_ADMIN.email}` });
    expect(await ownDelete.isDisabled()).toBe(true);
    const reason = await ownDelete.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(reason).toBe('You cannot delete your own account');
    expect(await rowOf(page, TEST_ADMIN.email).getByText('You cannot delete your own account').isVisible()).toBe(true);
    // The server's own refusal stands behind the disabled button.
    const self = await adminLogin(shop.url);
    await expect(adminGraphQL(shop.url, self.token, 'mutation ($id: Int!) { deleteAdmin(id: $id) }', { id: self.admin.id })).rejects.toThrow(
      'You cannot delete your own account',
    );
  });

  test("a Super Admin edits a staff member's name, role and password from the list; the dialog checks like Add and shows the server's reasons", async ({ page, shop }) => {
    await signInDashboard(page, shop.url);
    await page.goto('/dashboard/manage-admins');
    await page.getByRole('button', { name: '+ Add Admin' }).click();
    const email = uniqueEmail('edited');
    await fillAddAdmin(page, { name: 'Pim Admin', email, password: 'pim-password-1', role: 'Admin' });
    await addDialog(page).getByRole('button', { name: 'Add Admin' }).click();
    await rowOf(page, email).waitFor();

    await rowOf(page, email).getByRole('button', { name: `Edit ${email}` }).click();
    const dialog = editDialog(page);
    await dialog.waitFor();
    expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(400);
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Pim Admin');
    expect(await dialog.getByLabel('Role').inputValue()).toBe('ADMIN');
    expect(await dialog.getByLabel('Role').locator('option').allInnerTexts()).toEqual(['Admin', 'Super Admin', 'Editor']);
    expect(await dialog.getByLabel('New Password').inputValue()).toBe('');
    expect(await dialog.innerText()).toContain(email);

    // The same checks as Add: a blank name stops the form before anything is sent.
    const sent = recordGraphQLOperations(page);
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect(await dialog.getByLabel('Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(sent).toEqual([]);

    // The server's rule for passwords comes back as its reason.
    await dialog.getByLabel('Name').fill('Pim Editor');
    await dialog.getByLabel('New Password').fill('short');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Error updating admin: password must be at least 8 characters');
    await screenshotAtBothWidths(page, 'admin-manage-admins-edit-modal', { overlay: true });

    await dialog.getByLabel('New Password').fill('pim-new-password-1');
    await dialog.getByLabel('Role').selectOption({ label: 'Editor' });
    await delayGraphQL(page, 'UpdateAdmin');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect(await dialog.getByRole('button', { name: 'Saving...' }).isDisabled()).toBe(true);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf(page, email).getByRole('cell').allInnerTexts()).toEqual([expect.stringMatching(/^\d+$/), 'Pim Editor', email, 'Editor', expect.anything()]);
    expect(await page.getByRole('status').filter({ hasText: /^Saved the changes/ }).innerText()).toBe(`Saved the changes to Pim Editor (${email}).`);

    // The API has the change: the new password signs in, with the Editor role.
    const signedIn = await adminLogin(shop.url, { email, password: 'pim-new-password-1' });
    expect(signedIn.admin).toMatchObject({ name: 'Pim Editor', role: 'EDITOR' });
  });
});
