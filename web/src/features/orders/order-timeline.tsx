import type { ShopperOrder_OrderFragment } from '../../gql/graphql';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { bangkokTime } from '../../lib/bangkok-time';
import { statusNoteTexts } from '../../lib/status-note';
import { ordersMessages } from './orders-messages';

const ACTOR_TEXT = { customer: 'byCustomer', staff: 'byStaff', system: 'bySystem' } as const;

/** Every status change, oldest first, with who made it, why, and when (Bangkok time). */
export function OrderTimeline({ events }: { events: ShopperOrder_OrderFragment['timeline'] }) {
  const t = useMessages(ordersMessages);
  const { language } = useLanguage();
  return (
    <>
      <ol className="order-timeline" aria-labelledby="order-timeline-heading">
        {events.map((event, index) => {
          const actor = ACTOR_TEXT[event.actor as keyof typeof ACTOR_TEXT];
          return (
            <li key={index} className="order-timeline__event">
              <p className="order-timeline__what">
                {event.fromStatus ? t[event.toStatus] : fill(t.eventPlaced, { status: t[event.toStatus] })}
                {actor && <span className="order-timeline__who"> · {t[actor]}</span>}
              </p>
              <time className="order-timeline__when" dateTime={event.at}>
                {bangkokTime(event.at, language)}
              </time>
              {statusNoteTexts(event, language).map((note) => (
                <p key={note} className="order-timeline__note">
                  {fill(t.eventNote, { note })}
                </p>
              ))}
            </li>
          );
        })}
      </ol>
      <p className="order-timeline__zone">{t.bangkokTime}</p>
    </>
  );
}
