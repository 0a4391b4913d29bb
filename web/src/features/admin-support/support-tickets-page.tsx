import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ConversationStatus } from '../../gql/graphql';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { StaffConversation } from './staff-conversation';
import { REASON_LABELS, STATUS_TABS } from './support-labels';
import { SupportInboxQuery } from './support-inbox-operations';
import { useSupportInboxCounts } from './use-support-inbox-counts';
import './support-tickets.css';

const COUNT_OF: Record<ConversationStatus, 'open' | 'waitingForCustomer' | 'closed'> = {
  OPEN: 'open',
  WAITING_FOR_CUSTOMER: 'waitingForCustomer',
  CLOSED: 'closed',
};

/** Support Tickets: the inbox by status (in the URL, with the open conversation), and the chosen conversation. */
export default function SupportTicketsPage() {
  const [params, setParams] = useSearchParams();
  const status = (STATUS_TABS.find((tab) => tab.status === params.get('status'))?.status ?? 'OPEN') as ConversationStatus;
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
    <AdminPage title="Support Tickets">
      <div className="support-tabs" role="group" aria-label="Conversations by status">
        {STATUS_TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            className="support-tabs__tab"
            aria-pressed={tab.status === status}
            onClick={() => choose({ status: tab.status, conversation: null })}
          >
            {tab.label}
            {counts && <span className="support-tabs__count"> ({counts[COUNT_OF[tab.status]]})</span>}
          </button>
        ))}
      </div>
      <div className="support-inbox">
        <nav className="support-inbox__list admin-card" aria-label="Conversations">
          {error && <ErrorText error={error} />}
          {data?.supportInbox.conversations.length === 0 && <p>No conversations here.</p>}
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
                    {conversation.unreadCount > 0 && <span className="support-inbox__unread">{conversation.unreadCount} new</span>}
                  </span>
                  <span className="support-inbox__topic">
                    {REASON_LABELS[conversation.reason]}
                    {conversation.orderNumber && ` · ${conversation.orderNumber}`}
                  </span>
                  <span className="support-inbox__preview">{conversation.lastMessagePreview ?? ''}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="support-inbox__conversation admin-card">
          {chosen ? <StaffConversation key={chosen} conversationId={chosen} /> : <p>Choose a conversation to read and answer it.</p>}
        </div>
      </div>
    </AdminPage>
  );
}
