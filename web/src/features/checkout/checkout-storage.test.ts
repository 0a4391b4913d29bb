import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutKey, finishCheckout, readCheckoutDraft, restartCheckoutKey, writeCheckoutDraft } from './checkout-storage';

afterEach(() => window.sessionStorage.clear());

describe('the checkout key', () => {
  it('is one UUID for the whole checkout, kept in sessionStorage, until the order is placed', () => {
    const key = checkoutKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(checkoutKey()).toBe(key);
    expect(window.sessionStorage.getItem('checkoutKey')).toBe(key);
    finishCheckout();
    expect(checkoutKey()).not.toBe(key);
  });

  it('starts again after a conflict, keeping the shopper’s entries', () => {
    const key = checkoutKey();
    writeCheckoutDraft({ robloxUsername: 'Builder_Bob', gamepasses: { 'robux:1': '123' } });
    restartCheckoutKey();
    expect(checkoutKey()).not.toBe(key);
    expect(readCheckoutDraft().robloxUsername).toBe('Builder_Bob');
  });

  it('replaces a tampered key and still makes a v4 UUID where crypto.randomUUID is missing (plain http)', () => {
    window.sessionStorage.setItem('checkoutKey', 'not-a-uuid');
    const realCrypto = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => realCrypto.getRandomValues(array) });
    try {
      expect(checkoutKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the checkout draft', () => {
  it('ignores anything malformed', () => {
    window.sessionStorage.setItem('checkoutDraft', '{"robloxUsername": 5}');
    expect(readCheckoutDraft()).toEqual({ robloxUsername: '', gamepasses: {} });
  });
});
