import { describe, expect } from 'vitest';
import { pngFile, privateShopTest as test } from './harness/admin-catalogue-ui';
import { signInDashboard } from './harness/admin-session';
import { accessibilityAudit } from './harness/axe';
import { screenshotAtBothWidths } from './harness/screenshots';

describe('Shop settings', () => {
  test("staff set the shop's Facebook and a creator in Thai; the storefront shows exactly those, and nothing once cleared", async ({ page, shop }) => {
    await signInDashboard(page, shop.url, 'SUPER_ADMIN', { language: 'th' });
    const audit = accessibilityAudit(page);
    await page.goto('/');
    // A new shop has set nothing: no "follow us", no creators strip.
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByRole('contentinfo').getByRole('heading', { name: 'ติดตามเรา' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'ครีเอเตอร์ Roblox ชั้นนำที่ไว้วางใจเรา' }).count()).toBe(0);

    await page.goto('/dashboard/shop-settings');
    const links = page.getByRole('form', { name: 'ลิงก์โซเชียลของร้าน' });
    await links.getByLabel('YouTube').fill('https://evil.example/youtube');
    await links.getByRole('button', { name: 'บันทึกลิงก์' }).click();
    await expect.poll(() => links.getByLabel('YouTube').getAttribute('aria-invalid')).toBe('true');
    await audit.check('shop settings, an address refused');
    await links.getByLabel('YouTube').fill('');
    await links.getByLabel('Facebook').fill('https://www.facebook.com/robuxshop');
    await links.getByRole('button', { name: 'บันทึกลิงก์' }).click();
    await links.getByText('บันทึกแล้ว').waitFor();

    const creators = page.getByRole('form', { name: 'ครีเอเตอร์ในหน้าแรก' });
    await creators.getByRole('button', { name: 'เพิ่มครีเอเตอร์' }).click();
    await creators.getByLabel('ชื่อ').fill('Builder Bob');
    await creators.getByLabel('ลิงก์ช่องหรือเพจของครีเอเตอร์ (ไม่บังคับ)').fill('https://www.youtube.com/@builderbob');
    await creators.getByLabel('รูปโปรไฟล์ (ไม่บังคับ)').setInputFiles(pngFile('bob.png', [200, 80, 40]));
    await creators.getByRole('img', { name: 'รูปของ Builder Bob' }).waitFor();
    await creators.getByRole('button', { name: 'บันทึกครีเอเตอร์' }).click();
    await creators.getByText('บันทึกแล้ว').waitFor();
    await screenshotAtBothWidths(page, 'admin-shop-settings');
    await audit.check('shop settings with a creator');

    await page.goto('/');
    const follow = page.getByRole('contentinfo').getByRole('link', { name: 'Facebook' });
    await expect.poll(() => follow.getAttribute('href')).toBe('https://www.facebook.com/robuxshop');
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'YouTube' }).count()).toBe(0);
    const strip = page.getByRole('region', { name: 'ครีเอเตอร์ Roblox ชั้นนำที่ไว้วางใจเรา' });
    await expect.poll(() => strip.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('Builder Bob')]);
    expect(await strip.getByRole('link').getAttribute('href')).toBe('https://www.youtube.com/@builderbob');
    await screenshotAtBothWidths(page, 'home-with-creators');
    await audit.check('home with a creator and a social link');
    expect(audit.report()).toEqual([]);

    await page.goto('/dashboard/shop-settings');
    await links.getByLabel('Facebook').fill('');
    await links.getByRole('button', { name: 'บันทึกลิงก์' }).click();
    await links.getByText('บันทึกแล้ว').waitFor();
    await creators.getByRole('button', { name: 'ลบครีเอเตอร์: ครีเอเตอร์คนที่ 1' }).click();
    await creators.getByRole('button', { name: 'บันทึกครีเอเตอร์' }).click();
    await creators.getByText('บันทึกแล้ว').waitFor();

    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByRole('contentinfo').getByRole('heading', { name: 'ติดตามเรา' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'ครีเอเตอร์ Roblox ชั้นนำที่ไว้วางใจเรา' }).count()).toBe(0);
  });
});
