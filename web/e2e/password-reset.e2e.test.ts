import { describe, expect, inject } from 'vitest';
import { registerShopper } from './harness/admin-orders';
import { test } from './harness/browser-test';
import { latestMailTo, linkIn } from './harness/outbox';
import { screenshotAtBothWidths } from './harness/screenshots';
import { readStorage, storefrontUi } from './harness/storefront-ui';

const NEW_PASSWORD = 'a-brand-new-password-7';

describe('password reset', () => {
  test('a shopper asks for a link in the sign-in modal, opens it from the outbox, sets a new password once and signs in with it', async ({ page, shop }) => {
    const shopper = await registerShopper(shop.url);
    const { email, username } = shopper.user;

    await page.goto('/');
    await storefrontUi.getStarted(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await dialog.getByRole('button', { name: 'ลืมรหัสผ่าน?' }).click();
    await expect.poll(() => dialog.getByRole('heading').first().innerText()).toBe('ลืมรหัสผ่าน?');
    await dialog.getByLabel('อีเมล', { exact: true }).fill(email);
    await screenshotAtBothWidths(page, 'password-reset-request', { overlay: true });
    await dialog.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }).click();
    await dialog.getByText(`หากมีบัญชีที่ใช้อีเมล ${email}`).waitFor();
    await screenshotAtBothWidths(page, 'password-reset-requested', { overlay: true });

    // The shop runs without SMTP_URL: the mail is a file in its outbox, in Thai (the language the shopper used).
    const mail = await latestMailTo(inject('shopOutboxDir'), email);
    expect(mail.subject).toBe('ตั้งรหัสผ่านใหม่ – Robux Storefront');
    const link = linkIn(mail, `${shop.url}/reset-password?token=`);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'ตั้งรหัสผ่านใหม่' }).waitFor();
    await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(NEW_PASSWORD);
    await screenshotAtBothWidths(page, 'password-reset-page');
    await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
    await page.getByText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว').waitFor();
    await screenshotAtBothWidths(page, 'password-reset-done');

    // The old session ended with the reset.
    const oldSession = await fetch(`${shop.url}/api/auth/me`, { headers: { authorization: `Bearer ${shopper.token}` } });
    expect(oldSession.status).toBe(401);

    await page.getByRole('main').getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect.poll(() => dialog.getByRole('heading').first().innerText()).toBe('ยินดีต้อนรับกลับมา!');
    await dialog.getByLabel('ชื่อผู้ใช้/อีเมล', { exact: true }).fill(username);
    await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => readStorage(page, 'userToken')).not.toBeNull();
    await storefrontUi.topBar(page).getByRole('button', { name: shopper.user.name }).waitFor();

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('yet-another-password');
    const refused = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().postData()?.includes('ResetPassword') === true);
    await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
    await refused;
    await page.getByText(/ลิงก์นี้ใช้ไม่ได้แล้ว/).waitFor();
    await screenshotAtBothWidths(page, 'password-reset-link-used');
  });
});
