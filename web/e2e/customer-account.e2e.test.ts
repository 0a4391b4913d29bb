import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './harness/browser-test';
import { screenshotAtBothWidths } from './harness/screenshots';
import { checkEmailDialog, confirmSignUpFromMail } from './harness/sign-up';
import { readStorage, storefrontUi } from './harness/storefront-ui';

// Unique per run, so the test also passes against a reused database (E2E_DATABASE_URL).
const username = `e2e_${Date.now().toString(36)}`;
const email = `${username}@example.com`;
const password = 'e2e-Password-2026';

async function expectSignedInAs(page: Page, name: string) {
  await expect.poll(() => storefrontUi.topBar(page).getByRole('button', { name }).count()).toBe(1);
  expect(await storefrontUi.getStarted(page).count()).toBe(0);
  expect(await readStorage(page, 'userToken')).toMatch(/\S{20,}/);
  expect(JSON.parse((await readStorage(page, 'userInfo')) ?? 'null')).toMatchObject({ name, email });
}

async function logOut(page: Page, name: string) {
  await storefrontUi.topBar(page).getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
  await expect.poll(() => storefrontUi.getStarted(page).count()).toBe(1);
  expect(await readStorage(page, 'userToken')).toBeNull();
  expect(await readStorage(page, 'userInfo')).toBeNull();
}

describe('customer account through the sign-in modal', () => {
  test('register, confirm from the mail (signed in), logout, then login again with the e-mail; the session survives a reload; Logout clears it', async ({ page, shop }) => {
    await page.goto('/');
    await storefrontUi.getStarted(page).click();
    const dialog = storefrontUi.signInDialog(page);
    await dialog.getByLabel('ชื่อผู้ใช้', { exact: true }).fill(username);
    await dialog.getByLabel('อีเมล', { exact: true }).fill(email);
    await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await checkEmailDialog(page).getByText(`เราส่งลิงก์ยืนยันไปที่ ${email} แล้ว`, { exact: false }).waitFor();
    await screenshotAtBothWidths(page, 'sign-up-check-email', { overlay: true });
    // Not signed in until the address is confirmed: the password alone is refused, like a wrong one.
    expect(await readStorage(page, 'userToken')).toBeNull();
    const early = await fetch(`${shop.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: email, password }) });
    expect(early.status).toBe(401);
    await confirmSignUpFromMail(page, shop.url, email);
    await screenshotAtBothWidths(page, 'sign-up-confirmed');
    await expectSignedInAs(page, username);
    await screenshotAtBothWidths(page, 'signed-in');

    await storefrontUi.topBar(page).getByRole('button', { name: username }).click();
    await screenshotAtBothWidths(page, 'user-menu-open', { overlay: true });
    await page.keyboard.press('Escape');
    await logOut(page, username);

    await storefrontUi.getStarted(page).click();
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await dialog.getByLabel('ชื่อผู้ใช้/อีเมล', { exact: true }).fill(email);
    await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expectSignedInAs(page, username);

    await page.reload();
    await expectSignedInAs(page, username);
    await logOut(page, username);
    await page.reload();
    expect(await storefrontUi.getStarted(page).isVisible()).toBe(true);
  });

  test('a wrong password is refused inside the modal and nothing is stored', async ({ page }) => {
    await page.goto('/');
    await storefrontUi.getStarted(page).click();
    const dialog = storefrontUi.signInDialog(page);
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await dialog.getByLabel('ชื่อผู้ใช้/อีเมล', { exact: true }).fill(`nobody_${username}`);
    await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(1);
    expect(await readStorage(page, 'userToken')).toBeNull();
    expect(await dialog.count()).toBe(1);
  });
});
