import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopSocialLinksDocument, ShopStatusDocument, WalletBalanceDocument } from '../../gql/graphql';
import { typePolicies } from '../../lib/apollo-client';
import { renderInStorefront } from '../../test-support/render-in-storefront';
import { StorefrontLayout } from './storefront-layout';

// The real modal is another feature's (and talks to the API); here we only check the layout opens it.
vi.mock('../../features/customer-session/sign-in-modal', () => ({
  default: () => <div role="dialog" aria-label="sign-in modal" />,
}));

const somchai = { name: 'Somchai Jaidee', email: 'somchai@example.com', picture: null };

const walletBalanceMock = {
  request: { query: WalletBalanceDocument },
  result: { data: { myWallet: { __typename: 'Wallet', balance: '1234.00' } } },
};

const shopStatusMock = {
  request: { query: ShopStatusDocument },
  result: { data: { shopStatus: { __typename: 'ShopStatus', takingOrders: true, reasons: [], paymentMethods: ['PROMPTPAY'] } } },
};
const ASKED_SHOP_STATUS = { name: 'ShopStatus', authorization: undefined };
const socialLinksMock = { request: { query: ShopSocialLinksDocument }, result: { data: { shopSocialLinks: [] } } };
const ASKED_SOCIAL_LINKS = { name: 'ShopSocialLinks', authorization: undefined };

/** The layout at `path`; the API answers a wallet balance of ฿1,234.00, a shop taking orders, and records who asked what. */
function renderLayout(path = '/') {
  const sent: { name: string; authorization: string | undefined }[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    sent.push({ name: operation.operationName ?? '', authorization: operation.getContext().headers?.authorization });
    return forward(operation);
  });
  const client = new ApolloClient({ link: ApolloLink.from([recorder, new MockLink([walletBalanceMock, shopStatusMock, socialLinksMock])]), cache: new InMemoryCache({ typePolicies }) });
  renderInStorefront(
    <ApolloProvider client={client}>
      <Routes>
        <Route element={<StorefrontLayout />}>
          <Route path="*" element={<p>page content</p>} />
        </Route>
      </Routes>
    </ApolloProvider>,
    { path },
  );
  return { sent };
}

function signInAs(user: object) {
  window.localStorage.setItem('userToken', 'token-123');
  window.localStorage.setItem('userInfo', JSON.stringify(user));
}

const topBar = () => screen.getByRole('banner');

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('storefront layout', () => {
  it('renders the page inside the frame with the top bar, navigation, footer, cart and chat', () => {
    renderLayout();
    expect(screen.getByRole('main').textContent).toBe('page content');
    expect(within(topBar()).getByRole('link', { name: /Robux Storefront/ }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(within(topBar()).getByRole('button', { name: 'ตะกร้าสินค้า 0 ชิ้น' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'เปิดแชทกับทีมงาน' })).toBeTruthy();
  });

  it('top bar links lead to the store, top-up, support and tutorial pages', () => {
    renderLayout();
    const hrefs = ['ร้านค้า', 'เติม Robux', 'ช่วยเหลือ', 'วิธีใช้งาน'].map((name) => within(topBar()).getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual(['/store', '/topuprobux', '/support', '/tutorial']);
  });

  it('the currency selector shows THB', () => {
    renderLayout();
    const currency = within(topBar()).getByRole('combobox', { name: 'สกุลเงิน' }) as HTMLSelectElement;
    expect([...currency.options].map((option) => option.text)).toEqual(['THB']);
  });

  it('hides the side navigation on /dashboard paths only', () => {
    renderLayout('/dashboard/items');
    expect(screen.queryByRole('navigation', { name: 'เมนูหลัก' })).toBeNull();
  });

  it('marks the current page in the side navigation', () => {
    renderLayout('/topuprobux');
    const nav = screen.getByRole('navigation', { name: 'เมนูหลัก' });
    expect(within(nav).getByRole('link', { name: 'เติม Robux' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'หน้าแรก' }).getAttribute('aria-current')).toBeNull();
  });

  it('switching to English changes the layout texts and <html lang>, and is remembered', async () => {
    const user = userEvent.setup();
    renderLayout();
    expect(document.documentElement.lang).toBe('th');
    await user.selectOptions(within(topBar()).getByRole('combobox', { name: 'ภาษา' }), 'English');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'หน้าแรก' })).toBeNull();
    expect(within(topBar()).getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
    expect(within(topBar()).getByRole('link', { name: 'Store' }).getAttribute('href')).toBe('/store');
    expect(within(topBar()).getByRole('button', { name: 'Get Started' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open support chat' })).toBeTruthy();
    expect(document.cookie).toContain('language=en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('top bar session', () => {
  it('signed out: Get Started opens the sign-in modal', async () => {
    const user = userEvent.setup();
    renderLayout();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(topBar()).getByRole('button', { name: 'เริ่มต้นใช้งาน' }));
    expect(await screen.findByRole('dialog', { name: 'sign-in modal' })).toBeTruthy();
  });

  it('signed in (userInfo in localStorage): shows the name and initials instead of Get Started', () => {
    signInAs(somchai);
    renderLayout();
    const account = within(topBar()).getByRole('button', { name: /Somchai Jaidee/ });
    expect(account.textContent).toContain('SJ');
    expect(within(topBar()).queryByRole('button', { name: 'เริ่มต้นใช้งาน' })).toBeNull();
  });

  it('shows the picture when the user has one', () => {
    signInAs({ ...somchai, picture: '/uploads/somchai.png' });
    renderLayout();
    const account = within(topBar()).getByRole('button', { name: /Somchai Jaidee/ });
    expect(account.querySelector('img')?.getAttribute('src')).toBe('/uploads/somchai.png');
    expect(account.textContent).not.toContain('SJ');
  });

  it('Logout clears userToken and userInfo, closes the menu and shows Get Started again', async () => {
    signInAs(somchai);
    const user = userEvent.setup();
    renderLayout();
    await user.click(within(topBar()).getByRole('button', { name: /Somchai Jaidee/ }));
    await user.click(screen.getByRole('menuitem', { name: 'ออกจากระบบ' }));
    expect(window.localStorage.getItem('userToken')).toBeNull();
    expect(window.localStorage.getItem('userInfo')).toBeNull();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(within(topBar()).getByRole('button', { name: 'เริ่มต้นใช้งาน' })).toBeTruthy();
  });

  it('the account menu starts with My orders, then the wallet and e-mail settings; Up and Down move between its items; choosing one closes it', async () => {
    signInAs(somchai);
    const user = userEvent.setup();
    renderLayout();
    await user.click(within(topBar()).getByRole('button', { name: /Somchai Jaidee/ }));
    const orders = screen.getByRole('menuitem', { name: 'คำสั่งซื้อของฉัน' });
    const wallet = screen.getByRole('menuitem', { name: 'เครดิต' });
    expect(orders.getAttribute('href')).toBe('/orders');
    const settings = screen.getByRole('menuitem', { name: 'ตั้งค่าอีเมล' });
    expect(wallet.getAttribute('href')).toBe('/wallet');
    expect(settings.getAttribute('href')).toBe('/account/email');
    expect(document.activeElement).toBe(orders);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(wallet);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(settings);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'ออกจากระบบ' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(orders);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'ออกจากระบบ' }));
    await user.click(orders);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('the account menu closes on Escape and on a click outside it', async () => {
    signInAs(somchai);
    const user = userEvent.setup();
    renderLayout();
    const account = within(topBar()).getByRole('button', { name: /Somchai Jaidee/ });
    await user.click(account);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(account);

    await user.click(account);
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(window.localStorage.getItem('userToken')).toBe('token-123');
  });

  it('signed in, shows the wallet balance (asked for with the shopper’s token) linking to the wallet', async () => {
    signInAs(somchai);
    const { sent } = renderLayout();
    const chip = await within(topBar()).findByRole('link', { name: 'เครดิต ฿1,234.00' });
    expect(chip.getAttribute('href')).toBe('/wallet');
    // The chat button's unread count is asked for with the token too, and followed live.
    await waitFor(() => expect(sent).toHaveLength(5));
    expect(sent).toEqual(
      expect.arrayContaining([
        { name: 'WalletBalance', authorization: 'Bearer token-123' },
        { name: 'MySupportUnread', authorization: 'Bearer token-123' },
        { name: 'MySupportUnreadChanged', authorization: undefined },
        ASKED_SHOP_STATUS,
        ASKED_SOCIAL_LINKS,
      ]),
    );
  });

  it('signed out, nobody asks for a wallet: the page stays anonymous', async () => {
    const { sent } = renderLayout();
    await screen.findByRole('button', { name: 'เริ่มต้นใช้งาน' });
    expect(within(topBar()).queryByRole('link', { name: /เครดิต/ })).toBeNull();
    expect(sent).toHaveLength(2);
    expect(sent).toEqual(expect.arrayContaining([ASKED_SHOP_STATUS, ASKED_SOCIAL_LINKS]));
  });
});
