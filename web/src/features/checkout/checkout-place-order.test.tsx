import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckRobloxUsernameDocument } from '../../gql/graphql';
import { descriptionOf } from '../customer-session/sign-in-test-harness';
import {
  dragon,
  itemPreview,
  offlineMock,
  placedMock,
  previewMock,
  refusedMock,
  renderCheckout,
  robux800,
  robuxPreview,
  savedCart,
  usernameMock,
} from './checkout-test-harness';

afterEach(() => window.sessionStorage.clear());

const bob = { id: '1234567890123', name: 'Builder_Bob', displayName: 'Bob the Builder' };
const preview = () => previewMock([dragon, robux800], [itemPreview(), robuxPreview()], '964.43');
const GAMEPASS_LINK = 'https://www.roblox.com/game-pass/123456789/Robux-Pass';

type Rendered = ReturnType<typeof renderCheckout>;

async function checkUsername({ user }: Rendered, name: string) {
  const field = await screen.findByLabelText('Roblox username');
  await user.clear(field);
  await user.type(field, name);
  await user.click(screen.getByRole('button', { name: 'Check' }));
}

async function fillReadyCheckout(rendered: Rendered) {
  await checkUsername(rendered, 'Builder_Bob');
  await rendered.user.click(await screen.findByRole('button', { name: "Yes, that's me" }));
  await rendered.user.type(screen.getByLabelText('Gamepass link or ID'), GAMEPASS_LINK);
}

const placeOrderButton = () => screen.getByRole('button', { name: 'Place order' });

describe('checkout: the Roblox username', () => {
  it('FOUND asks "Is this you?" with display name, @name and user id; confirming shows who receives the order', async () => {
    const rendered = renderCheckout([preview(), usernameMock('Builder_Bob', 'FOUND', bob)], { language: 'en' });
    await checkUsername(rendered, 'Builder_Bob');
    // Inside a live region: screen readers hear the answer without moving there.
    expect((await screen.findByText('Is this you?')).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('Bob the Builder')).toBeTruthy();
    expect(screen.getByText('@Builder_Bob')).toBeTruthy();
    expect(screen.getByText('User ID 1234567890123')).toBeTruthy();

    await rendered.user.click(screen.getByRole('button', { name: "Yes, that's me" }));
    expect(screen.getByText('Delivering to Bob the Builder (@Builder_Bob)')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change' }));
    expect(rendered.sent.find((operation) => operation.name === 'CheckRobloxUsername')?.authorization).toBe('Bearer token-123');
  });

  it('"Not me" goes back to the field; typing again forgets an earlier answer', async () => {
    const rendered = renderCheckout([preview(), usernameMock('Builder_Bob', 'FOUND', bob)], { language: 'en' });
    await checkUsername(rendered, 'Builder_Bob');
    await rendered.user.click(await screen.findByRole('button', { name: 'Not me' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Roblox username'));
    expect(screen.queryByText('Is this you?')).toBeNull();
  });

  it('NOT_FOUND says there is no such user', async () => {
    const rendered = renderCheckout([preview(), usernameMock('Nobody_Here', 'NOT_FOUND')], { language: 'en' });
    await checkUsername(rendered, 'Nobody_Here');
    expect(await screen.findByText('There is no Roblox user called “Nobody_Here”. Check the spelling.')).toBeTruthy();
  });

  it('UNAVAILABLE says Roblox could not be reached and lets the order be placed for staff to verify', async () => {
    const rendered = renderCheckout([preview(), usernameMock('Builder_Bob', 'UNAVAILABLE'), placedMock('RS-000124')], { language: 'en' });
    await checkUsername(rendered, 'Builder_Bob');
    expect(await screen.findByText(/Roblox couldn't be reached right now\. You can still place the order; our staff will verify “Builder_Bob”/)).toBeTruthy();
    await rendered.user.type(screen.getByLabelText('Gamepass link or ID'), GAMEPASS_LINK);
    await rendered.user.click(placeOrderButton());
    expect(await screen.findByText(/^\/orders\/RS-000124/)).toBeTruthy();
  });

  it('a name that breaks Roblox rules is explained at the field (the server decides)', async () => {
    const rendered = renderCheckout(
      [
        preview(),
        {
          request: { query: CheckRobloxUsernameDocument, variables: { username: 'a__b' } },
          result: { errors: [{ message: 'Roblox username must be …', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'username', message: 'must be …' }] } }] },
        },
      ],
      { language: 'en' },
    );
    await checkUsername(rendered, 'a__b');
    const field = screen.getByLabelText('Roblox username');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field)).toContain('A Roblox username has 3–20 letters or digits');
  });
});

describe('checkout: placing the order', () => {
  it('will not send anything until the username is confirmed and each Robux line has its gamepass', async () => {
    const rendered = renderCheckout([preview()], { language: 'en' });
    await screen.findByLabelText('Roblox username');
    await rendered.user.click(placeOrderButton());
    const username = screen.getByLabelText('Roblox username');
    expect(document.activeElement).toBe(username);
    expect(descriptionOf(username)).toContain('Enter your Roblox username.');
    expect(descriptionOf(screen.getByLabelText('Gamepass link or ID'))).toBe('Paste the link or ID of the gamepass you made.');

    await rendered.user.type(username, 'Builder_Bob');
    await rendered.user.click(placeOrderButton());
    expect(descriptionOf(username)).toContain('Press “Check” and confirm the account is yours before ordering.');
    expect(rendered.placed()).toHaveLength(0);
  });

  it('sends one idempotency key for this checkout, again after a failed try, and the previewed total; then opens the order and empties those lines', async () => {
    const rendered = renderCheckout([preview(), usernameMock('Builder_Bob', 'FOUND', bob), offlineMock(), placedMock('RS-000123')], { language: 'en' });
    await fillReadyCheckout(rendered);

    await rendered.user.click(placeOrderButton());
    expect(await screen.findByText(/Couldn't reach the shop\. Check your connection and try again; trying again never orders twice\./)).toBeTruthy();
    const key = window.sessionStorage.getItem('checkoutKey');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    await rendered.user.click(placeOrderButton());
    expect(await screen.findByText(/^\/orders\/RS-000123/)).toBeTruthy();

    const [first, second] = rendered.placed();
    expect(first!.variables).toEqual(second!.variables);
    expect(second!.variables).toEqual({
      input: {
        lines: [
          { itemId: 3, quantity: 1, seenUnitPrice: '404.43' },
          { packageId: 1, quantity: 2, seenUnitPrice: '280.00', gamepass: GAMEPASS_LINK },
        ],
        robloxUsername: 'Builder_Bob',
        idempotencyKey: key,
        expectedTotal: '964.43',
      },
    });
    expect(second!.authorization).toBe('Bearer token-123');
    expect(savedCart()).toEqual([]);
    // The next checkout starts afresh.
    expect(window.sessionStorage.getItem('checkoutKey')).toBeNull();
    expect(window.sessionStorage.getItem('checkoutDraft')).toBeNull();
  });

  it('keeps the username and gamepass through a reload, with the same key', async () => {
    const first = renderCheckout([preview(), usernameMock('Builder_Bob', 'FOUND', bob), offlineMock()], { language: 'en' });
    await fillReadyCheckout(first);
    await first.user.click(placeOrderButton());
    await screen.findByText(/Couldn't reach the shop/);
    const key = window.sessionStorage.getItem('checkoutKey');
    first.view.unmount();

    renderCheckout([preview()], { language: 'en' });
    expect(((await screen.findByLabelText('Roblox username')) as HTMLInputElement).value).toBe('Builder_Bob');
    expect((screen.getByLabelText('Gamepass link or ID') as HTMLInputElement).value).toBe(GAMEPASS_LINK);
    expect(window.sessionStorage.getItem('checkoutKey')).toBe(key);
  });

  it('shows a refused gamepass at its field and a refused username at the username', async () => {
    const rendered = renderCheckout(
      [
        preview(),
        usernameMock('Builder_Bob', 'FOUND', bob),
        refusedMock('BAD_USER_INPUT', 'lines.1.gamepass must be a link; robloxUsername is not a Roblox user', [
          { field: 'lines.1.gamepass', message: 'must be a link to a Roblox gamepass (roblox.com/game-pass/…) or its id', reason: 'INVALID' },
          { field: 'robloxUsername', message: 'is not a Roblox user', reason: 'NOT_FOUND' },
        ]),
      ],
      { language: 'en' },
    );
    await fillReadyCheckout(rendered);
    await rendered.user.click(placeOrderButton());
    const username = screen.getByLabelText('Roblox username');
    await waitFor(() => expect(descriptionOf(username)).toContain('There is no Roblox user called “Builder_Bob”'));
    expect(descriptionOf(screen.getByLabelText('Gamepass link or ID'))).toBe('Use a Roblox gamepass link (roblox.com/game-pass/…) or its numeric ID.');
    expect(document.activeElement).toBe(username);
  });

  it('OUT_OF_STOCK marks the line it names and prices the cart again', async () => {
    const rendered = renderCheckout(
      [
        preview(),
        usernameMock('Builder_Bob', 'FOUND', bob),
        refusedMock('OUT_OF_STOCK', 'Not enough "Dragon": it is out of stock.', [{ field: 'lines.0.quantity', message: 'it is out of stock' }]),
        previewMock([dragon, robux800], [itemPreview({ status: 'OUT_OF_STOCK', available: 0 }), robuxPreview()], '560.00', false),
      ],
      { language: 'en' },
    );
    await fillReadyCheckout(rendered);
    await rendered.user.click(placeOrderButton());
    const dragonLine = within(screen.getByRole('heading', { name: 'Dragon', level: 3 }).closest('li')!);
    expect(await dragonLine.findByText('Not enough left for this quantity.')).toBeTruthy();
    expect(await dragonLine.findByText('Out of stock')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Some items no longer have enough stock');
  });

  it('PRICE_CHANGED prices the cart again and tells the shopper to review it', async () => {
    const rendered = renderCheckout(
      [
        preview(),
        usernameMock('Builder_Bob', 'FOUND', bob),
        refusedMock('PRICE_CHANGED', 'Prices have changed since you looked'),
        previewMock([dragon, robux800], [itemPreview({ status: 'PRICE_CHANGED', unitPrice: '420.00', lineTotal: '420.00' }), robuxPreview()], '980.00', false),
      ],
      { language: 'en' },
    );
    await fillReadyCheckout(rendered);
    await rendered.user.click(placeOrderButton());
    expect(await screen.findByText('The price changed from ฿404.43 to ฿420.00')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Prices changed while you were checking out');
    expect(screen.getByRole('button', { name: 'Accept the new price ฿420.00' })).toBeTruthy();
  });

  it('CONFLICT (the key already placed another cart) starts a new checkout and points to My orders', async () => {
    const rendered = renderCheckout(
      [preview(), usernameMock('Builder_Bob', 'FOUND', bob), refusedMock('CONFLICT', 'This checkout key already placed an order for a different cart')],
      { language: 'en' },
    );
    await fillReadyCheckout(rendered);
    await rendered.user.click(placeOrderButton());
    expect(await screen.findByRole('link', { name: 'My orders' })).toBeTruthy();
    expect(window.sessionStorage.getItem('checkoutKey')).toBeNull();
  });
});
