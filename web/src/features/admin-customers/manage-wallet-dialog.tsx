import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { graphql } from '../../gql';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { hasErrorCode } from '../admin-shell/ui/error-code';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import { type AdjustmentField, adjustmentFieldErrors } from './adjustment-problems';
import { adminCustomersMessages } from './admin-customers-messages';
import type { CustomerWalletCardData } from './customer-credit-card';
import { creditLevel } from './credit-level';
import { EmailAddress } from '../../components/email-address';

export const AdjustWalletMutation = graphql(`
  mutation AdjustWallet($customerId: Int!, $amount: String!, $reason: String!, $idempotencyKey: String) {
    adjustWallet(customerId: $customerId, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {
      ordersCount
      totalCredited
      balance
      customer {
        id
      }
    }
  }
`);

/** The most a reason may hold (the API's limit). */
const REASON_MAX_LENGTH = 300;

type Direction = 'credit' | 'debit';

type InputProblem = 'amountMissing' | 'amountSigned' | 'reasonMissing';

/** What this form checks itself: only that something was typed, and that the sign comes from Credit/Debit. */
function missingInput(amount: string, reason: string): Partial<Record<AdjustmentField, InputProblem>> {
  const problems: Partial<Record<AdjustmentField, InputProblem>> = {};
  if (!amount.trim()) problems.amount = 'amountMissing';
  else if (/^[-+]/.test(amount.trim())) problems.amount = 'amountSigned';
  if (!reason.trim()) problems.reason = 'reasonMissing';
  return problems;
}

interface ManageWalletDialogProps {
  wallet: CustomerWalletCardData;
  onClose(): void;
  /** Posted: the card should show the wallet as it is now. */
  onAdjusted(result: { direction: Direction; amount: string; balance: string }): void;
}

/**
 * Manage: credits or debits a gamer's wallet by hand, with the reason they read. One idempotency key per
 * adjustment asked for in this opening, so a double click or a retried request posts once, while an adjustment
 * changed after a lost answer is a new one. The server decides what is allowed (amount format, limits,
 * no debit above the balance) and this shows its answer beside the field it concerns.
 */
export function ManageWalletDialog({ wallet, onClose, onAdjusted }: ManageWalletDialogProps) {
  const ids = useId();
  const keys = useRef(new Map<string, string>());
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<Partial<Record<AdjustmentField, InputProblem>>>({});
  const [problem, setProblem] = useState<unknown>(null);
  const [adjustWallet, { loading }] = useMutation(AdjustWalletMutation);
  const { customer } = wallet;
  const { language } = useLanguage();
  const text = useMessages(adminCustomersMessages);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const notGiven = missingInput(amount, reason);
    setMissing(notGiven);
    if (Object.keys(notGiven).length > 0) return;
    setProblem(null);
    const signed = `${direction === 'debit' ? '-' : ''}${amount.trim()}`;
    const content = JSON.stringify([signed, reason.trim()]);
    if (!keys.current.has(content)) keys.current.set(content, crypto.randomUUID());
    try {
      const { data } = await adjustWallet({ variables: { customerId: customer.id, amount: signed, reason: reason.trim(), idempotencyKey: keys.current.get(content) } });
      if (data) onAdjusted({ direction, amount: amount.trim(), balance: data.adjustWallet.balance });
    } catch (error) {
      setProblem(error);
    }
  }

  const serverSays = adjustmentFieldErrors(problem);
  // The server's reason is English: English shows it after the field's name, Thai says the field was refused.
  const refused = (field: AdjustmentField) => {
    const refusal = field === 'amount' ? text.amountRefused : text.reasonRefused;
    return language === 'en' ? `${refusal} ${serverSays[field]}` : refusal;
  };
  const fieldError = (field: AdjustmentField) => {
    const problem = missing[field];
    if (problem) return text[problem];
    return serverSays[field] ? refused(field) : undefined;
  };
  const errorOf = { amount: fieldError('amount'), reason: fieldError('reason') };
  const explainedByFields = Boolean(serverSays.amount || serverSays.reason);
  const insufficient = hasErrorCode(problem, 'INSUFFICIENT_BALANCE');
  const level = creditLevel(wallet.balance);

  return (
    <Modal title={fill(text.manageTitle, { name: customer.name })} onClose={onClose}>
      <form className="wallet-adjust" noValidate onSubmit={(event) => void submit(event)}>
        <p className="credit-muted wallet-adjust__email">
          <EmailAddress email={customer.email} />
        </p>
        <dl className="wallet-adjust__now">
          <dt>{text.remainingCredits}</dt>
          <dd className={`credit-level credit-level--${level}`}>{formatBaht(wallet.balance)}</dd>
        </dl>
        <fieldset className="wallet-adjust__direction">
          <legend>{text.creditOrDebit}</legend>
          {(['credit', 'debit'] as const).map((choice) => (
            <label key={choice} className="wallet-adjust__choice">
              <input type="radio" name={`${ids}-direction`} value={choice} checked={direction === choice} onChange={() => setDirection(choice)} />
              {choice === 'credit' ? text.credit : text.debit}
            </label>
          ))}
          <p className="credit-muted">{text.directionHint}</p>
        </fieldset>
        <label className="admin-field" htmlFor={`${ids}-amount`}>
          <span>{text.amountLabel}</span>
          <input
            id={`${ids}-amount`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            required
            aria-invalid={errorOf.amount ? true : undefined}
            aria-describedby={errorOf.amount ? `${ids}-amount-error` : undefined}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setMissing(({ amount: _typed, ...rest }) => rest);
            }}
          />
        </label>
        {errorOf.amount && (
          <p id={`${ids}-amount-error`} className="admin-error" role="alert">
            {errorOf.amount}
          </p>
        )}
        <label className="admin-field" htmlFor={`${ids}-reason`}>
          <span>{text.reasonLabel}</span>
          <textarea
            id={`${ids}-reason`}
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            required
            aria-invalid={errorOf.reason ? true : undefined}
            aria-describedby={errorOf.reason ? `${ids}-reason-error` : undefined}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(({ reason: _typed, ...rest }) => rest);
            }}
          />
        </label>
        {errorOf.reason && (
          <p id={`${ids}-reason-error`} className="admin-error" role="alert">
            {errorOf.reason}
          </p>
        )}
        {!explainedByFields && <ErrorText error={problem} prefix={insufficient ? text.notEnough : text.couldNotChange} />}
        <div className="credit-card__actions">
          <button type="submit" className={direction === 'debit' ? 'button button--danger' : 'button'} disabled={loading} aria-busy={loading}>
            {loading ? text.saving : direction === 'debit' ? text.debitWallet : text.creditWallet}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {text.back}
          </button>
        </div>
      </form>
    </Modal>
  );
}
