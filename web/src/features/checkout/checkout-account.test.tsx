import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { account, accountPreview, dragon, itemPreview, placedMock, previewMock, refusedMock, renderCheckout, savedCart, usernameMock } from './checkout-test-harness';

afterEach(() => window.sessionStorage.clear());

const bob = { id: '1234567890123', name: 'Builder_Bob', displayName: 'Bob the Builder' };
const accountLine = () => within(screen.getByRole('heading', { name: 'Robux account RBX-10007 (5,000 ROBUX)', level: 3 }).closest('li')!);
const soldPreview = () => accountPreview({ status: 'SOLD', available: 0, problem: 'Just sold: someone else bought this account' });

async function confirmBob(rendered: ReturnType<typeof renderCheckout>) {
  await rendered.user.type(await screen.findByLabelText('Roblox username'), 'Builder_Bob');
  await rendered.user.click(screen.getByRole('button', { name: 'Check' }));
  await rendered.user.click(await screen.findByRole('button', { name: "Yes, that's me" }));
}

describe('checkout: a Robux account', () => {
  it('is sent by its accountId, quantity 1, with no quantity control, and shows how it is delivered', async () => {
    const { sent } = renderCheckout([previewMock([account], [accountPreview()], '475.00')], { cart: [account], language: 'en' });
    await screen.findByRole('heading', { name: 'Robux account RBX-10007 (5,000 ROBUX)', level: 3 });
    expect(sent[0]!.variables).toEqual({ lines: [{ accountId: 'RBX-10007', quantity: 1, seenUnitPrice: '475.00' }] });
    const line = accountLine();
    expect(line.getByText('Robux account · 5,000 ROBUX')).toBeTruthy();
    expect(line.getByText('1 account')).toBeTruthy();
    expect(line.queryByRole('group', { name: /Quantity/ })).toBeNull();
    expect(line.getByText('฿475.00')).toBeTruthy();
    expect(line.getByText('Delivery: account login')).toBeTruthy();
    expect(line.getByText('Email verified · guarantee 3 days · login shown on your order page once paid')).toBeTruthy();
    expect(line.queryByLabelText('Gamepass link or ID')).toBeNull();
  });

  it('is named in Thai on a Thai page, from the facts the server gives, and asks for no Roblox username', async () => {
    renderCheckout([previewMock([account], [accountPreview()], '475.00')], { cart: [account], language: 'th' });
    expect(await screen.findByRole('heading', { name: 'บัญชี Robux RBX-10007 (5,000 ROBUX)', level: 3 })).toBeTruthy();
    const line = within(screen.getByRole('heading', { name: 'บัญชี Robux RBX-10007 (5,000 ROBUX)', level: 3 }).closest('li')!);
    // The account's type stays as staff wrote it; the rest of the sentence is Thai.
    expect(line.getByText('Email verified · รับประกัน 3 วัน · ข้อมูลเข้าสู่ระบบจะแสดงในหน้าคำสั่งซื้อเมื่อชำระเงินแล้ว')).toBeTruthy();
    expect(line.queryByText(/guarantee|login shown/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'การรับบัญชี' })).toBeTruthy();
    expect(screen.queryByLabelText('ชื่อผู้ใช้ Roblox')).toBeNull();
  });

  it('still asks for the Roblox username when an item is in the cart beside the account', async () => {
    renderCheckout([previewMock([dragon, account], [itemPreview(), accountPreview()], '879.43')], { cart: [dragon, account], language: 'en' });
    expect(await screen.findByLabelText('Roblox username')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Receiving your accounts' })).toBeNull();
  });

  it('places an order of accounts alone with no gamepass and no Roblox username, which the server does not need', async () => {
    const rendered = renderCheckout([previewMock([account], [accountPreview()], '475.00'), placedMock('RS-000200')], {
      cart: [account],
      language: 'en',
    });
    expect(await screen.findByRole('heading', { name: 'Receiving your accounts' })).toBeTruthy();
    expect(screen.queryByLabelText('Roblox username')).toBeNull();
    await rendered.user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByLabelText('elsewhere').textContent).toContain('/orders/RS-000200'));
    expect(rendered.placed()[0]!.variables.input).toMatchObject({ lines: [{ accountId: 'RBX-10007', quantity: 1, seenUnitPrice: '475.00' }], robloxUsername: null, expectedTotal: '475.00' });
    expect(savedCart()).toEqual([]);
  });

  it('one sold to someone else meanwhile says "Just sold" and is removed with one tap, keeping the rest', async () => {
    const { user } = renderCheckout(
      [previewMock([dragon, account], [itemPreview(), soldPreview()], '404.43', false), previewMock([dragon], [itemPreview()], '404.43')],
      { cart: [dragon, account], language: 'th' },
    );
    const problem = (await screen.findByText('เพิ่งขายไป: มีคนอื่นซื้อบัญชีนี้แล้ว')).closest('div')!;
    await user.click(within(problem).getByRole('button', { name: 'ลบออก' }));
    expect(savedCart()).toEqual([dragon]);
    await waitFor(() => expect(screen.queryByText(/เพิ่งขายไป/)).toBeNull());
  });

  it('OUT_OF_STOCK for the account at placement marks it "Just sold" at once, with Remove, and prices the cart again', async () => {
    const rendered = renderCheckout(
      [
        previewMock([dragon, account], [itemPreview(), accountPreview()], '879.43'),
        usernameMock('Builder_Bob', 'FOUND', bob),
        refusedMock('OUT_OF_STOCK', 'Robux account RBX-10007 was just sold to someone else; remove it from the cart.', [
          { field: 'lines.1.accountId', message: 'was just sold', reason: 'OUT_OF_STOCK' },
        ]),
        previewMock([dragon, account], [itemPreview(), soldPreview()], '404.43', false),
      ],
      { cart: [dragon, account], language: 'en' },
    );
    await confirmBob(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await accountLine().findByText('Just sold: someone else bought this account')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('A Robux account in your cart was just sold to someone else');
    // The new preview says the same: once, not twice.
    await waitFor(() => expect(rendered.sent.filter((operation) => operation.name === 'CheckoutPreview')).toHaveLength(2));
    await waitFor(() => expect(accountLine().getAllByText('Just sold: someone else bought this account')).toHaveLength(1));
    expect(await within(screen.getByRole('complementary', { name: 'Summary' })).findByText('฿404.43')).toBeTruthy();
    await rendered.user.click(accountLine().getByRole('button', { name: 'Remove' }));
    expect(savedCart()).toEqual([dragon]);
  });
});
