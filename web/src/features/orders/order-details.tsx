import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ShopperOrder_OrderFragment } from '../../gql/graphql';
import { PromptPayPanel } from '../../components/payment/promptpay-panel';
import { SlipUpload } from '../../components/payment/slip-upload';
import { bangkokTime } from '../../lib/bangkok-time';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { AccountLogins } from './account-logins';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { OrderHelp } from '../support-chat/order-help';
import { ordersMessages } from './orders-messages';
import { PayWithWallet } from './pay-with-wallet';
import { PayWithWalletDialog } from './pay-with-wallet-dialog';
import { WhatHappensNext } from './what-happens-next';

interface OrderDetailsProps {
  order: ShopperOrder_OrderFragment;
  token: string;
  /** The order changed under the page (a cancel or wallet payment refused, a slip sent, the time up): ask for it again. */
  onStale(): void;
}

export function OrderDetails({ order, token, onStale }: OrderDetailsProps) {
  const t = useMessages(ordersMessages);
  const { language } = useLanguage();
  const [confirming, setConfirming] = useState(false);
  // The wallet balance the shopper chose to pay from, while they confirm.
  const [payingFrom, setPayingFrom] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { robloxUser } = order;

  return (
    <article className="orders-page order-page" aria-labelledby="order-title">
      <Link to="/orders" className="order-page__back">
        ← {t.myOrders}
      </Link>
      <header className="order-page__header">
        <div>
          <p className="order-page__eyebrow">{t.orderLabel}</p>
          <h1 id="order-title" ref={titleRef} tabIndex={-1}>
            {order.number}
          </h1>
          <p className="order-page__placed">{fill(t.placedAt, { time: bangkokTime(order.createdAt, language) })}</p>
        </div>
        {/* Announced when polling brings a new status (staff confirmed the payment, delivery started…). */}
        <p className="order-page__status" role="status" aria-live="polite">
          <span className="visually-hidden">{t.status}: </span>
          <OrderStatusBadge status={order.status} large />
        </p>
      </header>

      {/* First thing on the page once paid: it is what the buyer of an account came back for. */}
      {order.accountLogins.length > 0 && <AccountLogins logins={order.accountLogins} />}

      {order.status === 'AWAITING_PAYMENT' && (
        <PayWithWallet total={order.total} token={token} onPay={setPayingFrom} />
      )}

      {order.status === 'AWAITING_PAYMENT' && order.payment && (
        <PromptPayPanel
          payment={order.payment}
          offsetNote={fill(t.offsetNote, { offset: formatBaht(order.payment.amountOffset), amount: formatBaht(order.payment.amount) })}
          qrFileName={`${order.number}-promptpay.png`}
          onTimeUp={onStale}
        >
          <SlipUpload uploadUrl={`/api/orders/${encodeURIComponent(order.number)}/slip`} token={token} onSent={onStale} />
        </PromptPayPanel>
      )}

      {order.status === 'PAYMENT_REVIEW' && (
        <section className="order-card order-card--pay" aria-labelledby="order-review-heading">
          <h2 id="order-review-heading">{t.reviewHeading}</h2>
          <p>{t.reviewText}</p>
        </section>
      )}

      {/* Orders placed before PromptPay payments were built are paid through support. */}
      {order.status === 'AWAITING_PAYMENT' && !order.payment && (
        <section className="order-card order-card--pay" aria-labelledby="order-pay-heading">
          <h2 id="order-pay-heading">{t.payHeading}</h2>
          <p className="order-card__deadline">
            {fill(t.payBefore, { time: bangkokTime(order.expiresAt, language) })}
          </p>
          <p>{t.payNext}</p>
          <Link to="/support#contact" className="button button--ghost">
            {t.contactSupport}
          </Link>
        </section>
      )}

      <WhatHappensNext order={order} />

      <div className="order-page__grid">
        <section className="order-card order-page__lines" aria-labelledby="order-lines-heading">
          <h2 id="order-lines-heading">{t.linesHeading}</h2>
          <OrderLines lines={order.lines} awaitingPayment={order.status === 'AWAITING_PAYMENT' || order.status === 'PAYMENT_REVIEW'} />
          <p className="order-card__total">
            <span>{t.total}</span>
            <strong>{formatBaht(order.total)}</strong>
          </p>
        </section>

        <div className="order-page__side">
          {/* None for Robux accounts alone: their logins are the delivery, shown with the lines. */}
          {robloxUser && (
            <section className="order-card" aria-labelledby="order-roblox-heading">
              <h2 id="order-roblox-heading">{t.robloxHeading}</h2>
              {robloxUser.displayName && <p className="order-roblox__display-name">{robloxUser.displayName}</p>}
              <p className="order-roblox__name">@{robloxUser.name}</p>
              {robloxUser.id && <p className="order-roblox__id">{fill(t.robloxUserId, { id: robloxUser.id })}</p>}
              {!robloxUser.verified && <p className="order-roblox__unverified">{t.notVerified}</p>}
            </section>
          )}

          <section className="order-card" aria-labelledby="order-timeline-heading">
            <h2 id="order-timeline-heading">{t.timelineHeading}</h2>
            <OrderTimeline events={order.timeline} />
          </section>

          <OrderHelp orderNumber={order.number} />

          {order.cancellable && (
            <button type="button" className="button button--ghost order-page__cancel" onClick={() => setConfirming(true)}>
              {t.cancelOrder}
            </button>
          )}
        </div>
      </div>

      {confirming && (
        <CancelOrderDialog
          number={order.number}
          token={token}
          onClose={() => setConfirming(false)}
          onCancelled={() => {
            setConfirming(false);
            // The Cancel button is gone with the cancellable state: the order's title keeps the shopper's place.
            titleRef.current?.focus();
          }}
          onRefused={onStale}
        />
      )}

      {payingFrom !== null && (
        <PayWithWalletDialog
          number={order.number}
          total={order.total}
          balance={payingFrom}
          token={token}
          onClose={() => setPayingFrom(null)}
          onPaid={() => {
            setPayingFrom(null);
            // The ways to pay are gone with the status: the order's title keeps the shopper's place.
            titleRef.current?.focus();
          }}
          onRefused={onStale}
        />
      )}
    </article>
  );
}
