import type { Page } from 'playwright-core';
import { chooseDashboardLanguage, type DashboardLanguage, type SignedInAdmin } from './admin-session';

const LOGIN_LABELS: Record<DashboardLanguage, { email: string; password: string; login: string }> = {
  th: { email: 'อีเมล', password: 'รหัสผ่าน', login: 'เข้าสู่ระบบ' },
  en: { email: 'Email', password: 'Password', login: 'Login' },
};

/**
 * Fills and submits the /dashboard/login form (the page must be open), in `language` (English unless asked): a
 * login page open in the other language is reloaded in this one first.
 */
export async function submitAdminLogin(page: Page, { email, password }: { email: string; password: string }, language: DashboardLanguage = 'en') {
  if ((await page.locator('html').getAttribute('lang')) !== language) {
    await chooseDashboardLanguage(page, new URL(page.url()).origin, language);
    await page.reload();
  }
  const labels = LOGIN_LABELS[language];
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.login, exact: true }).click();
}

/** The dashboard sidebar (search, links, signed-in admin). */
export const dashboardSidebar = (page: Page) => page.getByRole('complementary', { name: 'Dashboard menu' });

/** Waits until the signed-in dashboard shows its sidebar links, in either language. */
export const waitForDashboard = (page: Page) =>
  page.getByRole('complementary', { name: /^(Dashboard menu|เมนูแดชบอร์ด)$/ }).getByRole('link').first().waitFor();

/** The sidebar's screen links, as their labels. */
export const sidebarLinkLabels = (page: Page) =>
  dashboardSidebar(page).getByRole('navigation', { name: 'Dashboard screens' }).getByRole('link').allInnerTexts();

/** The sidebar's section headings as written (the sidebar shows them in capitals). */
export const sidebarHeadings = (page: Page) => dashboardSidebar(page).getByRole('heading').allTextContents();

/** The signed-in admin's button at the bottom of the sidebar (opens Logout). */
export const accountButton = (page: Page) => dashboardSidebar(page).locator('.admin-account__toggle');

/** The open screen's title. */
export const screenTitle = (page: Page) => page.locator('#admin-page-title');

/** Holds every GraphQL request whose body mentions `operation` for `ms` before sending it, so busy states can be seen. */
export async function delayGraphQL(page: Page, operation: string, ms = 800) {
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes(operation)) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Names of the GraphQL operations the page sends from now on. */
export function recordGraphQLOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postData() ?? '';
    try {
      const parsed = JSON.parse(body) as { operationName?: string };
      operations.push(parsed.operationName ?? '(anonymous)');
    } catch {
      operations.push(body.match(/"operationName":"(\w+)"/)?.[1] ?? '(multipart)');
    }
  });
  return operations;
}

/** The stored dashboard session keys. */
export const storedAdminSession = (page: Page) =>
  page.evaluate(() => ({ token: window.localStorage.getItem('adminToken'), data: window.localStorage.getItem('adminData') }));

/** Puts this signed-in admin into the page's storage before any script runs, as the login page would; in English unless asked. */
export async function storeDashboardSession(page: Page, session: SignedInAdmin, shopUrl: string, language: DashboardLanguage | null = 'en') {
  await chooseDashboardLanguage(page, shopUrl, language);
  await page.addInitScript(({ token, admin }) => {
    window.localStorage.setItem('adminToken', token);
    window.localStorage.setItem('adminData', JSON.stringify(admin));
  }, session);
}

/** Every dashboard screen that does work (no placeholder, not the playground), for checks that go through them all. */
export const DASHBOARD_WORK_SCREENS = [
  'overview', 'orders', 'payment-review', 'support-tickets', 'personal', 'stock-items', 'map-game-category', 'manage-roblox-accounts',
  'topup-robux-management', 'manage-payments', 'payment-reports', 'transaction-history', 'manage-admins', 'mail-log', 'shop-settings',
];
