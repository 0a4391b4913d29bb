import { useEffect, useRef, useState } from 'react';
import type { ShopperOrder_OrderFragment } from '../../gql/graphql';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { formatCountdown, useSecondsLeft } from './countdown';
import { ordersMessages } from './orders-messages';
import { SlipUpload } from './slip-upload';

type Payment = NonNullable<ShopperOrder_OrderFragment['payment']>;

/** The QR as a PNG data URL, drawn here from the server's payload (the library loads only on this page). */
function useQrImage(payload: string): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(payload, { width: 320, margin: 2, errorCorrectionLevel: 'M' }))
      .then((url) => current && setImage(url));
    return () => {
      current = false;
    };
  }, [payload]);
  return image;
}

interface PromptPayPanelProps {
  number: string;
  payment: Payment;
  token: string;
  /** The slip was accepted or the time ran out: the order has moved on. */
  onChanged(): void;
}

/** How to pay an order awaiting payment: the QR for the exact amount, by when, and where the slip goes after. */
export function PromptPayPanel({ number, payment, token, onChanged }: PromptPayPanelProps) {
  const t = useMessages(ordersMessages);
  const qr = useQrImage(payment.promptpayPayload);
  const secondsLeft = useSecondsLeft(payment.expiresAt);
  const amount = formatBaht(payment.amount);
  const timeUp = secondsLeft === 0;
  // Asked once when the time runs out (the expiry sweep may take up to half a minute more; polling covers that).
  const toldExpired = useRef(false);
  useEffect(() => {
    if (!timeUp || toldExpired.current) return;
    toldExpired.current = true;
    onChanged();
  }, [timeUp, onChanged]);

  return (
    <section className="order-card order-card--pay promptpay" aria-labelledby="order-pay-heading">
      <h2 id="order-pay-heading">{t.payWithPromptPay}</h2>
      <div className="promptpay__body">
        <figure className="promptpay__qr">
          {qr ? <img src={qr} alt={fill(t.qrAlt, { amount })} width={240} height={240} /> : <div className="promptpay__qr-placeholder" aria-hidden="true" />}
          <figcaption>{fill(t.receiver, { name: payment.receiverName })}</figcaption>
          {qr && (
            <a className="button button--ghost promptpay__save" href={qr} download={`${number}-promptpay.png`}>
              {t.downloadQr}
            </a>
          )}
        </figure>
        <div className="promptpay__details">
          <p className="promptpay__label">{t.amountToPay}</p>
          <p className="promptpay__amount">{amount}</p>
          <p className="promptpay__note">{fill(t.offsetNote, { offset: formatBaht(payment.amountOffset), amount })}</p>
          <p className="promptpay__scan">{t.scanToPay}</p>
          <p className="promptpay__countdown">
            <span>{t.timeLeft}</span>
            {/* Read once a minute by screen readers, not every second. */}
            <strong aria-hidden="true">{formatCountdown(secondsLeft)}</strong>
            <span className="visually-hidden" aria-live="polite">
              {timeUp ? t.timeUp : fill(t.minutesLeft, { minutes: Math.ceil(secondsLeft / 60) })}
            </span>
          </p>
          {timeUp && <p role="alert">{t.timeUp}</p>}
        </div>
      </div>
      {!timeUp && <SlipUpload number={number} token={token} onSent={onChanged} />}
    </section>
  );
}
