import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dragon, itemPreview, previewMock, renderCheckout } from './checkout-test-harness';

afterEach(() => window.localStorage.clear());

const thaiDragon = { ...dragon, nameTh: 'ผลมังกร' };

describe('checkout: item names in the reader’s language', () => {
  it('names an item by the Thai name the preview gives on a Thai page, and by its English name on an English page', async () => {
    renderCheckout([previewMock([dragon], [itemPreview({ nameTh: 'ผลมังกร' })], '404.43')], { cart: [dragon], language: 'th' });
    expect(await screen.findByRole('heading', { name: 'ผลมังกร', level: 3 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dragon', level: 3 })).toBeNull();
  });

  it('keeps the English name on an English page', async () => {
    renderCheckout([previewMock([thaiDragon], [itemPreview({ nameTh: 'ผลมังกร' })], '404.43')], { cart: [thaiDragon], language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Dragon', level: 3 })).toBeTruthy();
    expect(screen.queryByText('ผลมังกร')).toBeNull();
  });

  it('names an item no longer sold by the Thai name the cart kept when it was added', async () => {
    const gone = itemPreview({ status: 'UNAVAILABLE', name: null, nameTh: null, gameName: null, rarity: null, unitPrice: null, available: null, lineTotal: null, deliveryMethod: null, deliveryInstructions: null });
    renderCheckout([previewMock([thaiDragon], [gone], '0.00', false)], { cart: [thaiDragon], language: 'th' });
    expect(await screen.findByRole('heading', { name: 'ผลมังกร', level: 3 })).toBeTruthy();
  });
});
