/// <reference types="node" />
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE, scrollsSideways } from './browser-test';

/** Git-ignored; look at these after a run. */
const SCREENSHOT_DIR = fileURLToPath(new URL('../../e2e-screenshots/', import.meta.url));

/**
 * Saves a screenshot of the page's current state at phone (375 px) and desktop (1440 px) width as
 * `<name>-375.png` and `<name>-1440.png`, checking at each width that nothing makes the page scroll sideways
 * and that no image is broken. Pages are shot whole; an overlay (drawer, dialog, chat panel) is shot as the
 * screen shows it, since a full-page shot would pin it to the top of a long page. The page keeps its size.
 */
export async function screenshotAtBothWidths(page: Page, name: string, { overlay = false } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await settleLayout(page);
    if (!overlay) await loadLazyImages(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}${name}-${size.width}.png`, fullPage: !overlay });
    expect(await scrollsSideways(page), `${name} at ${size.width} px scrolls sideways`).toBeNull();
    expect(await brokenImages(page), `${name}: broken images`).toEqual([]);
  }
  if (original) await page.setViewportSize(original);
}

/** Saves the screen as it is now (its current size, no scrolling) as `<name>.png`, beside the others. */
export async function screenshotAsShown(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png` });
}

/** Scrolls to the bottom and back so lazy images below the fold are in the shot. */
async function loadLazyImages(page: Page) {
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await page.evaluate((y) => window.scrollTo(0, y), scrollY);
  await settleLayout(page);
}

async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images].filter((image) => image.complete && image.currentSrc && image.naturalWidth === 0).map((image) => image.currentSrc),
  );
}

/** Two animation frames: React effects that measure the new width have run and painted. */
async function settleLayout(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
