import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminGraphQL, signInDashboard } from './harness/admin-session';
import { test } from './harness/browser-test';
import { bahtText, satangOf } from './harness/catalogue-oracle';
import { screenshotAtBothWidths } from './harness/screenshots';

interface CreditRecord {
  id: number;
  ordersCount: number;
  totalCredits: string;
  remainingCredits: string;
  customer: { id: number; name: string; email: string };
}
interface Profile {
  customer: { id: number; name: string; email: string; picture: string | null; createdAt: string };
  credit: { ordersCount: number; totalCredits: string; remainingCredits: string } | null;
  recentTransactions: { id: number; type: string; status: string; amount: string; method: string; date: string }[];
}

const fetchCredits = async (shopUrl: string, token: string) =>
  (
    await adminGraphQL<{ customerCredits: CreditRecord[] }>(
      shopUrl,
      token,
      'query CreditsOracle { customerCredits { id ordersCount totalCredits remainingCredits customer { id name email } } }',
    )
  ).customerCredits;

const fetchProfile = async (shopUrl: string, token: string, customerId: number) =>
  (
    await adminGraphQL<{ customerProfile: Profile }>(
      shopUrl,
      token,
      `query ProfileOracle($customerId: Int!) { customerProfile(customerId: $customerId) {
        customer { id name email picture createdAt }
        credit { ordersCount totalCredits remainingCredits }
        recentTransactions { id type status amount method date }
      } }`,
      { customerId },
    )
  ).customerProfile;

// The spec's thresholds (section 4), worked out here in satang rather than with the page's own helper.
const LEVELS = [
  { from: 300_000, level: 'high', colour: 'rgb(34, 197, 94)' },
  { from: 150_000, level: 'medium', colour: 'rgb(234, 179, 8)' },
  { from: -Infinity, level: 'low', colour: 'rgb(239, 68, 68)' },
] as const;
const levelOf = (remaining: string) => LEVELS.find((entry) => signedSatang(remaining) >= entry.from)!;
const signedSatang = (amount: string) => (amount.startsWith('-') ? -satangOf(amount.slice(1)) : satangOf(amount));
const signedBahtText = (amount: string) => (signedSatang(amount) > 0 ? `+${bahtText(amount)}` : bahtText(amount));
const LABEL: Record<string, string> = {
  DEPOSIT: 'Deposit',
  WITHDRAWAL: 'Withdrawal',
  TRANSFER: 'Transfer',
  COMPLETED: 'Completed',
  PENDING: 'Pending',
  FAILED: 'Failed',
};
const bangkokDay = (iso: string) => new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

const cards = (page: Page) => page.getByRole('list', { name: 'Customer credits' }).getByRole('listitem');
/** The value next to a label in a card's or the profile's figures. */
const figureText = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').innerText();

describe('Personal Settings (customer credits)', () => {
  test('shows one card per credit record with its figures, coloured by the remaining-credit level', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const credits = await fetchCredits(shop.url, token);
    // The seed has customers at every level, so each colour is checked.
    expect(new Set(credits.map((record) => levelOf(record.remainingCredits).level))).toEqual(new Set(['high', 'medium', 'low']));

    await page.goto('/dashboard/personal');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Personal Settings');
    await expect.poll(() => cards(page).count()).toBe(credits.length);
    for (const [index, record] of credits.entries()) {
      const card = cards(page).nth(index);
      const expected = levelOf(record.remainingCredits);
      expect(await card.getByRole('heading').innerText()).toBe(record.customer.name);
      expect(await card.innerText()).toContain(record.customer.email);
      expect(await figureText(card, 'User ID')).toBe(String(record.customer.id));
      expect(await figureText(card, 'Orders')).toBe(String(record.ordersCount));
      expect(await figureText(card, 'Total Credits')).toBe(bahtText(record.totalCredits));
      const remaining = card.locator('dt', { hasText: /^Remaining Credits$/ }).locator('xpath=following-sibling::dd[1]');
      expect(await remaining.innerText()).toBe(bahtText(record.remainingCredits));
      expect(await remaining.getAttribute('class'), `${record.customer.name} at ${record.remainingCredits}`).toContain(`credit-level--${expected.level}`);
      expect(await remaining.evaluate((element) => getComputedStyle(element).color)).toBe(expected.colour);
    }
    await screenshotAtBothWidths(page, 'admin-personal-settings');
  });

  test('Manage is disabled and its tooltip says why; it is never a dead button', async ({ page, shop }) => {
    await signInDashboard(page, shop.url);
    await page.goto('/dashboard/personal');
    const manageButtons = page.getByRole('button', { name: 'Manage', exact: true });
    await expect.poll(() => manageButtons.count()).toBeGreaterThan(0);
    for (const manage of await manageButtons.all()) {
      expect(await manage.isDisabled()).toBe(true);
      const tooltip = await manage.getAttribute('title');
      expect(tooltip).toMatch(/coming soon/i);
      const describedBy = await manage.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(tooltip);
    }
  });

  test("View Profile opens that customer's details, credit and recent transactions", async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const credits = await fetchCredits(shop.url, token);
    const profiles = await Promise.all(credits.map((record) => fetchProfile(shop.url, token, record.customer.id)));
    // The customer with the most recent transactions shows the most.
    const profile = profiles.reduce((best, next) => (next.recentTransactions.length > best.recentTransactions.length ? next : best));
    expect(profile.recentTransactions.length).toBeGreaterThan(0);
    expect(profile.recentTransactions.length).toBeLessThanOrEqual(10);

    await page.goto('/dashboard/personal');
    const card = cards(page).filter({ has: page.getByRole('heading', { name: profile.customer.name, exact: true }) });
    await card.getByRole('button', { name: 'View Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customer Profile' });
    await dialog.getByRole('table').waitFor();
    const text = await dialog.innerText();
    expect(text).toContain(profile.customer.name);
    expect(text).toContain(profile.customer.email);
    expect(await figureText(dialog, 'User ID')).toBe(String(profile.customer.id));
    expect(await figureText(dialog, 'Joined')).toBe(bangkokDay(profile.customer.createdAt));
    expect(await figureText(dialog, 'Orders')).toBe(String(profile.credit!.ordersCount));
    expect(await figureText(dialog, 'Total Credits')).toBe(bahtText(profile.credit!.totalCredits));
    expect(await figureText(dialog, 'Remaining Credits')).toBe(bahtText(profile.credit!.remainingCredits));
    expect(await dialog.locator('img').count()).toBe(profile.customer.picture ? 1 : 0);
    const rows = await dialog
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim())));
    expect(rows).toEqual(
      profile.recentTransactions.map((transaction) => [
        transaction.date,
        LABEL[transaction.type],
        signedBahtText(transaction.amount),
        transaction.method,
        LABEL[transaction.status],
      ]),
    );
    await screenshotAtBothWidths(page, 'admin-customer-profile', { overlay: true });

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Another customer's profile is that customer's, not the one cached before.
    const other = profiles.find((candidate) => candidate.customer.id !== profile.customer.id)!;
    await cards(page)
      .filter({ has: page.getByRole('heading', { name: other.customer.name, exact: true }) })
      .getByRole('button', { name: 'View Profile' })
      .click();
    await expect.poll(() => figureText(dialog, 'User ID')).toBe(String(other.customer.id));
    expect(await dialog.innerText()).toContain(other.customer.email);
  });

  test('the search box filters the cards by name or e-mail and says when nothing matches', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const credits = await fetchCredits(shop.url, token);
    const target = credits.at(-1)!;
    await page.goto('/dashboard/personal');
    await expect.poll(() => cards(page).count()).toBe(credits.length);
    const search = page.getByRole('searchbox', { name: 'Search customers' });

    await search.fill(`  ${target.customer.email.toUpperCase()} `);
    expect(await cards(page).getByRole('heading').allInnerTexts()).toEqual([target.customer.name]);
    const nameMatches = (text: string) => text.toLowerCase().includes(target.customer.name.toLowerCase());
    const byName = credits.filter((record) => nameMatches(record.customer.name) || nameMatches(record.customer.email));
    await search.fill(target.customer.name);
    expect(await cards(page).getByRole('heading').allInnerTexts()).toEqual(byName.map((record) => record.customer.name));

    await search.fill('no-customer-is-called-this');
    expect(await cards(page).count()).toBe(0);
    expect(await page.getByText('No customer matches “no-customer-is-called-this”.').isVisible()).toBe(true);
    await search.fill('');
    expect(await cards(page).count()).toBe(credits.length);
  });

  test('an Admin (not only a Super Admin) sees the credit cards and profiles', async ({ page, shop }) => {
    await signInDashboard(page, shop.url, 'ADMIN');
    await page.goto('/dashboard/personal');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await cards(page).first().getByRole('button', { name: 'View Profile' }).click();
    await page.getByRole('dialog', { name: 'Customer Profile' }).locator('dt', { hasText: /^Joined$/ }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
