import type { TestProject } from 'vitest/node';
import { takePromptPay } from './checkout-account';
import { startRobloxUsersServer } from './roblox-users-server';
import { startShop } from './shop-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the shop every test file shares. */
    shopUrl: string;
    /** The folder that shop writes its mails to. */
    shopOutboxDir: string;
  }
}

/**
 * One shop for the whole run, started like a new user's first `npm start`, then given an account to take
 * PromptPay; its Roblox username lookup asks a local stand-in for Roblox's users API (ROBLOX_TEST_USERS), so
 * checkout never reaches the internet.
 */
export default async function setup(project: TestProject) {
  const roblox = await startRobloxUsersServer();
  try {
    const shop = await startShop({ ROBLOX_LOOKUP: 'on', ROBLOX_USERS_API_URL: roblox.url });
    await takePromptPay(shop.url).catch(async (error: unknown) => {
      await shop.stop();
      throw error;
    });
    project.provide('shopUrl', shop.url);
    project.provide('shopOutboxDir', shop.outboxDir);
    return async () => {
      try {
        await shop.stop();
      } finally {
        await roblox.close();
      }
    };
  } catch (error) {
    await roblox.close();
    throw error;
  }
}
