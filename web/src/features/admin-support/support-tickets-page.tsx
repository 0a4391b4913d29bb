import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ConversationStatus } from '../../gql/graphql';
import { fill, useMessages } from '../../lib/i18n';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { adminSupportMessages } from './admin-support-messages';
import { StaffConversation } from './staff-conversation';
import { SupportHoursEditor } from './support-hours-editor';
import { SupportInboxQuery } from './support-inbox-operations';
import { useSupportInboxCounts } from './use-support-inbox-counts';
import './support-tickets.css';

const COUNT_OF: Record<ConversationStatus, 'open' | 'waitingForCustomer' | 'closed'> = {
  OPEN: 'open',
  WAITING_FOR_CUSTOMER: 'waitingForCustomer',
  CLOSED: 'closed',
};
const STATUS_TABS = Object.keys(COUNT_OF) as ConversationStatus[];

/** Support Tickets: the inbox by status (in the URL, with the open conversation), and the chosen conversation. */
export default function SupportTicketsPage() {
  const t = useMessages(adminSupportMessages);
  const [params, setParams] = useSearchParams();
  const status = STATUS_TABS.find((tab) => tab === params.get('status')) ?? 'OPEN';
  const chosen = Number(params.get('conversation')) || null;
  const counts = useSupportInboxCounts(true);
  const { data, error, refetch } = useQuery(SupportInboxQuery, { variables: { status, page: { offset: 0, limit: 50 } } });
  // Any change anywhere moves the counts: the list follows them.
  const countsKey = counts ? `${counts.open}/${counts.waitingForCustomer}/${counts.closed}/${counts.unread}` : '';
  useEffect(() => {
    if (countsKey) void refetch();
  }, [countsKey, refetch]);

  const choose = (next: { status?: ConversationStatus; conversation?: number | null }) => {
    const updated = new URLSearchParams(params);
    if (next.status) updated.set('status', next.status);
    if (next.conversation === null) updated.delete('conversation');
    else if (next.conversation) updated.set('conversation', String(next.conversation));
    setParams(updated);
  };

  return (
    <AdminPage title={t.title}>
      <div className="support-tabs" role="group" aria-label={t.byStatus}>
        {STATUS_TABS.map((tab) => (
          <button key={tab} type="button" className="support-tabs__tab" aria-pressed={tab === status} onClick={() => choose({ status: tab, conversation: null })}>
            {t[tab]}
            {counts && <span className="support-tabs__count"> ({counts[COUNT_OF[tab]]})</span>}
          </button>
        ))}
      </div>
      <div className="support-inbox">
        <nav className="support-inbox__list admin-card" aria-label={t.conversations}>
          {error && <ErrorText error={error} />}
          {data?.supportInbox.conversations.length === 0 && <p>{t.none}</p>}
          <ul>
            {data?.supportInbox.conversations.map((conversation) => (
              <li key={conversation.id}>
                <button
                  type="button"
                  className="support-inbox__item"
                  aria-current={conversation.id === chosen ? 'true' : undefined}
                  onClick={() => choose({ conversation: conversation.id })}
                >
                  <span className="support-inbox__name">
                    {conversation.customer?.name}
                    {conversation.unreadCount > 0 && <span className="support-inbox__unread">{fill(t.newCount, { count: conversation.unreadCount })}</span>}
                  </span>
                  <span className="support-inbox__topic">
                    {t[conversation.reason]}
                    {conversation.orderNumber && ` · ${conversation.orderNumber}`}
                  </span>
                  <span className="support-inbox__preview">{conversation.lastMessagePreview ?? ''}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="support-inbox__conversation admin-card">
          {chosen ? <StaffConversation key={chosen} conversationId={chosen} /> : <p>{t.choose}</p>}
        </div>
      </div>
      <SupportHoursEditor />
    </AdminPage>
  );
}
