import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import type { SupportReason } from '../../gql/graphql';
import { asShopper } from '../../lib/apollo-client';
import { useMessages } from '../../lib/i18n';
import { useCustomerSession } from '../customer-session/session-context';
import { MySupportConversations } from './support-operations';
import { SupportConversationView } from './support-conversation-view';
import { orderHelpMessages } from './order-help-messages';

const REASONS = ['NOT_RECEIVED', 'WRONG_ITEM', 'PAYMENT_PROBLEM', 'OTHER'] as const satisfies readonly SupportReason[];
type OrderReason = (typeof REASONS)[number];

/**
 * "Need help with this order?": the shopper says why, then talks with staff in this order's own conversation.
 * Once that conversation exists it is shown straight away and continued, never asked for again.
 */
export function OrderHelp({ orderNumber }: { orderNumber: string }) {
  const t = useMessages(orderHelpMessages);
  const ids = useId();
  const { token } = useCustomerSession();
  const [reason, setReason] = useState<OrderReason | null>(null);
  const [started, setStarted] = useState(false);
  const { data, loading } = useQuery(MySupportConversations, { context: asShopper(token), skip: !token });
  const existing = data?.mySupportConversations.find((conversation) => conversation.orderNumber === orderNumber);
  const topicReason = existing?.reason ?? (started ? reason : null);
  if (loading && !data) return null;

  return (
    <section className="order-card order-help" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{t.heading}</h2>
      {topicReason ? (
        <SupportConversationView topic={{ orderNumber, reason: topicReason }} visible />
      ) : (
        <form
          className="order-help__reasons"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason) setStarted(true);
          }}
        >
          <fieldset>
            <legend>{t.why}</legend>
            {REASONS.map((option) => (
              <label key={option} className="order-help__reason">
                <input type="radio" name={`${ids}-reason`} value={option} checked={reason === option} onChange={() => setReason(option)} />
                {t[option]}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button" disabled={!reason}>
            {t.start}
          </button>
        </form>
      )}
    </section>
  );
}
