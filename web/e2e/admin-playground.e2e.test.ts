import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { signInDashboard } from './harness/admin-session';
import { dashboardSidebar } from './harness/admin-ui';
import { test } from './harness/browser-test';
import { screenshotAtBothWidths } from './harness/screenshots';

/** The JavaScript files the page has loaded so far. */
const loadedScripts = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));

/** Whether any of these scripts holds GraphiQL (its container class is in its code). */
async function anyHoldsGraphiQL(page: Page, scripts: string[]) {
  for (const script of scripts) {
    if ((await (await page.request.get(script)).text()).includes('graphiql-container')) return true;
  }
  return false;
}

const QUERY = '{ me { email } }';

describe('staff GraphQL playground', () => {
  test('GraphiQL is downloaded only when the playground opens', async ({ page, shop }) => {
    await signInDashboard(page, shop.url);
    await page.goto('/dashboard/settings');
    await dashboardSidebar(page).waitFor();
    expect(await anyHoldsGraphiQL(page, await loadedScripts(page))).toBe(false);

    await dashboardSidebar(page).getByRole('link', { name: 'GraphQL Playground' }).click();
    await page.locator('.graphiql-container').waitFor();
    expect(await anyHoldsGraphiQL(page, await loadedScripts(page))).toBe(true);
  });

  test('runs `{ me { email } }` with the admin token and opens the schema docs', async ({ page, shop }) => {
    const { admin } = await signInDashboard(page, shop.url);
    await page.goto('/dashboard/graphql');
    const editor = page.locator('.graphiql-query-editor .CodeMirror');
    await editor.waitFor();
    await editor.evaluate((element, query) => (element as unknown as { CodeMirror: { setValue(text: string): void } }).CodeMirror.setValue(query), QUERY);
    // GraphiQL reads an edit (and its operation name) after a short debounce, storing the query as it does.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('graphiql:query'))).toBe(QUERY);

    await page.getByRole('button', { name: /^Execute query/ }).click();
    const response = page.locator('.graphiql-response');
    await expect.poll(() => response.innerText()).toContain(`"email": "${admin.email}"`);
    await screenshotAtBothWidths(page, 'admin-playground', { overlay: true });

    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    const docs = page.locator('.graphiql-doc-explorer');
    await expect.poll(() => docs.innerText()).toContain('Root Types');
    await docs.getByRole('link', { name: 'Query', exact: true }).first().click();
    await expect.poll(() => docs.innerText()).toMatch(/\bme\s*:\s*Admin!/);
    await screenshotAtBothWidths(page, 'admin-playground-docs', { overlay: true });
  });
});
