import { useQuery } from '@apollo/client/react';
import { Fragment, type ReactNode, useId } from 'react';
import { graphql } from '../../gql';
import type { DeliveryMethod, OrderStatus } from '../../gql/graphql';
import { bangkokDate, bangkokTime } from '../../lib/bangkok-time';
import { fill, type Language, useLanguage, useMessages } from '../../lib/i18n';
import { whatHappensNextMessages } from './what-happens-next-messages';
import './what-happens-next.css';

export const OrderSupportHoursQuery = graphql(`
  query OrderSupportHours {
    supportHours {
      days
      opensAt
      closesAt
      supportOpenNow
      nextOpenAt
    }
  }
`);

/** What of the order this needs: where it is, how each line is handed over, and when it was delivered. */
export interface NextStepsOrder {
  status: OrderStatus;
  robloxUser: { name: string } | null;
  lines: readonly { deliveryMethod: DeliveryMethod; gameName: string | null }[];
  timeline: readonly { toStatus: OrderStatus; at: string }[];
}

type Stage = 'beforePayment' | 'review' | 'paid' | 'delivering' | 'delivered';
type Text = (typeof whatHappensNextMessages)['th'];

const STAGE_OF: Partial<Record<OrderStatus, Stage>> = {
  AWAITING_PAYMENT: 'beforePayment',
  PAYMENT_REVIEW: 'review',
  PAID: 'paid',
  DELIVERING: 'delivering',
  DELIVERED: 'delivered',
  COMPLETED: 'delivered',
};

const LEAD: Record<Stage, keyof Text> = {
  beforePayment: 'leadAwaitingPayment',
  review: 'leadReview',
  paid: 'leadPaid',
  delivering: 'leadDelivering',
  delivered: 'leadDelivered',
};

const METHOD_ORDER: readonly DeliveryMethod[] = ['IN_GAME_TRADE', 'PRIVATE_SERVER', 'GAMEPASS', 'ACCOUNT_LOGIN'];

/** Roblox keeps Robux from a gamepass sale pending for about this many days. */
const PENDING_DAYS = { from: 5, to: 7 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A message with names put in as elements, so a username or game name is marked as not to be translated. */
function withNames(template: string, names: Record<string, string>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name && names[name] !== undefined ? (
      <span key={index} className="next-steps__name" translate="no">
        {names[name]}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    );
  });
}

/**
 * The order page's "what happens next": for each way this order's lines are handed over, who does what, where and
 * when, at the stage the order is in. Nothing once it is cancelled, expired or refunded.
 */
export function WhatHappensNext({ order }: { order: NextStepsOrder }) {
  const t = useMessages(whatHappensNextMessages);
  const { language } = useLanguage();
  const headingId = useId();
  const stage = STAGE_OF[order.status];
  const methods = METHOD_ORDER.filter((method) => order.lines.some((line) => line.deliveryMethod === method));
  // Staff hours matter once the shopper waits on staff; before paying, the payment is the shopper's own step.
  const waitsOnStaff = (stage === 'review' || stage === 'paid' || stage === 'delivering') && methods.some((method) => method !== 'ACCOUNT_LOGIN');
  if (!stage || methods.length === 0) return null;

  return (
    <section className="order-card next-steps" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.heading}</h2>
      <p className="next-steps__lead">{t[LEAD[stage]]}</p>
      <ul className="next-steps__methods">
        {methods.map((method) => (
          <li key={method} className="next-steps__method">
            <h3>{t[method]}</h3>
            <ul className="next-steps__points">
              {pointsFor(method, stage, order, t, language).map((point, index) => (
                <li key={index}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {waitsOnStaff ? <StaffHours /> : null}
    </section>
  );
}

function pointsFor(method: DeliveryMethod, stage: Stage, order: NextStepsOrder, t: Text, language: Language): ReactNode[] {
  const games = [...new Set(order.lines.filter((line) => line.deliveryMethod === method && line.gameName).map((line) => line.gameName!))].join(', ');
  const user = order.robloxUser?.name;
  const named = (withUser: string, withoutUser: string) => (user ? withNames(withUser, { user: `@${user}`, game: games }) : withNames(withoutUser, { game: games }));
  switch (method) {
    case 'IN_GAME_TRADE':
      if (stage === 'delivered') return [t.itemsDelivered];
      if (stage === 'delivering') return [withNames(t.tradeNow, { game: games })];
      return [named(t.tradeWho, t.tradeWhoNoUser), t.tradeOnline];
    case 'PRIVATE_SERVER':
      if (stage === 'delivered') return [t.itemsDelivered];
      if (stage === 'delivering') return [t.privateServerNow];
      return [named(t.privateServerWho, t.privateServerWhoNoUser), t.privateServerOnline];
    case 'GAMEPASS': {
      if (stage !== 'delivered') return [t.gamepassWho, t.gamepassKeep, t.gamepassPending];
      const deliveredAt = order.timeline.findLast((event) => event.toStatus === 'DELIVERED')?.at;
      return deliveredAt ? [t.gamepassBought, expectedRobux(deliveredAt, t, language)] : [t.gamepassBought];
    }
    case 'ACCOUNT_LOGIN':
      return [stage === 'beforePayment' || stage === 'review' ? t.accountLater : t.accountReady];
  }
}

/** The dates Roblox's pending period ends, counted from the delivery (staff buying the gamepass). */
function expectedRobux(deliveredAt: string, t: Text, language: Language): string {
  const start = new Date(deliveredAt).getTime();
  const date = (days: number) => bangkokDate(new Date(start + days * DAY_MS).toISOString(), language);
  return fill(t.gamepassExpected, { from: date(PENDING_DAYS.from), to: date(PENDING_DAYS.to) });
}

/** When staff work, as support sets it; without hours set (or while they cannot be read), no numbers are promised. */
function StaffHours() {
  const t = useMessages(whatHappensNextMessages);
  const { language } = useLanguage();
  const { data } = useQuery(OrderSupportHoursQuery);
  const hours = data?.supportHours;
  if (!hours) return <p className="next-steps__hours">{t.hoursUnknown}</p>;
  return (
    <p className="next-steps__hours">
      {fill(t.hours, { days: dayRanges(hours.days, language, t.everyDay), opens: hours.opensAt, closes: hours.closesAt })}{' '}
      {hours.supportOpenNow ? t.hoursOpenNow : hours.nextOpenAt && fill(t.hoursClosedNow, { time: bangkokTime(hours.nextOpenAt, language) })}
    </p>
  );
}

const WEEKDAY_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat('th-TH', { weekday: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }),
};
// 4 January 2026 was a Sunday: day d (0 = Sunday) is that date plus d.
const weekdayName = (day: number, language: Language) => WEEKDAY_FORMATS[language].format(Date.UTC(2026, 0, 4 + day));

/** [1,2,3,4,5,6] → "Mon–Sat"; [1,3,5] → "Mon, Wed, Fri"; all seven → "every day". The week starts on Monday. */
function dayRanges(days: readonly number[], language: Language, everyDay: string): string {
  if (new Set(days).size === 7) return everyDay;
  const week = [1, 2, 3, 4, 5, 6, 0].filter((day) => days.includes(day));
  const runs: number[][] = [];
  for (const day of week) {
    const run = runs.at(-1);
    if (run && (run.at(-1)! + 1) % 7 === day) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => (run.length >= 3 ? `${weekdayName(run[0]!, language)}–${weekdayName(run.at(-1)!, language)}` : run.map((day) => weekdayName(day, language)).join(', ')))
    .join(', ');
}
