import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../lib/apollo-client';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { CustomerSessionProvider } from '../customer-session/session-context';
import { OrderReplyMark } from './order-reply-mark';
import { SupportChatWidget } from './support-chat-widget';
import { SupportHoursStatus } from './support-hours-status';
import { MySupportUnread, SupportHoursQuery } from './support-operations';

const unreadMock = (conversations: { conversationId: number; orderNumber: string | null; unreadCount: number }[]): MockLink.MockedResponse => ({
  request: { query: MySupportUnread },
  result: {
    data: {
      mySupportUnread: {
        __typename: 'SupportUnread',
        total: conversations.reduce((sum, c) => sum + c.unreadCount, 0),
        conversations: conversations.map((c) => ({ __typename: 'SupportUnreadConversation', ...c })),
      },
    },
  },
});

const hoursMock = (hours: { supportOpenNow: boolean; nextOpenAt: string | null } | null): MockLink.MockedResponse => ({
  request: { query: SupportHoursQuery },
  result: { data: { supportHours: hours && { __typename: 'SupportHours', ...hours } } },
});

function renderWith(ui: ReactNode, mocks: MockLink.MockedResponse[], { language = 'th' as Language, signedIn = true } = {}) {
  if (signedIn) {
    window.localStorage.setItem('userToken', 'token-123');
    window.localStorage.setItem('userInfo', JSON.stringify({ name: 'Somchai', email: 'somchai@example.com' }));
  }
  const client = new ApolloClient({ link: ApolloLink.from([new MockLink(mocks)]), cache: new InMemoryCache({ typePolicies }) });
  const rendered = render(
    <ApolloProvider client={client}>
      <LanguageProvider initial={language}>
        <CustomerSessionProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </CustomerSessionProvider>
      </LanguageProvider>
    </ApolloProvider>,
  );
  return { ...rendered, client };
}

afterEach(() => window.localStorage.clear());

describe('the chat button’s unread badge', () => {
  it('shows how many staff replies are unread, and says it in the button’s name (Thai)', async () => {
    renderWith(<SupportChatWidget />, [unreadMock([{ conversationId: 7, orderNumber: null, unreadCount: 2 }])]);
    const button = await screen.findByRole('button', { name: 'เปิดแชทกับทีมงาน: มีข้อความใหม่ 2 ข้อความ' });
    expect(button.textContent).toBe('2');
  });

  it('counts in English with one and many', async () => {
    renderWith(<SupportChatWidget />, [unreadMock([{ conversationId: 7, orderNumber: null, unreadCount: 1 }])], { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Open support chat: 1 unread reply' })).toBeTruthy();
  });

  it('shows no badge when everything is read', async () => {
    renderWith(<SupportChatWidget />, [unreadMock([])]);
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe(''));
    expect(screen.getByRole('button', { name: 'เปิดแชทกับทีมงาน' })).toBeTruthy();
  });

  it('lists orders with new replies in the open panel, linking to each order', async () => {
    const user = userEvent.setup();
    renderWith(<SupportChatWidget />, [unreadMock([{ conversationId: 9, orderNumber: 'RS-000123', unreadCount: 3 }]), hoursMock(null)], { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Open support chat: 3 unread replies' }));
    const link = await screen.findByRole('link', { name: 'Order RS-000123: 3 new' });
    expect(link.getAttribute('href')).toBe('/orders/RS-000123');
  });
});

describe('My orders’ mark for an order with unread replies', () => {
  it('marks only the order whose conversation has unread staff replies', async () => {
    const mocks = [unreadMock([{ conversationId: 9, orderNumber: 'RS-000123', unreadCount: 2 }])];
    renderWith(
      <ul>
        <li>
          RS-000123 <OrderReplyMark orderNumber="RS-000123" />
        </li>
        <li>
          RS-000124 <OrderReplyMark orderNumber="RS-000124" />
        </li>
      </ul>,
      mocks,
      { language: 'en' },
    );
    await waitFor(() => expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['RS-000123 2 unread replies', 'RS-000124 ']));
  });
});

describe('support hours in the chat', () => {
  // 2026-12-07T02:00Z is Monday 09:00 in Bangkok.
  const mondayNine = '2026-12-07T02:00:00.000Z';

  it('while staff are in: the green dot and "replies within minutes"', async () => {
    const { container } = renderWith(<SupportHoursStatus />, [hoursMock({ supportOpenNow: true, nextOpenAt: null })], { language: 'en' });
    expect(await screen.findByText('We usually reply within minutes')).toBeTruthy();
    expect(container.querySelector('.support-chat__presence')).not.toBeNull();
  });

  it('while they are away: when they reply from, in Bangkok time, with no dot', async () => {
    const { container } = renderWith(<SupportHoursStatus />, [hoursMock({ supportOpenNow: false, nextOpenAt: mondayNine })], { language: 'en' });
    expect(await screen.findByText("We're away; we reply from Monday 09:00")).toBeTruthy();
    expect(container.querySelector('.support-chat__presence')).toBeNull();
  });

  it('says the same in Thai', async () => {
    renderWith(<SupportHoursStatus />, [hoursMock({ supportOpenNow: false, nextOpenAt: mondayNine })]);
    expect(await screen.findByText('ตอนนี้ทีมงานไม่อยู่ จะตอบกลับตั้งแต่ วันจันทร์ 09:00 น.')).toBeTruthy();
  });

  it('with no hours set: says nothing about speed and shows no dot', async () => {
    const { container, client } = renderWith(<SupportHoursStatus />, [hoursMock(null)], { language: 'en' });
    // The server's answer (no hours) has arrived and been rendered.
    await waitFor(() => expect(client.readQuery({ query: SupportHoursQuery })).toEqual({ supportHours: null }));
    expect(container.textContent).toBe('');
    expect(container.querySelector('.support-chat__presence')).toBeNull();
  });
});
