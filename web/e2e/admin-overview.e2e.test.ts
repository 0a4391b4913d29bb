import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminGraphQL, signInDashboard } from './harness/admin-session';
import { PHONE, test } from './harness/browser-test';
import { bahtText } from './harness/catalogue-oracle';
import { screenshotAtBothWidths } from './harness/screenshots';

interface DashboardStats {
  totalRevenue: string;
  totalTransactions: number;
  totalUsers: number;
  revenueByMonth: { month: string; revenue: string }[];
  userGrowth: { weekday: string; count: number }[];
  latestItems: { id: number; name: string; stock: number; price: string; category: { name: string } }[];
}
interface CatalogueItem {
  id: number;
  name: string;
  stock: number;
  price: string;
  category: { name: string };
}

const STATS_ORACLE = `query OverviewOracle {
  dashboardStats {
    totalRevenue totalTransactions totalUsers
    revenueByMonth { month revenue }
    userGrowth { weekday count }
    latestItems { id name stock price category { name } }
  }
  transactions(page: { limit: 1 }) { total }
  items(sort: NEWEST, page: { limit: 5 }) { items { id name stock price category { name } } }
}`;

async function fetchOracle(shopUrl: string, token: string) {
  return adminGraphQL<{ dashboardStats: DashboardStats; transactions: { total: number }; items: { items: CatalogueItem[] } }>(
    shopUrl,
    token,
    STATS_ORACLE,
  );
}

const countText = (count: number) => new Intl.NumberFormat('en-US').format(count);
const monthText = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, monthNumber! - 1, 1)).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
};

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const chart = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The figures a chart's visually hidden table lists, as [row heading, value] pairs. */
async function chartFigures(panel: Locator): Promise<string[][]> {
  return panel.locator('table tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')));
}

/** How many pixels of the canvas have been painted: a blank canvas has none. */
function paintedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const pixels = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
    let painted = 0;
    for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]) painted += 1;
    return painted;
  });
}

describe('dashboard overview', () => {
  test("its cards show dashboardStats' figures, its charts draw them 300 px high, its table lists the 5 newest items", async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const oracle = await fetchOracle(shop.url, token);
    const stats = oracle.dashboardStats;
    // The seed's demo money is never revenue (only paid orders are), so revenue may be 0; the rest has something true to show.
    expect(stats.totalRevenue).toMatch(/^-?\d+\.\d{2}$/);
    expect(stats.totalTransactions).toBe(oracle.transactions.total);
    expect(stats.totalUsers).toBeGreaterThan(0);

    await page.goto('/dashboard/overview');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Overview');
    const figure = (name: string) => card(page, name).locator('.overview-stat__value');
    await expect.poll(() => figure('Total Revenue').innerText()).toBe(bahtText(stats.totalRevenue));
    expect(await figure('Total Transactions').innerText()).toBe(countText(stats.totalTransactions));
    expect(await figure('Total Users').innerText()).toBe(countText(stats.totalUsers));

    const revenue = chart(page, 'Revenue Overview');
    expect(await chartFigures(revenue)).toEqual(stats.revenueByMonth.map((entry) => [monthText(entry.month), bahtText(entry.revenue)]));
    expect(stats.revenueByMonth).toHaveLength(6);
    const growth = chart(page, 'User Growth');
    expect(await chartFigures(growth)).toEqual(stats.userGrowth.map((entry) => [entry.weekday, countText(entry.count)]));
    expect(stats.userGrowth.map((entry) => entry.weekday)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    for (const panel of [revenue, growth]) {
      const canvas = panel.locator('canvas');
      expect((await canvas.boundingBox())?.height).toBe(300);
      expect(await canvas.getAttribute('role')).toBe('img');
      expect(await canvas.getAttribute('aria-label')).toMatch(/ chart: .+/);
      await expect.poll(() => paintedPixels(canvas)).toBeGreaterThan(2000);
    }

    const newest = oracle.items.items;
    expect(newest).toHaveLength(5);
    expect(stats.latestItems.map((item) => item.id)).toEqual(newest.map((item) => item.id));
    const table = page.getByRole('table', { name: 'Latest Robox Items' });
    for (const name of ['Item', 'Category', 'Stock', 'Price']) {
      expect(await table.getByRole('columnheader', { name, exact: true }).count(), `column ${name}`).toBe(1);
    }
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim())));
    expect(rows).toEqual(newest.map((item) => [item.name, item.category.name || 'Other', countText(item.stock), bahtText(item.price)]));

    await screenshotAtBothWidths(page, 'admin-overview');
  });

  test('stacks its cards and charts in one column on a phone', async ({ page, shop }) => {
    await signInDashboard(page, shop.url);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/overview');
    await card(page, 'Total Users').locator('.overview-stat__value').waitFor();
    const boxes = await Promise.all(
      ['Total Revenue', 'Total Transactions', 'Total Users', 'Revenue Overview', 'User Growth'].map(async (name) => (await card(page, name).boundingBox())!),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box.x, `panel ${index} starts where the first does`).toBeCloseTo(boxes[0]!.x, 0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      if (index > 0) expect(box.y, `panel ${index} is below the one before`).toBeGreaterThan(boxes[index - 1]!.y + boxes[index - 1]!.height - 1);
    }
    expect((await chart(page, 'Revenue Overview').locator('canvas').boundingBox())?.height).toBe(300);
  });

  test('what waits sits at the top: the counts the server gives, each leading to its screen', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url, 'ADMIN');
    const { waitingWork: work } = await adminGraphQL<{
      waitingWork: { orderSlipsToReview: number; topupSlipsToReview: number; ordersToDeliver: number; ordersDelivering: number; unreadSupportConversations: number; todaySales: string };
    }>(shop.url, token, '{ waitingWork { orderSlipsToReview topupSlipsToReview ordersToDeliver ordersDelivering unreadSupportConversations todaySales } }');
    await page.goto('/dashboard/overview');
    const panel = page.getByRole('region', { name: 'Waiting for you' });
    const tile = (label: string) => panel.getByRole('link').filter({ hasText: label });
    await expect.poll(() => tile('Slips to review').locator('.overview-waiting__value').innerText()).toBe(countText(work.orderSlipsToReview + work.topupSlipsToReview));
    expect(await tile('Orders to deliver').locator('.overview-waiting__value').innerText()).toBe(countText(work.ordersToDeliver));
    expect(await tile('Unread support').locator('.overview-waiting__value').innerText()).toBe(countText(work.unreadSupportConversations));
    expect(await tile("Today's sales").locator('.overview-waiting__value').innerText()).toBe(bahtText(work.todaySales));
    // The panel comes before the figures.
    expect((await panel.boundingBox())!.y).toBeLessThan((await card(page, 'Total Revenue').boundingBox())!.y);

    await tile('Orders to deliver').click();
    await page.waitForURL((url) => url.pathname === '/dashboard/orders' && url.searchParams.get('status') === 'paid');
  });

  test('an Admin (not only a Super Admin) sees the overview', async ({ page, shop }) => {
    await signInDashboard(page, shop.url, 'ADMIN');
    await page.goto('/dashboard');
    await expect.poll(() => card(page, 'Total Revenue').locator('.overview-stat__value').innerText()).toMatch(/^฿[\d,]+\.\d{2}$/);
    expect(await page.getByRole('table', { name: 'Latest Robox Items' }).locator('tbody tr').count()).toBe(5);
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
