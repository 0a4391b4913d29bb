import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { ordersShopTest as test } from './harness/admin-orders';
import { signInDashboard } from './harness/admin-session';
import { DASHBOARD_WORK_SCREENS } from './harness/admin-ui';
import { sidewaysOverflow } from './harness/reflow';
import { shopperWithOrder, signInShopper } from './harness/shopper-pages';
import { storefrontUi } from './harness/storefront-ui';

/** 320 CSS px is the criterion's own width; 640 px is a 1280 px window at 200% zoom. */
const NARROW = { width: 320, height: 640 };
const ZOOMED = { width: 640, height: 360 };

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Animations still playing, apart from the page spinner (which keeps turning, slowly, on purpose). */
const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
      .filter((target) => !(target instanceof Element && target.classList.contains('page-spinner__wheel')))
      .map((target) => (target instanceof Element ? target.className : String(target))),
  );

async function openCartDrawer(page: Page) {
  await page.goto('/');
  await h1(page).waitFor();
  await storefrontUi.cartButton(page).click();
  await storefrontUi.cartDrawer(page).waitFor();
}

describe('motion and reflow', () => {
  test('with reduced motion asked for, a hovered game card, the cart drawer and the chat do not animate', async ({ page }) => {
    const hoverGameCard = async () => {
      await page.goto('/');
      await page.locator('a.game-card__body').first().hover();
    };
    // The same steps animate by default: what is measured below is really there to be switched off.
    await hoverGameCard();
    expect(await runningAnimations(page)).not.toEqual([]);
    await openCartDrawer(page);
    expect(await runningAnimations(page)).not.toEqual([]);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await hoverGameCard();
    expect(await runningAnimations(page)).toEqual([]);
    await openCartDrawer(page);
    expect(await runningAnimations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await storefrontUi.chatButton(page).click();
    await storefrontUi.chatPanel(page).waitFor();
    expect(await runningAnimations(page)).toEqual([]);
  });

  for (const [name, size] of [['320 px', NARROW], ['200% zoom (640 px)', ZOOMED]] as const) {
    test(`customer pages reflow at ${name} without sideways scrolling, in Thai and English`, async ({ page, shop }) => {
      const { shopper, order } = await shopperWithOrder(shop.url);
      await page.setViewportSize(size);
      const found: Record<string, string[]> = {};
      const check = async (state: string) => {
        const offenders = await sidewaysOverflow(page);
        if (offenders.length) found[state] = offenders;
      };
      // A line too wide for the page is caught: the pages' containers do not clip it out of sight.
      await page.goto('/');
      await h1(page).waitFor();
      await page.evaluate(() => document.querySelector('main')?.append(Object.assign(document.createElement('p'), { textContent: 'W'.repeat(200) })));
      expect(await sidewaysOverflow(page)).not.toEqual([]);

      for (const language of ['th', 'en'] as const) {
        await page.goto('/');
        await page.evaluate((chosen) => void (document.cookie = `language=${chosen}; path=/`), language);
        for (const path of ['/', '/store', '/topuprobux', '/support', '/tutorial', '/no-such-page']) {
          await page.goto(path);
          await h1(page).waitFor();
          await check(`${language} ${path}`);
        }
        await storefrontUi.getStarted(page).click();
        await storefrontUi.signInDialog(page).waitFor();
        await check(`${language} sign-in modal`);

        await signInShopper(page, shopper);
        for (const path of ['/checkout', '/orders', `/orders/${order.number}`, '/wallet', '/account/email']) {
          await page.goto(path);
          await h1(page).waitFor();
          await check(`${language} ${path}`);
        }
        await storefrontUi.cartButton(page).click();
        await storefrontUi.cartDrawer(page).waitFor();
        await check(`${language} cart drawer`);
        await page.evaluate(() => window.localStorage.removeItem('userToken'));
      }
      expect(found).toEqual({});
    });

    test(`dashboard screens reflow at ${name} without sideways scrolling`, async ({ page, shop }) => {
      await page.setViewportSize(size);
      await signInDashboard(page, shop.url);
      const found: Record<string, string[]> = {};
      for (const screen of DASHBOARD_WORK_SCREENS) {
        await page.goto(`/dashboard/${screen}`);
        await h1(page).waitFor();
        const offenders = await sidewaysOverflow(page);
        if (offenders.length) found[screen] = offenders;
      }
      expect(found).toEqual({});
    });
  }
});
