import { type FragmentType, graphql, useFragment } from '../../gql';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { statusNoteTexts } from '../../lib/status-note';
import { adminOrdersMessages } from './admin-orders-messages';
import { bangkokDateTime } from './bangkok-time';
import { actorLabel } from './order-labels';
import { OrderStatusBadge } from './order-status-badge';

export const OrderTimelineFragment = graphql(`
  fragment OrderTimeline_order on Order {
    timeline {
      fromStatus
      toStatus
      actor
      note
      noteCode
      noteProvider
      at
    }
  }
`);

/** Every status change, oldest first: the new status, when (Bangkok time), who, and the note or reason. */
export function OrderTimeline({ order: orderRef }: { order: FragmentType<typeof OrderTimelineFragment> }) {
  const { timeline } = useFragment(OrderTimelineFragment, orderRef);
  const text = useMessages(adminOrdersMessages);
  const { language } = useLanguage();
  return (
    <ol className="order-timeline" aria-label={text.timeline}>
      {timeline.map((event, index) => (
        <li key={index} className="order-timeline__event">
          <div className="order-timeline__head">
            <OrderStatusBadge status={event.toStatus} />
            <span className="orders-muted">{event.fromStatus ? fill(text.fromStatus, { status: text[event.fromStatus] }) : text.orderPlaced}</span>
          </div>
          <p className="order-timeline__meta">
            <time dateTime={event.at}>{bangkokDateTime(event.at)}</time> · {actorLabel(event.actor, text)}
          </p>
          {statusNoteTexts(event, language).map((note) => (
            <p key={note} className="order-timeline__note">
              {note}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}
