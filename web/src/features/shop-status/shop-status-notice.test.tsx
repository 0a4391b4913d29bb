import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShopStatusDocument } from '../../gql/graphql';
import { useLanguage } from '../../lib/i18n';
import { renderInStorefront } from '../../test-support/render-in-storefront';
import { ShopStatusNotice } from './shop-status-notice';

function clientAnswering(shopStatus: { takingOrders: boolean; reasons: string[]; paymentMethods: string[] }) {
  return new ApolloClient({
    link: new MockLink([{ request: { query: ShopStatusDocument }, result: { data: { shopStatus: { __typename: 'ShopStatus', ...shopStatus } } } }]),
    cache: new InMemoryCache(),
  });
}

function ToEnglish() {
  const { setLanguage } = useLanguage();
  return <button onClick={() => setLanguage('en')}>English</button>;
}

describe('the notice of a shop not taking orders', () => {
  it('says in Thai, then in English, that nothing can be ordered yet and why, and that the cart still works', async () => {
    renderInStorefront(
      <>
        <ToEnglish />
        <ShopStatusNotice />
      </>,
      { client: clientAnswering({ takingOrders: false, reasons: ['NO_PAYMENT_ACCOUNT'], paymentMethods: [] }) },
    );
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain('ร้านยังไม่เปิดรับคำสั่งซื้อ');
    expect(notice.textContent).toContain('เพิ่มสินค้าลงตะกร้าไว้ได้');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('note').textContent).toContain("The shop isn't taking orders yet");
    expect(screen.getByRole('note').textContent).toContain('You can still add items to your cart');
  });

  it('shows nothing while the shop takes orders', async () => {
    const client = clientAnswering({ takingOrders: true, reasons: [], paymentMethods: ['PROMPTPAY'] });
    renderInStorefront(<ShopStatusNotice />, { client });
    await client.query({ query: ShopStatusDocument });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
