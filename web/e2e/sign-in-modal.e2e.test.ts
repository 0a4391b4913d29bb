import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './harness/browser-test';
import { screenshotAtBothWidths } from './harness/screenshots';
import { storefrontUi } from './harness/storefront-ui';

async function openModal(page: Page) {
  await page.goto('/');
  await storefrontUi.getStarted(page).click();
  const dialog = storefrontUi.signInDialog(page);
  await dialog.waitFor();
  return dialog;
}

describe('sign-in modal', () => {
  test('opens from the top bar in register mode, in Thai, and toggles to login and back', async ({ page }) => {
    const dialog = await openModal(page);
    expect(await dialog.getByRole('heading').first().innerText()).toBe('เริ่มต้นใช้งาน!');
    for (const label of ['ชื่อผู้ใช้', 'อีเมล', 'รหัสผ่าน']) expect(await dialog.getByLabel(label, { exact: true }).count()).toBe(1);
    expect(await dialog.getByRole('checkbox').count()).toBe(1);
    expect(await dialog.getByText('หรือดำเนินการต่อด้วย', { exact: true }).isVisible()).toBe(true);
    await screenshotAtBothWidths(page, 'sign-in-register', { overlay: true });

    // Submitting the empty form shows the problems inline, beside the fields.
    await dialog.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await expect.poll(() => dialog.getByLabel('ชื่อผู้ใช้', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    await screenshotAtBothWidths(page, 'sign-in-register-errors', { overlay: true });

    await dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect.poll(() => dialog.getByRole('heading').first().innerText()).toBe('ยินดีต้อนรับกลับมา!');
    expect(await dialog.getByLabel('ชื่อผู้ใช้/อีเมล', { exact: true }).count()).toBe(1);
    expect(await dialog.getByLabel('อีเมล', { exact: true }).count()).toBe(0);
    expect(await dialog.getByRole('checkbox').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'ลืมรหัสผ่าน?' }).isVisible()).toBe(true);
    await screenshotAtBothWidths(page, 'sign-in-login', { overlay: true });

    await dialog.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await expect.poll(() => dialog.getByRole('heading').first().innerText()).toBe('เริ่มต้นใช้งาน!');
  });

  test('shows and hides the password', async ({ page }) => {
    const dialog = await openModal(page);
    const password = dialog.getByLabel('รหัสผ่าน', { exact: true });
    const toggle = dialog.getByRole('button', { name: /แสดงรหัสผ่าน|show password/i });
    await password.fill('secret-123');
    expect(await password.getAttribute('type')).toBe('password');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe('secret-123');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  test('closes with ×, with a click on the backdrop and with Escape', async ({ page }) => {
    const dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'ปิด', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await storefrontUi.getStarted(page).click();
    await dialog.waitFor();
    // Inside the dialog does not close it; the backdrop (a corner of the screen) does.
    await dialog.getByRole('heading').first().click();
    expect(await dialog.count()).toBe(1);
    await page.mouse.click(5, 5);
    await expect.poll(() => dialog.count()).toBe(0);

    await storefrontUi.getStarted(page).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    const dialog = await openModal(page);
    const focusInsideDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    for (let press = 0; press < 20; press++) {
      await page.keyboard.press(press % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(await focusInsideDialog(), `focus left the dialog after ${press + 1} presses`).toBe(true);
    }
    expect(await dialog.count()).toBe(1);
  });
});
