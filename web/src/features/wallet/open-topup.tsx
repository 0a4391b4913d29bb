import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { PromptPayPanel } from '../../components/payment/promptpay-panel';
import { SlipUpload } from '../../components/payment/slip-upload';
import { useFragment } from '../../gql';
import { errorCode } from '../../lib/api-error';
import { asShopper } from '../../lib/apollo-client';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { statusNoteTexts } from '../../lib/status-note';
import { MyTopupQuery, OpenTopupFragment } from './wallet-operations';
import { walletMessages } from './wallet-messages';

/** How often an open top-up asks for news (staff checking the slip, the time running out), as an open order does. */
export const TOPUP_POLL_MS = 10_000;

interface OpenTopupProps {
  id: number;
  token: string;
  /** Seen credited: the wallet's balance and history have changed. */
  onCredited(): void;
  /** Done with this top-up (credited, expired, or another amount wanted): back to the form. */
  onClose(): void;
}

/** One top-up from QR to credit: pay, send the slip, wait for the check; refreshed while it is still moving. */
export function OpenTopup({ id, token, onCredited, onClose }: OpenTopupProps) {
  const t = useMessages(walletMessages);
  const { language } = useLanguage();
  const [pollInterval, setPollInterval] = useState(0);
  const { data, previousData, error, loading, refetch } = useQuery(MyTopupQuery, {
    variables: { id },
    context: asShopper(token),
    fetchPolicy: 'network-only',
    pollInterval,
  });
  // A failed poll keeps showing the top-up as last seen.
  const topup = useFragment(OpenTopupFragment, data?.myTopup ?? previousData?.myTopup);
  const status = topup?.status;
  const open = status === 'AWAITING_PAYMENT' || status === 'PAYMENT_REVIEW';
  useEffect(() => setPollInterval(open ? TOPUP_POLL_MS : 0), [open]);
  const toldCredited = useRef(false);
  useEffect(() => {
    if (status !== 'CREDITED' || toldCredited.current) return;
    toldCredited.current = true;
    onCredited();
  }, [status, onCredited]);

  if (!topup) {
    if (loading) return <PageSpinner />;
    const notFound = errorCode(error) === 'NOT_FOUND';
    return (
      <section className="wallet-card" role="alert">
        <p>{notFound ? t.topupNotFound : t.topupLoadFailed}</p>
        <button type="button" className="button button--ghost" onClick={notFound ? onClose : () => void refetch()}>
          {notFound ? t.topUpAgain : t.retry}
        </button>
      </section>
    );
  }

  const { payment } = topup;
  const paid = payment ? formatBaht(payment.amount) : formatBaht(topup.amount);
  return (
    <div className="wallet-topup">
      {/* Announced when polling brings news: the slip is being checked, was sent back, or the credit is in. */}
      <div role="status" aria-live="polite">
        {status === 'AWAITING_PAYMENT' && topup.note && (
          <section className="wallet-card wallet-card--problem">
            <p className="wallet-topup__sent-back">{fill(t.sentBack, { note: topup.note })}</p>
            <p>{t.sendAgain}</p>
          </section>
        )}
        {status === 'PAYMENT_REVIEW' && <StatusCard heading={t.checkingHeading} text={fill(t.checkingText, { amount: paid })} />}
        {status === 'CREDITED' && <StatusCard heading={t.creditedHeading} text={fill(t.creditedText, { amount: paid })} tone="done" />}
        {status === 'CREDITED' &&
          statusNoteTexts({ noteCode: topup.noteCode, noteProvider: topup.noteProvider }, language).map((note) => (
            <p key={note} className="wallet-topup__note">
              {note}
            </p>
          ))}
        {status === 'EXPIRED' && <StatusCard heading={t.expiredHeading} text={t.expiredText} tone="stopped" />}
      </div>
      {status === 'AWAITING_PAYMENT' && payment && (
        <PromptPayPanel
          payment={payment}
          offsetNote={fill(t.offsetNote, { offset: formatBaht(payment.amountOffset), asked: formatBaht(topup.amount), amount: paid })}
          qrFileName={`topup-${topup.id}-promptpay.png`}
          onTimeUp={() => void refetch()}
        >
          <SlipUpload uploadUrl={`/api/wallet/topups/${topup.id}/slip`} token={token} onSent={() => void refetch()} />
        </PromptPayPanel>
      )}
      {status !== 'PAYMENT_REVIEW' && (
        <button type="button" className={status === 'AWAITING_PAYMENT' ? 'button button--ghost wallet-topup__close' : 'button wallet-topup__close'} onClick={onClose}>
          {status === 'AWAITING_PAYMENT' ? t.otherAmount : t.topUpAgain}
        </button>
      )}
    </div>
  );
}

function StatusCard({ heading, text, tone = 'moving' }: { heading: string; text: string; tone?: 'moving' | 'done' | 'stopped' }) {
  return (
    <section className={`wallet-card wallet-card--${tone}`}>
      <h2>{heading}</h2>
      <p>{text}</p>
    </section>
  );
}
