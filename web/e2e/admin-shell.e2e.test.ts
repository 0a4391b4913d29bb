import { describe, expect } from 'vitest';
import { adminGraphQL, adminLogin, chooseDashboardLanguage, createStaffAccount, signInDashboard } from './harness/admin-session';
import {
  accountButton,
  dashboardSidebar,
  delayGraphQL,
  recordGraphQLOperations,
  screenTitle,
  sidebarHeadings,
  sidebarLinkLabels,
  storeDashboardSession,
  storedAdminSession,
  submitAdminLogin,
  waitForDashboard,
} from './harness/admin-ui';
import { PHONE, test } from './harness/browser-test';
import { screenshotAtBothWidths } from './harness/screenshots';

const PLACEHOLDERS: [path: string, title: string][] = [
  ['use-cases', 'Use Case Templates'],
  ['chat-templates', 'Chat Templates'],
  ['ai-voices', 'AI Voices'],
  ['blogs', 'Blogs Management'],
  ['subscriptions', 'Subscriptions'],
  ['marketing', 'Marketing Dashboard'],
  ['menus', 'Menus Configuration'],
  ['website-setup', 'Website Setup'],
  ['media-manager', 'Media Manager'],
  ['tools', 'Admin Tools'],
];
const SIDEBAR_LINKS_WITHOUT_SCREEN: [path: string, title: string][] = [
  ['settings', 'Settings'],
  ['help-center', 'Help Center'],
];

describe('dashboard sign-in', () => {
  test('every dashboard address sends a visitor without a token to the login page', async ({ page, shop }) => {
    await chooseDashboardLanguage(page, shop.url, 'en');
    for (const path of ['/dashboard', '/dashboard/overview', '/dashboard/manage-admins', '/dashboard/no-such-screen']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard/login');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('ADMIN LOGIN');
    }
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Email').getAttribute('required')).not.toBeNull();
    expect(await page.getByLabel('Password').getAttribute('required')).not.toBeNull();
    await screenshotAtBothWidths(page, 'admin-login');
  });

  test("a wrong password shows 'อีเมลหรือรหัสผ่านไม่ถูกต้อง ❌', and repeated failures say when to try again", async ({ page, shop }) => {
    const account = await createStaffAccount(shop.url, 'ADMIN');
    // The login's answers are checked in Thai: the page opens as a first visit does, in Thai.
    await chooseDashboardLanguage(page, shop.url, null);
    await page.goto('/dashboard/login');
    await submitAdminLogin(page, { email: account.email, password: 'not-the-password' }, 'th');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText()).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง ❌');
    expect(page.url()).toMatch(/\/dashboard\/login$/);
    expect((await storedAdminSession(page)).token).toBeNull();

    // The server locks an account after 5 consecutive failures from one address.
    for (let attempt = 2; attempt <= 6; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/graphql'));
      await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
      await answered;
    }
    await expect.poll(() => alert.innerText()).toMatch(/กรุณาลองใหม่หลังเวลา \d{2}:\d{2} น\. \(อีกประมาณ 15 นาที\)/);
  });

  test("login reads 'Logging in...' while it runs, stores the session and shows the admin in the sidebar", async ({ page, shop }) => {
    const account = await createStaffAccount(shop.url, 'SUPER_ADMIN');
    await page.goto('/dashboard/login');
    await delayGraphQL(page, 'AdminLogin');
    await submitAdminLogin(page, account);
    const busy = page.getByRole('button', { name: 'Logging in...' });
    expect(await busy.isDisabled()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/dashboard');

    const { token, data } = await storedAdminSession(page);
    expect(token).toBeTruthy();
    expect(JSON.parse(data ?? '{}')).toMatchObject({ email: account.email, name: 'E2E SUPER_ADMIN', role: 'SUPER_ADMIN' });
    expect(await accountButton(page).innerText()).toContain('E2E SUPER_ADMIN');
    expect(await accountButton(page).innerText()).toContain(account.email);
    await expect.poll(() => dashboardSidebar(page).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');

    // Signed in, the login page leads back to the dashboard.
    await page.goto('/dashboard/login');
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  test('Logout clears the stored session and returns to the login page', async ({ page, shop }) => {
    await signInDashboard(page, shop.url, 'ADMIN');
    await page.goto('/dashboard/settings');
    await accountButton(page).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/dashboard/login');
    await expect.poll(() => storedAdminSession(page)).toEqual({ token: null, data: null });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('ADMIN LOGIN');
  });

  test('an admin deleted by a Super Admin is logged out by their next request', async ({ page, shop }) => {
    const superAdmin = await adminLogin(shop.url);
    const doomed = await adminLogin(shop.url, await createStaffAccount(shop.url, 'SUPER_ADMIN'));
    await storeDashboardSession(page, doomed, shop.url);
    await page.goto('/dashboard/settings');
    await expect.poll(() => accountButton(page).innerText()).toContain(doomed.admin.email);

    await adminGraphQL(shop.url, superAdmin.token, 'mutation ($id: Int!) { deleteAdmin(id: $id) }', { id: doomed.admin.id });
    // No reload: the next request ends the session, whether it is the one Manage Admins sends or the sidebar's
    // support-counts refresh that may come first (then the link is gone before the click lands).
    const loggedOut = page.waitForURL('**/dashboard/login');
    await Promise.race([loggedOut, dashboardSidebar(page).getByRole('link', { name: 'Manage Admins' }).click()]);
    await loggedOut;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('ADMIN LOGIN');
    await expect.poll(() => storedAdminSession(page)).toEqual({ token: null, data: null });
  });
});

describe('dashboard language', () => {
  test('a staff member without a language cookie gets the dashboard in Thai, and can switch it to English', async ({ page, shop }) => {
    const account = await createStaffAccount(shop.url, 'SUPER_ADMIN');
    await chooseDashboardLanguage(page, shop.url, null);
    await page.goto('/dashboard/login');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('เข้าสู่ระบบผู้ดูแล');
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    await submitAdminLogin(page, account, 'th');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await waitForDashboard(page);

    const sidebar = page.getByRole('complementary', { name: 'เมนูแดชบอร์ด' });
    const linkLabels = () => sidebar.getByRole('navigation', { name: 'หน้าจอแดชบอร์ด' }).getByRole('link').allInnerTexts();
    await expect.poll(linkLabels).toContain('ประวัติการทำรายการ');
    expect(await sidebar.getByRole('heading').allTextContents()).toEqual(['การชำระเงิน', 'เติม Robux', 'การจัดการผู้ดูแล']);
    await sidebar.getByRole('link', { name: 'ประวัติการทำรายการ' }).click();
    await expect.poll(() => screenTitle(page).innerText()).toBe('ประวัติการทำรายการ');
    await expect.poll(() => page.getByRole('button', { name: 'ดาวน์โหลดรายงาน' }).isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'สถานะ' }).innerText()).toContain('รอดำเนินการ');

    await sidebar.getByRole('combobox', { name: 'ภาษา' }).selectOption('en');
    await expect.poll(() => screenTitle(page).innerText()).toBe('Transaction History');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => sidebarLinkLabels(page)).toContain('Payment Reports');
    // The choice is the storefront's cookie: the next visit opens in English too.
    await page.reload();
    await expect.poll(() => screenTitle(page).innerText()).toBe('Transaction History');
    expect((await page.context().cookies(shop.url)).find((cookie) => cookie.name === 'language')?.value).toBe('en');
  });
});

describe('dashboard shell', () => {
  test('the sidebar search filters the links, hides empty headings and says when nothing matches', async ({ page, shop }) => {
    await signInDashboard(page, shop.url);
    await page.goto('/dashboard/settings');
    await waitForDashboard(page);
    expect(await sidebarLinkLabels(page)).toEqual([
      'Overview', 'Orders', 'Payment Review', 'Support Tickets', 'Personal Settings', 'Subscriptions', 'Admin Tools', 'Stock Items', 'Map Game Category', 'Manage Roblox Accounts',
      'Shop settings', 'Manage Payments', 'Payment Reports', 'Transaction History', 'Manage Top Up Robux', 'Manage Admins', 'Mail Log', 'Settings', 'Help Center',
      'GraphQL Playground',
    ]);
    await expect.poll(() => sidebarHeadings(page)).toEqual(['Payments', 'Top Up Robux', 'Admin Management']);

    const search = dashboardSidebar(page).getByRole('searchbox', { name: 'Search the menu' });
    await search.fill('REPORT');
    await expect.poll(() => sidebarLinkLabels(page)).toEqual(['Payment Reports']);
    await expect.poll(() => sidebarHeadings(page)).toEqual(['Payments']);
    await search.fill('ROB');
    await expect.poll(() => sidebarLinkLabels(page)).toEqual(['Manage Roblox Accounts', 'Manage Top Up Robux']);
    await expect.poll(() => sidebarHeadings(page)).toEqual(['Top Up Robux']);
    await search.fill('xyz');
    await expect.poll(() => sidebarLinkLabels(page)).toEqual([]);
    await expect.poll(() => dashboardSidebar(page).innerText()).toContain('No screens match “xyz”.');
    await search.fill('');
    await expect.poll(() => sidebarLinkLabels(page)).toHaveLength(20);

    await dashboardSidebar(page).getByRole('link', { name: 'Help Center' }).click();
    await page.waitForURL('**/dashboard/help-center');
    await expect.poll(() => dashboardSidebar(page).getByRole('link', { name: 'Help Center' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => dashboardSidebar(page).locator('a[aria-current="page"]').allInnerTexts()).toEqual(['Help Center']);
  });

  test('each placeholder screen and each sidebar link without a screen shows its title', async ({ page, shop }) => {
    await signInDashboard(page, shop.url);
    for (const [path, title] of [...PLACEHOLDERS, ...SIDEBAR_LINKS_WITHOUT_SCREEN]) {
      await page.goto(`/dashboard/${path}`);
      await expect.poll(() => screenTitle(page).innerText(), { message: path }).toBe(title);
      expect(await page.locator('main').innerText()).toContain('This screen is coming soon.');
    }
    await screenshotAtBothWidths(page, 'admin-shell-placeholder');
  });

  test('an unknown dashboard address shows a dashboard "not found" page inside the shell', async ({ page, shop }) => {
    await signInDashboard(page, shop.url);
    await page.goto('/dashboard/no-such-screen');
    await expect.poll(() => screenTitle(page).innerText()).toBe('Page not found');
    expect(await page.locator('main').innerText()).toContain('/dashboard/no-such-screen');
    expect(await dashboardSidebar(page).isVisible()).toBe(true);
  });

  test('an Editor sees only the catalogue and shared screens, starts at Stock Items and is told when a screen is not theirs', async ({ page, shop }) => {
    await signInDashboard(page, shop.url, 'EDITOR');
    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard/stock-items');
    await waitForDashboard(page);
    const links = await sidebarLinkLabels(page);
    for (const hidden of ['Overview', 'Payment Review', 'Personal Settings', 'Manage Payments', 'Payment Reports', 'Transaction History', 'Manage Admins']) {
      expect(links).not.toContain(hidden);
    }
    expect(links).toEqual(expect.arrayContaining(['Stock Items', 'Map Game Category', 'Manage Top Up Robux', 'GraphQL Playground']));
    expect(await sidebarHeadings(page)).not.toContain('Payments');

    await page.waitForLoadState('networkidle');
    const operations = recordGraphQLOperations(page);
    await page.goto('/dashboard/manage-admins');
    const refusal = page.getByRole('alert');
    await expect.poll(() => refusal.innerText()).toContain('Your role (Editor) cannot use this screen.');
    expect(await screenTitle(page).innerText()).toBe('Not available for your role');
    await page.goto('/dashboard/payment-reports');
    await expect.poll(() => refusal.innerText()).toContain('Your role (Editor) cannot use this screen.');
    expect(operations.filter((name) => name !== 'DashboardMe')).toEqual([]);
  });

  test('on a phone the sidebar waits behind the menu button and nothing scrolls sideways', async ({ page, shop }) => {
    await signInDashboard(page, shop.url);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.waitFor();
    expect(await dashboardSidebar(page).isVisible()).toBe(false);
    await expect.poll(() => screenTitle(page).innerText()).toBe('Overview');
    await screenshotAtBothWidths(page, 'admin-shell-overview');

    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => dashboardSidebar(page).isVisible()).toBe(true);
    await screenshotAtBothWidths(page, 'admin-shell-phone-menu', { overlay: true });
    await dashboardSidebar(page).getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/dashboard/settings');
    await expect.poll(() => dashboardSidebar(page).isVisible()).toBe(false);
    await expect.poll(() => screenTitle(page).innerText()).toBe('Settings');
  });
});
