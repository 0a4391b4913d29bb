import type { Page } from 'playwright-core';
import { createCategory, uniqueName } from './admin-catalogue-ui';
import { createDeliverableItem, placeItemOrder, registerShopper, type Shopper } from './admin-orders';
import { adminLogin } from './admin-session';

/** A new shopper with an order awaiting payment (of an item of a new game), for the pages only a signed-in shopper sees. */
export async function shopperWithOrder(shopUrl: string) {
  const { token } = await adminLogin(shopUrl);
  const game = await createCategory(shopUrl, token, uniqueName('A11y Game'));
  const item = await createDeliverableItem(shopUrl, token, game.id, { deliveryMethod: 'IN_GAME_TRADE' });
  const shopper = await registerShopper(shopUrl);
  const order = await placeItemOrder(shopUrl, shopper, item.id, 'Some_Name');
  return { shopper, item, order };
}

/** Signs `shopper` in the way the shop remembers a session (call on a page of the shop, before navigating). */
export async function signInShopper(page: Page, shopper: Shopper) {
  await page.evaluate(({ token, user }) => {
    window.localStorage.setItem('userToken', token);
    window.localStorage.setItem('userInfo', JSON.stringify({ name: user.name, email: user.email, picture: user.picture }));
  }, shopper);
}
