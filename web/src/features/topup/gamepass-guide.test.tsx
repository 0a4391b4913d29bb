import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { GamepassGuide } from './gamepass-guide';
import { TopUpPackagesQuery } from './robux-packages';

const packages = [
  { __typename: 'RobuxPackage' as const, id: 4, amount: 1000, price: '350.00', thumbnailUrl: '/images/robux/robux-1000.svg', gamepassPrice: 1429, rate: '350.00' },
  { __typename: 'RobuxPackage' as const, id: 6, amount: 10000, price: '3500.00', thumbnailUrl: '/images/robux/robux-10000.svg', gamepassPrice: 14286, rate: '350.00' },
];

function renderGuide(language: Language, robuxPackages = packages) {
  render(
    <MockedProvider mocks={[{ request: { query: TopUpPackagesQuery }, result: { data: { robuxPackages } } }]}>
      <LanguageProvider initial={language}>
        <GamepassGuide />
      </LanguageProvider>
    </MockedProvider>,
  );
}

const stepsOf = () => within(screen.getByRole('list', { name: /Gamepass|gamepass/ })).getAllByRole('listitem');

describe('GamepassGuide', () => {
  it('walks a Thai shopper through the five steps, open before any package is chosen, each with its drawing and caption', async () => {
    renderGuide('th');
    const guide = screen.getByRole('group');
    expect(guide.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('heading', { name: 'วิธีรับ Robux ผ่าน Gamepass' })).toBeTruthy();
    const steps = stepsOf();
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual(['ขั้นที่ 1', 'ขั้นที่ 2', 'ขั้นที่ 3', 'ขั้นที่ 4', 'ขั้นที่ 5']);
    for (const step of steps) {
      expect(step.querySelector('figure svg[aria-hidden="true"]')).not.toBeNull();
      expect(step.querySelector('figcaption')?.textContent).toBeTruthy();
    }
    expect(steps[2]!.textContent).toContain('Roblox หัก 30% จากทุกการขาย');
    expect(steps[3]!.textContent).toContain('ปิดราคาตามภูมิภาค');
    expect(steps[4]!.textContent).toContain('วางในช่องตอนชำระเงิน');
    expect(screen.getByText(/ยอดรอดำเนินการประมาณ 5–7 วัน/)).toBeTruthy();
    // The example price is the server's for the first package listed.
    expect(await within(steps[2]!).findByText('เช่น แพ็กเกจ 1,000 ROBUX ตั้งราคา 1,429 ROBUX')).toBeTruthy();
  });

  it('says the same in English, keeping Roblox’s own screen labels untranslated', async () => {
    renderGuide('en');
    expect(screen.getByRole('heading', { name: 'How Robux reach you: through a gamepass' })).toBeTruthy();
    const steps = stepsOf();
    expect(steps[0]!.textContent).toContain("Open Roblox's Creator Hub");
    expect(steps[3]!.textContent).toContain('Turn regional pricing off');
    expect(screen.getByText(/Roblox shows the Robux as pending for about 5–7 days/)).toBeTruthy();
    expect(await within(steps[2]!).findByText('For example, 1,000 ROBUX needs a price of 1,429 ROBUX.')).toBeTruthy();
    const labels = [...document.querySelectorAll('[translate="no"]')].map((label) => label.textContent);
    expect(labels).toEqual(['Creations › Monetization › Passes', 'Create a Pass', 'Sales › Item for Sale', 'Regional Pricing', 'roblox.com/game-pass/…']);
  });

  it('gives no example price while there are no packages', async () => {
    renderGuide('en', []);
    expect(await screen.findByText(/Put it on sale at the gamepass price/)).toBeTruthy();
    expect(screen.queryByText(/For example/)).toBeNull();
  });
});
