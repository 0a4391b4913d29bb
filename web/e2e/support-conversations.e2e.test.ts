import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createDeliverableItem, ordersShopTest as test, placeItemOrder, registerShopper, type Shopper } from './harness/admin-orders';
import { createCategory, uniqueName } from './harness/admin-catalogue-ui';
import { adminLogin, signInDashboard } from './harness/admin-session';
import { DESKTOP, PHONE } from './harness/browser-test';
import { screenshotAtBothWidths } from './harness/screenshots';
import { signInShopper } from './harness/shopper-pages';
import { storefrontUi } from './harness/storefront-ui';

/** Staff at the dashboard in a browser of their own, next to the gamer's. */
async function staffPage(browser: Browser, shopUrl: string, size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: shopUrl, viewport: size });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await signInDashboard(page, shopUrl);
  return page;
}

const messageLog = (scope: Page | ReturnType<Page['locator']>) => scope.getByRole('log');

async function openTicket(staff: Page, customerName: string) {
  await staff.goto('/dashboard/support-tickets');
  const item = staff.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: customerName });
  await item.click();
  return staff.getByRole('article', { name: customerName });
}

/** A REST call that must succeed, as the shopper or staff (`token`). */
async function api<T = any>(shopUrl: string, path: string, token: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<T> {
  const response = await fetch(`${shopUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function signedInGamer(page: Page, shopper: Shopper) {
  await page.goto('/');
  await signInShopper(page, shopper);
  await page.goto('/');
}

describe('support conversations', () => {
  for (const size of [DESKTOP, PHONE]) {
    test(`at ${size.width} px a gamer writes from the chat widget, staff answer in Support Tickets, and the answer appears live`, async ({ page, shop, browser }) => {
      await page.setViewportSize(size);
      const shopper = await registerShopper(shop.url);
      await signedInGamer(page, shopper);
      await storefrontUi.chatButton(page).click();
      const panel = storefrontUi.chatPanel(page);
      const question = `Where is my Dragon? ${uniqueName('q')}`;
      await panel.getByRole('textbox').fill(question);
      await panel.getByRole('button', { name: 'ส่ง', exact: true }).click();
      await expect.poll(() => messageLog(panel).innerText()).toContain(question);
      await expect.poll(() => messageLog(panel).innerText()).toContain('ส่งแล้ว');

      const staff = await staffPage(browser, shop.url, size);
      try {
        // The sidebar counts what no staff member has read yet.
        await staff.goto('/dashboard/orders');
        if (size === PHONE) await staff.getByRole('button', { name: 'Open menu' }).click();
        await expect.poll(() => staff.getByRole('link', { name: /^Support Tickets/ }).textContent()).toMatch(/^Support Tickets, \d+ unread$/);
        const ticket = await openTicket(staff, shopper.user.name);
        await expect.poll(() => messageLog(ticket).innerText()).toContain(question);
        await ticket.getByRole('textbox').fill('Sending it to you now — check your trade requests');
        await ticket.getByRole('button', { name: 'Send', exact: true }).click();
        if (size === DESKTOP) await screenshotAtBothWidths(staff, 'support-tickets');

        // No reload: the reply comes over the subscription, and opening it tells staff it was read.
        await expect.poll(() => messageLog(panel).innerText()).toContain('Sending it to you now');
        await expect.poll(() => messageLog(ticket).innerText()).toContain('Read');
        if (size === DESKTOP) await screenshotAtBothWidths(page, 'support-chat-conversation', { overlay: true });
      } finally {
        await staff.context().close();
      }
    });
  }

  test("an order's Need help? opens that order's conversation with a reason; staff see the order and the buyer beside it, linked", async ({ page, shop, browser }) => {
    const { token } = await adminLogin(shop.url);
    const game = await createCategory(shop.url, token, uniqueName('Help Game'));
    const item = await createDeliverableItem(shop.url, token, game.id, { deliveryMethod: 'IN_GAME_TRADE' });
    const shopper = await registerShopper(shop.url);
    const order = await placeItemOrder(shop.url, shopper, item.id, 'Some_Name');
    await signedInGamer(page, shopper);
    await page.goto(`/orders/${order.number}`);
    const help = page.getByRole('region', { name: 'ต้องการความช่วยเหลือเกี่ยวกับคำสั่งซื้อนี้?' });
    await help.getByRole('radio', { name: 'ยังไม่ได้รับสินค้า' }).check();
    await help.getByRole('button', { name: 'คุยกับทีมงาน' }).click();
    await help.getByRole('textbox').fill('Still nothing after an hour');
    await help.getByRole('button', { name: 'ส่ง', exact: true }).click();
    await expect.poll(() => messageLog(help).innerText()).toContain('Still nothing after an hour');
    await screenshotAtBothWidths(page, 'order-need-help');

    const staff = await staffPage(browser, shop.url, DESKTOP);
    try {
      const ticket = await openTicket(staff, shopper.user.name);
      await expect.poll(() => ticket.innerText()).toContain('Not received');
      await ticket.getByRole('link', { name: shopper.user.email }).click();
      await expect.poll(() => staff.getByRole('region', { name: 'Personal Settings' }).innerText()).toContain(shopper.user.email);
      await staff.goBack();
      await ticket.getByRole('link', { name: `Order ${order.number}` }).click();
      await staff.waitForURL(`**/dashboard/orders/${order.number}`);
    } finally {
      await staff.context().close();
    }
  });

  test('signed out, the widget asks the gamer to sign in; with the socket refused, replies still arrive by polling', async ({ page, shop, browser }) => {
    await page.goto('/');
    await storefrontUi.chatButton(page).click();
    await storefrontUi.chatPanel(page).getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await storefrontUi.signInDialog(page).waitFor();

    const shopper = await registerShopper(shop.url);
    // Every WebSocket the page opens is refused at once, as a proxy without WebSocket support would.
    await page.routeWebSocket(/\/graphql$/, (socket) => socket.close({ code: 1011, reason: 'no WebSockets here' }));
    await signedInGamer(page, shopper);
    await storefrontUi.chatButton(page).click();
    const panel = storefrontUi.chatPanel(page);
    await panel.getByRole('textbox').fill('Hello without sockets');
    await panel.getByRole('button', { name: 'ส่ง', exact: true }).click();
    await expect.poll(() => messageLog(panel).innerText()).toContain('Hello without sockets');

    const staff = await staffPage(browser, shop.url, DESKTOP);
    try {
      const ticket = await openTicket(staff, shopper.user.name);
      await ticket.getByRole('textbox').fill('Polling works too');
      await ticket.getByRole('button', { name: 'Send', exact: true }).click();
    } finally {
      await staff.context().close();
    }
    await expect.poll(() => messageLog(panel).innerText(), { timeout: 15_000 }).toContain('Polling works too');
  });

  test("a staff reply shows an unread badge on the chat button and in My orders, live; the order's conversation continues and reading it clears both", async ({ page, shop }) => {
    const { token } = await adminLogin(shop.url);
    const game = await createCategory(shop.url, token, uniqueName('Badge Game'));
    const item = await createDeliverableItem(shop.url, token, game.id);
    const shopper = await registerShopper(shop.url);
    const order = await placeItemOrder(shop.url, shopper, item.id, 'Some_Name');
    const opened = await api(shop.url, '/api/support/conversations', shopper.token, { order_number: order.number, reason: 'NOT_RECEIVED' });
    const conversationId: number = opened.conversation.id;
    await api(shop.url, `/api/support/conversations/${conversationId}/messages`, shopper.token, { body: 'Has it been sent?' });
    await api(shop.url, `/api/admin/support/conversations/${conversationId}/messages`, token, { body: 'Yes, check your trades' });

    await page.setViewportSize(PHONE);
    await signedInGamer(page, shopper);
    const chatButton = storefrontUi.chatButton(page);
    await expect.poll(() => chatButton.getAttribute('aria-label')).toBe('เปิดแชทกับทีมงาน: มีข้อความใหม่ 1 ข้อความ');
    expect(await chatButton.textContent()).toBe('1');

    await page.goto('/orders');
    const row = page.getByRole('listitem').filter({ hasText: order.number });
    await expect.poll(() => row.innerText()).toContain('มีข้อความใหม่ 1 ข้อความ');

    // No reload: a second reply reaches the open page over the subscription.
    await api(shop.url, `/api/admin/support/conversations/${conversationId}/messages`, token, { body: 'It is in your inventory now' });
    await expect.poll(() => row.innerText()).toContain('มีข้อความใหม่ 2 ข้อความ');
    await expect.poll(() => chatButton.getAttribute('aria-label')).toBe('เปิดแชทกับทีมงาน: มีข้อความใหม่ 2 ข้อความ');
    await screenshotAtBothWidths(page, 'support-unread-my-orders');

    // The order's conversation is shown at once, continued (no reason asked again), and reading it clears the badges.
    await row.getByRole('link', { name: order.number }).click();
    const help = page.getByRole('region', { name: 'ต้องการความช่วยเหลือเกี่ยวกับคำสั่งซื้อนี้?' });
    await expect.poll(() => messageLog(help).innerText()).toContain('It is in your inventory now');
    expect(await help.getByRole('radio').count()).toBe(0);
    await expect.poll(() => chatButton.getAttribute('aria-label')).toBe('เปิดแชทกับทีมงาน');
    await page.goto('/orders');
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: order.number }).innerText()).not.toContain('มีข้อความใหม่');
    expect((await api(shop.url, '/api/support/unread', shopper.token)).total).toBe(0);
  });

  test('the chat says staff reply within minutes only within the hours set in the dashboard, and when they come back outside them', async ({ page, shop, browser }) => {
    const staff = await staffPage(browser, shop.url, DESKTOP);
    try {
      await staff.goto('/dashboard/support-tickets');
      const editor = staff.getByRole('region', { name: 'Support hours' });
      await editor.getByRole('checkbox', { name: 'Show support hours in the chat' }).check();
      for (const day of ['Saturday', 'Sunday']) await editor.getByRole('checkbox', { name: day }).check();
      await editor.getByLabel('Opens').fill('00:00');
      await editor.getByLabel('Closes').fill('00:00');
      await editor.getByRole('button', { name: 'Save' }).click();
      // Equal opening and closing times are refused by the server, and said so.
      await expect.poll(() => editor.getByRole('alert').innerText()).toContain('Could not save');
      await editor.getByLabel('Closes').fill('23:59');
      await editor.getByRole('button', { name: 'Save' }).click();
      await editor.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    } finally {
      await staff.context().close();
    }
    const { hours } = await (await fetch(`${shop.url}/api/support/hours`)).json();
    expect(hours).toMatchObject({ days: [0, 1, 2, 3, 4, 5, 6], opens_at: '00:00', closes_at: '23:59' });

    await page.goto('/');
    await storefrontUi.chatButton(page).click();
    const panel = storefrontUi.chatPanel(page);
    // The server says whether staff are in (only the last minute of each day is outside these hours).
    if (hours.support_open_now) {
      await expect.poll(() => panel.innerText()).toContain('ปกติตอบกลับภายในไม่กี่นาที');
      expect(await panel.locator('.support-chat__presence').count()).toBe(1);
    } else {
      await expect.poll(() => panel.innerText()).toContain('ตอนนี้ทีมงานไม่อยู่ จะตอบกลับตั้งแต่');
    }

    const { token } = await adminLogin(shop.url);
    await api(shop.url, '/api/admin/support/settings', token, { hours: null, reply_mail_minutes: 5 }, 'PUT');
    await page.reload();
    const answered = page.waitForResponse((response) => response.request().postData()?.includes('query SupportHours') ?? false);
    await storefrontUi.chatButton(page).click();
    expect(await (await answered).json()).toEqual({ data: { supportHours: null } });
    await storefrontUi.chatPanel(page).getByRole('button', { name: 'เข้าสู่ระบบ' }).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await storefrontUi.chatPanel(page).innerText()).not.toMatch(/ปกติตอบกลับ|ทีมงานไม่อยู่/);
    expect(await storefrontUi.chatPanel(page).locator('.support-chat__presence').count()).toBe(0);
  });
});
