import { describe, expect } from 'vitest';
import { test } from './harness/browser-test';
import { screenshotAtBothWidths } from './harness/screenshots';
import { nextFrames, storefrontUi } from './harness/storefront-ui';

describe('support chat widget', () => {
  test('Send shows the typed text in an alert and clears the field; blank messages are ignored', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await page.goto('/');
    await storefrontUi.chatButton(page).click();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send', exact: true }) });
    const field = form.getByRole('textbox');
    const send = form.getByRole('button', { name: 'Send', exact: true });
    await screenshotAtBothWidths(page, 'chat-open', { overlay: true });

    await field.fill('สวัสดีครับ where is my Dragon fruit?');
    await send.click();
    await expect.poll(() => alerts).toEqual(['alert: สวัสดีครับ where is my Dragon fruit?']);
    expect(await field.inputValue()).toBe('');

    await field.fill('   \t  ');
    await send.click();
    await field.press('Enter');
    await send.click();
    await field.fill('');
    await send.click();
    await nextFrames(page);
    await page.waitForTimeout(300);
    expect(alerts).toHaveLength(1);

    await field.fill('second');
    await field.press('Enter');
    await expect.poll(() => alerts).toEqual(['alert: สวัสดีครับ where is my Dragon fruit?', 'alert: second']);
  });
});
