import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { formatCountdown, useSecondsLeft } from './countdown';
import { paymentMessages } from './payment-messages';
import './payment.css';

/** How the API says to pay by PromptPay (its OrderPayment type, for orders and top-ups alike). */
export interface PromptPayPayment {
  amount: string;
  amountOffset: string;
  receiverName: string;
  promptpayPayload: string;
  expiresAt: string;
}

/** The QR as a PNG data URL, drawn here from the server's payload (the library loads only where someone pays). */
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
  payment: PromptPayPayment;
  /** Why the amount has satang, in the words of what is being paid (an order, a top-up). */
  offsetNote: string;
  /** The name "Save QR" gives the picture. */
  qrFileName: string;
  /** The time ran out: what is being paid has moved on (or will, once the server's expiry sweep runs). */
  onTimeUp(): void;
  /** Shown while there is time: where the slip goes. */
  children?: ReactNode;
}

/** The QR for the exact amount, who receives it, and by when; the slip form below while there is time. */
export function PromptPayPanel({ payment, offsetNote, qrFileName, onTimeUp, children }: PromptPayPanelProps) {
  const t = useMessages(paymentMessages);
  const headingId = useId();
  const qr = useQrImage(payment.promptpayPayload);
  const secondsLeft = useSecondsLeft(payment.expiresAt);
  const amount = formatBaht(payment.amount);
  const timeUp = secondsLeft === 0;
  // Told once when the time runs out (the expiry sweep may take up to half a minute more; polling covers that).
  const toldTimeUp = useRef(false);
  useEffect(() => {
    if (!timeUp || toldTimeUp.current) return;
    toldTimeUp.current = true;
    onTimeUp();
  }, [timeUp, onTimeUp]);

  return (
    <section className="payment-card promptpay" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.payWithPromptPay}</h2>
      <div className="promptpay__body">
        <figure className="promptpay__qr">
          {qr ? <img src={qr} alt={fill(t.qrAlt, { amount })} width={240} height={240} /> : <div className="promptpay__qr-placeholder" aria-hidden="true" />}
          <figcaption>{fill(t.receiver, { name: payment.receiverName })}</figcaption>
          {qr && (
            <a className="button button--ghost promptpay__save" href={qr} download={qrFileName}>
              {t.downloadQr}
            </a>
          )}
        </figure>
        <div className="promptpay__details">
          <p className="promptpay__label">{t.amountToPay}</p>
          <p className="promptpay__amount">{amount}</p>
          <p className="promptpay__note">{offsetNote}</p>
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
      {!timeUp && children}
    </section>
  );
}
