import type { TestProject } from 'vitest/node';
import { startShop } from './shop-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the shop every test file shares. */
    shopUrl: string;
  }
}

/** One shop for the whole run, started like a new user's first `npm start`. */
export default async function setup(project: TestProject) {
  const shop = await startShop();
  project.provide('shopUrl', shop.url);
  return () => shop.stop();
}
