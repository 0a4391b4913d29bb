import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyOrdersDocument } from '../../gql/graphql';
import { ORDERS_PAGE_SIZE } from './my-orders-page';
import { renderMyOrdersPage } from './orders-test-harness';

const summary = (number: string, status: string, lines: { name: string; quantity: number; kind?: string; robuxAmount?: number; accountPublicId?: string }[], total: string) => ({
  __typename: 'Order',
  number,
  status,
  total,
  createdAt: '2026-11-23T17:05:00Z',
  lines: lines.map((line) => ({ __typename: 'OrderLine', kind: 'ITEM', robuxAmount: null, accountPublicId: null, ...line })),
});

const pageMock = (offset: number, total: number, orders: object[]) => ({
  request: { query: MyOrdersDocument, variables: { page: { offset, limit: ORDERS_PAGE_SIZE } } },
  result: { data: { myOrders: { __typename: 'OrderPage', total, offset, limit: ORDERS_PAGE_SIZE, orders } } },
});

describe('my orders', () => {
  it('lists the shopper’s orders as the API gives them (newest first), each linking to its page', async () => {
    const { sent } = renderMyOrdersPage(
      [
        pageMock(0, 2, [
          summary('RS-000124', 'CANCELLED', [{ name: 'Dragon', quantity: 1 }, { name: '800 ROBUX', quantity: 2 }], '964.43'),
          summary('RS-000123', 'AWAITING_PAYMENT', [{ name: 'Leopard', quantity: 3 }], '120.00'),
        ]),
      ],
      '/orders',
      { language: 'en' },
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['RS-000124', 'RS-000123']);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/orders/RS-000124');
    expect(within(items[0]!).getByText('Cancelled')).toBeTruthy();
    expect(within(items[0]!).getByText('Dragon ×1 and 1 more')).toBeTruthy();
    expect(within(items[0]!).getByText('฿964.43')).toBeTruthy();
    expect(within(items[1]!).getByText('Leopard ×3')).toBeTruthy();
    expect(within(items[1]!).getByText('24 Nov 2026, 00:05')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(sent[0]!.authorization).toBe('Bearer token-123');
  });

  it('pages through with ?page=N: previous and next links and “Page 2 of 3”', async () => {
    renderMyOrdersPage([pageMock(ORDERS_PAGE_SIZE, 25, [summary('RS-000105', 'PAID', [{ name: 'Dragon', quantity: 1 }], '404.43')])], '/orders?page=2', { language: 'en' });
    const pager = await screen.findByRole('navigation', { name: 'Order list pages' });
    expect(within(pager).getByText('Page 2 of 3')).toBeTruthy();
    expect(within(pager).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/orders?page=1');
    expect(within(pager).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/orders?page=3');
  });

  it('says when there are no orders yet, in Thai by default', async () => {
    renderMyOrdersPage([pageMock(0, 0, [])]);
    expect(await screen.findByText('คุณยังไม่มีคำสั่งซื้อ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปที่ร้านค้า' })).toBeTruthy();
  });
});
