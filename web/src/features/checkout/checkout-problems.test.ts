import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from './checkout-messages';
import { placementProblems, previewProblemText } from './checkout-problems';

const t = checkoutMessages.en;
const sent = { lineKeys: ['item:3', 'robux:1'], robloxUsername: 'Builder_Bob' };
const refusal = (code: string, message: string, fields?: { field: string; message: string; reason?: string }[]) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }] });

describe('placementProblems: where a refused order is explained', () => {
  it('puts lines.N.field on the N-th line sent, by its cart key', () => {
    const problems = placementProblems(
      refusal('BAD_USER_INPUT', '…', [
        { field: 'lines.1.gamepass', message: 'is required for Robux', reason: 'REQUIRED' },
        { field: 'lines.0.itemId', message: 'is no longer sold', reason: 'NOT_FOUND' },
      ]),
      sent,
      t,
    );
    expect(problems.lines).toEqual({ 'robux:1': { gamepass: t.gamepassRequired }, 'item:3': { product: t.productGone } });
    expect(problems.form).toBeUndefined();
  });

  it('names the username field for robloxUsername, telling an unknown user from a malformed name', () => {
    expect(placementProblems(refusal('BAD_USER_INPUT', '…', [{ field: 'robloxUsername', message: 'is not a Roblox user', reason: 'NOT_FOUND' }]), sent, t).username).toBe(
      'There is no Roblox user called “Builder_Bob”. Check the spelling.',
    );
    expect(placementProblems(refusal('BAD_USER_INPUT', '…', [{ field: 'robloxUsername', message: 'must be 3–20 letters', reason: 'INVALID' }]), sent, t).username).toBe(t.usernameShape);
  });

  it('OUT_OF_STOCK marks the line and asks for a new preview', () => {
    const problems = placementProblems(refusal('OUT_OF_STOCK', 'Not enough', [{ field: 'lines.0.quantity', message: 'only 1 left' }]), sent, t);
    expect(problems).toEqual({ lines: { 'item:3': { quantity: t.lineOutOfStock } }, form: t.outOfStock, refreshPreview: true });
  });

  it('a Robux account sold to someone else (OUT_OF_STOCK on lines.N.accountId) is "just sold"; one no longer listed is gone', () => {
    const withAccount = { lineKeys: ['item:3', 'account:RBX-10007'], robloxUsername: 'Builder_Bob' };
    const sold = placementProblems(
      refusal('OUT_OF_STOCK', 'Robux account RBX-10007 was just sold to someone else; remove it from the cart.', [{ field: 'lines.1.accountId', message: 'was just sold', reason: 'OUT_OF_STOCK' }]),
      withAccount,
      t,
    );
    expect(sold).toEqual({ lines: { 'account:RBX-10007': { product: t.problemJustSold } }, form: t.accountJustSold, refreshPreview: true });
    const gone = placementProblems(refusal('BAD_USER_INPUT', 'no longer listed', [{ field: 'lines.1.accountId', message: 'is no longer listed', reason: 'NOT_FOUND' }]), withAccount, t);
    expect(gone.lines).toEqual({ 'account:RBX-10007': { product: t.productGone } });
  });

  it('COMING_SOON marks the item of a game not open yet as not for sale and asks for a new preview', () => {
    const problems = placementProblems(
      refusal('COMING_SOON', '"Seer" is not for sale yet: Murder Mystery 2 is coming soon. Remove it from the cart.', [
        { field: 'lines.0.itemId', message: 'is not for sale yet', reason: 'COMING_SOON' },
      ]),
      sent,
      t,
    );
    expect(problems).toEqual({ lines: { 'item:3': { product: t.problemComingSoon } }, form: t.comingSoon, refreshPreview: true });
  });

  it('PRICE_CHANGED asks for a new preview; CONFLICT a new key; UNAUTHENTICATED a new sign-in', () => {
    expect(placementProblems(refusal('PRICE_CHANGED', 'moved'), sent, t)).toMatchObject({ form: t.pricesChanged, refreshPreview: true });
    expect(placementProblems(refusal('CONFLICT', 'key used'), sent, t)).toMatchObject({ form: t.alreadyPlaced, restartCheckout: true, showOrdersLink: true });
    expect(placementProblems(refusal('UNAUTHENTICATED', 'sign in'), sent, t)).toMatchObject({ form: t.signedOut, signInAgain: true });
  });

  it('PAYMENT_NOT_SET_UP says the shop takes no payments yet and keeps the cart and key', () => {
    expect(placementProblems(refusal('PAYMENT_NOT_SET_UP', 'cannot take payments yet'), sent, t)).toEqual({ lines: {}, form: t.paymentNotSetUp });
  });

  it('OPEN_PAYMENTS_LIMIT says to pay or cancel an unpaid order first, with the link to them, and keeps the cart', () => {
    expect(placementProblems(refusal('OPEN_PAYMENTS_LIMIT', 'You already have 10 unpaid orders'), sent, t)).toEqual({ lines: {}, form: t.tooManyUnpaidOrders, showOrdersLink: true });
  });

  it('network trouble keeps the key (retrying is safe) and hides internal errors', () => {
    expect(placementProblems(new Error('Failed to fetch'), sent, t)).toEqual({ lines: {}, form: t.networkError });
    expect(placementProblems(refusal('INTERNAL_SERVER_ERROR', 'Unexpected error'), sent, t).form).toBe(t.unexpectedError);
  });

  it('shows what it cannot place (a whole-cart complaint) as the server says it', () => {
    expect(placementProblems(refusal('BAD_USER_INPUT', 'lines must hold at most 50 lines', [{ field: 'lines', message: 'must hold at most 50 lines' }]), sent, t).form).toBe(
      'must hold at most 50 lines',
    );
  });
});

describe('previewProblemText', () => {
  it('says each problem in the shopper’s language, from the line’s own figures', () => {
    const th = checkoutMessages.th;
    expect(previewProblemText({ status: 'OK' }, '1.00', th)).toBeNull();
    expect(previewProblemText({ status: 'PRICE_CHANGED', unitPrice: '420.00' }, '404.43', th)).toBe('ราคาเปลี่ยนจาก ฿404.43 เป็น ฿420.00');
    expect(previewProblemText({ status: 'OUT_OF_STOCK', available: 0 }, '1.00', th)).toBe('สินค้าหมด');
    expect(previewProblemText({ status: 'OUT_OF_STOCK', available: 2 }, '1.00', th)).toBe('เหลือเพียง 2 ชิ้น');
    expect(previewProblemText({ status: 'UNAVAILABLE' }, '1.00', th)).toBe('สินค้านี้ไม่มีขายแล้ว');
    expect(previewProblemText({ status: 'SOLD', available: 0 }, '1.00', th)).toBe('เพิ่งขายไป: มีคนอื่นซื้อบัญชีนี้แล้ว');
    expect(previewProblemText({ status: 'COMING_SOON', available: 5, problem: 'not for sale yet' }, '1.00', th)).toBe('ยังสั่งซื้อไม่ได้: เกมของสินค้านี้จะเปิดขายเร็ว ๆ นี้');
  });
});
