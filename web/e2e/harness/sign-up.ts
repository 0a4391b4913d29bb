import type { Page } from 'playwright-core';
import { latestMailTo, linkIn, outboxOf } from './outbox';

/** The sign-in modal once a sign-up is sent: it is named by its new title. */
export const checkEmailDialog = (page: Page) => page.getByRole('dialog', { name: /^(ตรวจสอบอีเมลของคุณ|Check your e-mail)$/ });

/**
 * After the sign-in modal's sign-up: the modal says to check the inbox; the link in the confirmation mail (read
 * from the shop's outbox) is opened in the same tab, which confirms the address and signs the shopper in.
 */
export async function confirmSignUpFromMail(page: Page, shopUrl: string, email: string) {
  await checkEmailDialog(page).waitFor();
  const link = linkIn(await latestMailTo(outboxOf(shopUrl), email), `${shopUrl}/confirm-email?token=`);
  await page.goto(link);
  await page.getByText(/^(ยืนยันอีเมลแล้ว|Your e-mail is confirmed)/).waitFor();
}
