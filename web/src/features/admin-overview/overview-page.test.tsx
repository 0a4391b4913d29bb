import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../gql/graphql';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { CurrentAdminProvider } from '../admin-shell/current-admin';
import OverviewPage, { DashboardStatsQuery } from './overview-page';
import { SetupChecklistQuery } from './setup-checklist';
import { WaitingWorkQuery } from './waiting-panel';

const ADMIN_PERMISSIONS: Permission[] = ['VIEW_REPORTS', 'MANAGE_ORDERS', 'ANSWER_SUPPORT'];

const waiting = (work: Record<string, number | string | null>): MockedResponse => ({
  request: { query: WaitingWorkQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { waitingWork: { __typename: 'WaitingWork', ...work } } },
});
const FAILING_STATS: MockedResponse = {
  request: { query: DashboardStatsQuery },
  result: { errors: [new GraphQLError('Access denied: VIEW_REPORTS', { extensions: { code: 'FORBIDDEN' } })] },
  delay: 10,
};
const SET_UP: MockedResponse = { request: { query: SetupChecklistQuery }, maxUsageCount: Number.POSITIVE_INFINITY, result: { data: { setupChecklist: [] } } };

function renderOverview(mocks: MockedResponse[], { language = 'en', permissions = ADMIN_PERMISSIONS }: { language?: Language; permissions?: Permission[] } = {}) {
  render(
    <LanguageProvider initial={language}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <CurrentAdminProvider value={{ id: 1, name: 'Somchai Boss', email: 'boss@example.com', role: 'ADMIN', permissions }}>
            <OverviewPage />
          </CurrentAdminProvider>
        </MemoryRouter>
      </MockedProvider>
    </LanguageProvider>,
  );
}

const ALL_WORK = { orderSlipsToReview: 2, topupSlipsToReview: 1, ordersToDeliver: 4, ordersDelivering: 1, unreadSupportConversations: 3, todaySales: '1250.50' };

// The loaded figures draw on canvases, which jsdom lacks; the browser tests cover them.
describe('OverviewPage', () => {
  it('shows a spinner while loading, then says the overview failed without the server’s internal words', async () => {
    renderOverview([FAILING_STATS, SET_UP, waiting(ALL_WORK)]);
    expect(screen.getByRole('status').textContent).toContain('Loading the overview');
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching the overview: please try again.');
    expect(document.body.textContent).not.toContain('VIEW_REPORTS');
  });

  it('shows what waits at the top, each count a link to the screen where it is dealt with', async () => {
    renderOverview([FAILING_STATS, SET_UP, waiting(ALL_WORK)]);
    const panel = await screen.findByRole('region', { name: 'Waiting for you' });
    const tiles = within(panel)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(tiles).toEqual([
      ['Slips to review3Orders 2 · Top-ups 1', '/dashboard/payment-review'],
      ['Orders to deliver41 being delivered', '/dashboard/orders?status=paid'],
      ['Unread support3conversations', '/dashboard/support-tickets'],
      ["Today's sales฿1,250.50Orders paid today less refunds (Bangkok time)", '/dashboard/payment-reports'],
    ]);
  });

  it('leaves out what the server withholds from the role', async () => {
    renderOverview([FAILING_STATS, SET_UP, waiting({ ...ALL_WORK, unreadSupportConversations: null, orderSlipsToReview: null, topupSlipsToReview: null })], {
      permissions: ['VIEW_REPORTS', 'MANAGE_ORDERS'],
    });
    const panel = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(within(panel).getAllByRole('listitem').map((tile) => tile.firstElementChild?.firstElementChild?.textContent)).toEqual(['Orders to deliver', "Today's sales"]);
    expect(within(panel).queryByText('Unread support')).toBeNull();
    expect(within(panel).getAllByRole('link')).toHaveLength(2);
  });

  it('speaks Thai on a Thai page', async () => {
    renderOverview([FAILING_STATS, SET_UP, waiting(ALL_WORK)], { language: 'th' });
    const panel = await screen.findByRole('region', { name: 'งานที่รออยู่' });
    expect(within(panel).getByText('สลิปรอตรวจ')).toBeTruthy();
    expect(within(panel).getByText('คำสั่งซื้อ 2 · เติมเครดิต 1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ภาพรวม');
  });
});
