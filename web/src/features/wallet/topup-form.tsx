import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { errorCode, fieldReason } from '../../lib/api-error';
import { asShopper } from '../../lib/apollo-client';
import { formatWholeBaht } from '../../lib/money';
import { fill, useMessages } from '../../lib/i18n';
import { StartTopupMutation } from './wallet-operations';
import { type WalletMessages, walletMessages } from './wallet-messages';

const QUICK_AMOUNTS = [100, 300, 500, 1000];
interface TopupFormProps {
  token: string;
  /** The whole baht the server takes, as it said: they only steer the field's arrows; the server says why not. */
  limits: { min: number; max: number };
  onStarted(topupId: number): void;
}

/** What a refused start says, by the server's error code. */
const STARTING_REFUSALS: Record<string, (t: WalletMessages) => string> = {
  PAYMENT_NOT_SET_UP: (t) => t.paymentNotSetUp,
  OPEN_PAYMENTS_LIMIT: (t) => t.tooManyUnpaidTopups,
};

/** How much to add: typed or picked from a few common amounts; the server makes the top-up and its QR. */
export function TopupForm({ token, limits, onStarted }: TopupFormProps) {
  const t = useMessages(walletMessages);
  const inputId = useId();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [start, { loading }] = useMutation(StartTopupMutation, { context: asShopper(token) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const { data } = await start({ variables: { amount: amount.trim() } });
      if (data) onStarted(data.startTopup.id);
    } catch (error) {
      // The server's rule for the amount, said with the limits it gave the page.
      const refusal = fieldReason(error, 'amount');
      if (refusal === 'REQUIRED') setProblem(t.amountRequired);
      else if (refusal) setProblem(fill(t.amountOutOfRange, { min: formatWholeBaht(limits.min), max: formatWholeBaht(limits.max) }));
      else setProblem(STARTING_REFUSALS[errorCode(error) ?? '']?.(t) ?? t.startFailed);
    }
  }

  return (
    <section className="wallet-card wallet-topup-form" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>{t.topUpHeading}</h2>
      {/* noValidate: the server's words about the amount are shown, not the browser's. */}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor={inputId}>{t.amountLabel}</label>
        <input
          id={inputId}
          className="wallet-topup-form__amount"
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          step={1}
          value={amount}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : `${inputId}-help`}
          onChange={(event) => setAmount(event.target.value)}
        />
        {problem && (
          <p id={`${inputId}-problem`} className="wallet-topup-form__problem" role="alert">
            {problem}
          </p>
        )}
        <p id={`${inputId}-help`} className="wallet-topup-form__help">
          {t.amountHelp}
        </p>
        <div className="wallet-topup-form__chips" role="group" aria-label={t.quickAmounts}>
          {QUICK_AMOUNTS.map((quick) => (
            <button
              key={quick}
              type="button"
              className="wallet-amount-chip"
              aria-pressed={amount === String(quick)}
              onClick={() => {
                setAmount(String(quick));
                setProblem(null);
              }}
            >
              {formatWholeBaht(quick)}
            </button>
          ))}
        </div>
        <button type="submit" className="button" disabled={loading}>
          {loading ? t.starting : t.startTopup}
        </button>
      </form>
    </section>
  );
}
