import { type FragmentType, graphql, useFragment } from '../../gql';
import { bangkokDateTime } from './bangkok-time';
import { actorLabel, ORDER_STATUS_LABEL } from './order-labels';
import { OrderStatusBadge } from './order-status-badge';

export const OrderTimelineFragment = graphql(`
  fragment OrderTimeline_order on Order {
    timeline {
      fromStatus
      toStatus
      actor
      note
      at
    }
  }
`);

/** Every status change, oldest first: the new status, when (Bangkok time), who, and the note or reason. */
export function OrderTimeline({ order: orderRef }: { order: FragmentType<typeof OrderTimelineFragment> }) {
  const { timeline } = useFragment(OrderTimelineFragment, orderRef);
  return (
    <ol className="order-timeline" aria-label="Timeline">
      {timeline.map((event, index) => (
        <li key={index} className="order-timeline__event">
          <div className="order-timeline__head">
            <OrderStatusBadge status={event.toStatus} />
            <span className="orders-muted">{event.fromStatus ? `from ${ORDER_STATUS_LABEL[event.fromStatus]}` : 'Order placed'}</span>
          </div>
          <p className="order-timeline__meta">
            <time dateTime={event.at}>{bangkokDateTime(event.at)}</time> · {actorLabel(event.actor)}
          </p>
          {event.note && <p className="order-timeline__note">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
