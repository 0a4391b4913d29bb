/// <reference types="node" />
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { test as baseTest, inject } from 'vitest';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

/** The shop a test file talks to, and what of the browser's traffic it may tolerate. */
export interface ShopUnderTest {
  url: string;
  /** Hosts other than the shop's own that pages may (try to) reach. */
  outsideHostsAllowed: string[];
}

/** Everything the page asked for, and everything that went wrong while it ran. */
export interface Traffic {
  requests: URL[];
  problems: { text: string; url: string }[];
}

// Only Debian's Chromium is used; playwright-core never downloads a browser.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * `test` with a fresh browser context per test (`page`, at desktop size, base URL = the shop). After the test
 * it fails on any console error, uncaught page error, failed request or HTTP error answer, and on any request
 * to a host other than the shop's own. Outside hosts are also cut off, as they would be offline.
 */
export const test = baseTest
  .extend('shop', { scope: 'file' }, (): ShopUnderTest => ({ url: inject('shopUrl'), outsideHostsAllowed: [] }))
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('traffic', (): Traffic => ({ requests: [], problems: [] }))
  .extend('page', async ({ browser, shop, traffic }, { onCleanup }) => {
    const context = await browser.newContext({ baseURL: shop.url, viewport: DESKTOP });
    // Fail a missing element in seconds rather than at the test's time limit.
    context.setDefaultTimeout(10_000);
    await watchTraffic(context, shop, traffic);
    onCleanup(async () => {
      await context.close();
      assertCleanTraffic(shop, traffic);
    });
    return context.newPage();
  });

async function watchTraffic(context: BrowserContext, shop: ShopUnderTest, traffic: Traffic) {
  const shopHost = new URL(shop.url).host;
  const isOutside = (url: URL) => (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== shopHost;
  await context.route(isOutside, (route) => route.abort('internetdisconnected'));
  const problem = (text: string, url = '') => traffic.problems.push({ text, url });
  context.on('request', (request) => traffic.requests.push(new URL(request.url())));
  context.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // A navigation or unmount cancelling a request is not a failure of the shop.
    if (reason !== 'net::ERR_ABORTED') problem(`request failed (${reason}): ${request.method()} ${request.url()}`, request.url());
  });
  // A page that does not exist is answered with its "not found" page and a 404 status, as it should be; the
  // browser then logs that the page's own address failed to load.
  const pagesNotFound = new Set<string>();
  context.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) return void pagesNotFound.add(response.url());
    if (response.status() >= 400) problem(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`, response.url());
  });
  context.on('console', (message) => {
    const { url } = message.location();
    if (pagesNotFound.has(url) && message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error') problem(`console error: ${message.text()}`, url);
  });
  context.on('weberror', (error) => problem(`uncaught page error on ${error.page()?.url() ?? 'a page'}: ${error.error().message}`));
}

function assertCleanTraffic(shop: ShopUnderTest, traffic: Traffic) {
  const shopHost = new URL(shop.url).host;
  const tolerated = new Set(shop.outsideHostsAllowed);
  const hostOf = (url: string) => URL.canParse(url) ? new URL(url).host : '';
  const outside = traffic.requests
    .filter((url) => (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== shopHost && !tolerated.has(url.host))
    .map((url) => url.href);
  const complaints = traffic.problems.filter((entry) => !tolerated.has(hostOf(entry.url))).map((entry) => entry.text);
  if (outside.length > 0) complaints.push(`requests to outside hosts: ${[...new Set(outside)].join(', ')}`);
  if (complaints.length > 0) throw new Error(`The browser saw problems:\n  ${complaints.join('\n  ')}`);
}

/** Whether the page can scroll sideways; if so, with the outermost elements that stick out on the right. */
export async function scrollsSideways(page: Page) {
  return page.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    const { innerWidth } = window;
    if (scrollWidth <= innerWidth) return null;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((name) => `.${name}`).join('')}`;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > innerWidth + 0.5;
    // Content inside a sideways scroller or a clipping box does not widen the page.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement)) && !clipped(element))
      .slice(0, 5)
      .map((element) => `${describe(element)} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`);
    return { scrollWidth, innerWidth, culprits };
  });
}
