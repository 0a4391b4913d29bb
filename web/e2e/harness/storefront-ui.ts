import type { Page } from 'playwright-core';

/**
 * How the tests find the shared parts of every customer page, in either language: most tests run in Thai (the
 * shop's default), a few switch to English.
 */
export const storefrontUi = {
  topBar: (page: Page) => page.getByRole('banner'),
  getStarted: (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(เริ่มต้นใช้งาน|Get Started)$/ }),
  signInDialog: (page: Page) => page.getByRole('dialog', { name: /^(เริ่มต้นใช้งาน!|ยินดีต้อนรับกลับมา!|Get Started!|Welcome Back!)$/ }),
  cartButton: (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(ตะกร้าสินค้า|Cart,) \d+/ }),
  cartDrawer: (page: Page) => page.getByRole('dialog', { name: /ตะกร้า|cart/i }),
  chatButton: (page: Page) => page.getByRole('button', { name: /^(เปิดแชทกับทีมงาน|ปิดแชทกับทีมงาน|Open support chat|Close support chat)(: .+)?$/ }),
  chatPanel: (page: Page) => page.getByRole('region', { name: /^(แชทกับทีมงาน|Chat with us)$/ }),
  /** A card's add-to-cart button: its name is the visible label, then what it adds. */
  addToCart: (page: Page, name: string) => page.getByRole('button', { name: `เพิ่มลงตะกร้า: ${name}`, exact: true }),
};

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** Resolves after two animation frames, so a state change has rendered. */
export async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
