import { useId, useState } from 'react';
import type { SupportReason } from '../../gql/graphql';
import { useMessages } from '../../lib/i18n';
import { SupportConversationView } from './support-conversation-view';
import { orderHelpMessages } from './order-help-messages';

const REASONS = ['NOT_RECEIVED', 'WRONG_ITEM', 'PAYMENT_PROBLEM', 'OTHER'] as const satisfies readonly SupportReason[];
type OrderReason = (typeof REASONS)[number];

/** "Need help with this order?": the shopper says why, then talks with staff in this order's own conversation. */
export function OrderHelp({ orderNumber }: { orderNumber: string }) {
  const t = useMessages(orderHelpMessages);
  const ids = useId();
  const [reason, setReason] = useState<OrderReason | null>(null);
  const [started, setStarted] = useState(false);

  return (
    <section className="order-card order-help" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{t.heading}</h2>
      {started && reason ? (
        <SupportConversationView topic={{ orderNumber, reason }} visible />
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
