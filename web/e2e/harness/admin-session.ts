/// <reference types="node" />
import type { Page } from 'playwright-core';
import { TEST_ADMIN } from './shop-server';

/** The dashboard's languages: the storefront's language cookie chooses between them (Thai when there is none). */
export type DashboardLanguage = 'th' | 'en';

/**
 * Sets the language cookie for the shop before a dashboard page opens. Most dashboard tests read the English
 * labels; a test about Thai asks for it (or for no cookie at all, as a first visit has).
 */
export async function chooseDashboardLanguage(page: Page, shopUrl: string, language: DashboardLanguage | null): Promise<void> {
  if (language) await page.context().addCookies([{ name: 'language', value: language, url: shopUrl }]);
  else await page.context().clearCookies({ name: 'language' });
}

/** Roles as GraphQL names them (REST spells them 'Admin', 'Super Admin', 'Editor'). */
export type AdminRole = 'ADMIN' | 'SUPER_ADMIN' | 'EDITOR';

const REST_ROLE: Record<AdminRole, string> = { ADMIN: 'Admin', SUPER_ADMIN: 'Super Admin', EDITOR: 'Editor' };
const ROLE_OF_REST = Object.fromEntries(Object.entries(REST_ROLE).map(([role, rest]) => [rest, role])) as Record<string, AdminRole>;

export interface AdminAccount {
  id: number;
  name: string;
  email: string;
  role: AdminRole;
}

export interface SignedInAdmin {
  token: string;
  admin: AdminAccount;
}

async function callApi<T>(shopUrl: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = await fetch(`${shopUrl}${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in through the REST API (as the shop's first Super Admin unless told otherwise). */
export async function adminLogin(shopUrl: string, credentials = TEST_ADMIN): Promise<SignedInAdmin> {
  const { token, admin } = await callApi<SignedInAdmin>(shopUrl, '/api/admin/login', { method: 'POST', body: JSON.stringify(credentials) });
  return { token, admin: { ...admin, role: ROLE_OF_REST[admin.role] ?? admin.role } };
}

/** A new staff account with this role (unique e-mail per call), created by the first Super Admin. */
export async function createStaffAccount(shopUrl: string, role: AdminRole) {
  const superAdmin = await adminLogin(shopUrl);
  const credentials = { email: `e2e-${role.toLowerCase()}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`, password: 'staff-password-1' };
  await callApi(shopUrl, '/api/admin/register', {
    method: 'POST',
    token: superAdmin.token,
    body: JSON.stringify({ name: `E2E ${role}`, role: REST_ROLE[role], ...credentials }),
  });
  return credentials;
}

/**
 * Puts a signed-in admin into the page's browser storage the way the login page does (`adminToken`,
 * `adminData`) before any script runs, so the test can open a dashboard screen directly; the dashboard opens in
 * `language` (English unless asked; null leaves the language cookie out).
 */
export async function signInDashboard(
  page: Page,
  shopUrl: string,
  role: AdminRole = 'SUPER_ADMIN',
  { language = 'en' }: { language?: DashboardLanguage | null } = {},
): Promise<SignedInAdmin> {
  const session = role === 'SUPER_ADMIN' ? await adminLogin(shopUrl) : await adminLogin(shopUrl, await createStaffAccount(shopUrl, role));
  await chooseDashboardLanguage(page, shopUrl, language);
  await page.addInitScript(({ token, admin }) => {
    window.localStorage.setItem('adminToken', token);
    window.localStorage.setItem('adminData', JSON.stringify(admin));
  }, session);
  return session;
}

/** GraphQL as a signed-in admin: for arranging data and for checking what a screen shows against the database. */
export async function adminGraphQL<T>(shopUrl: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await callApi<{ data?: T; errors?: { message: string }[] }>(shopUrl, '/graphql', {
    method: 'POST',
    token,
    body: JSON.stringify({ query, variables }),
  });
  if (answer.errors?.length) throw new Error(answer.errors.map((error) => error.message).join('; '));
  return answer.data as T;
}
