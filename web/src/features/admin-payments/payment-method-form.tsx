import { type FormEvent, useId, useState } from 'react';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import type { PaymentMethodInput, PaymentMethodType } from '../../gql/graphql';
import { THAI_BANKS } from '../admin-shell/ui/bank-names';
import { PAYMENT_METHOD_TYPE_LABEL, PAYMENT_METHOD_TYPES } from '../admin-shell/ui/payment-labels';

export type PaymentMethodValues = PaymentMethodInput;

export const MISSING_FIELDS_MESSAGE = 'Please choose a type and fill in the account name and details.';

interface PaymentMethodFormProps {
  title: string;
  submitLabel: string;
  /** The button's text while the request runs ('Adding...', 'Saving...'). */
  busyLabel: string;
  initial?: PaymentMethodValues;
  /** Resolves when saved (the caller then closes the form); a rejection is shown in the form. */
  onSubmit(values: PaymentMethodValues): Promise<void>;
  onClose(): void;
}

/** Add or edit a linked account in a modal: every field is required, and the server's refusal is shown. */
export function PaymentMethodForm({ title, submitLabel, busyLabel, initial, onSubmit, onClose }: PaymentMethodFormProps) {
  const [type, setType] = useState<PaymentMethodType | ''>(initial?.type ?? '');
  const [name, setName] = useState(initial?.name ?? '');
  const [details, setDetails] = useState(initial?.details ?? '');
  const [promptpayId, setPromptpayId] = useState(initial?.promptpayId ?? '');
  const [receivingBank, setReceivingBank] = useState(initial?.receivingBank ?? '');
  const [accountNumber, setAccountNumber] = useState(initial?.accountNumber ?? '');
  const [accountName, setAccountName] = useState(initial?.accountName ?? '');
  const [activeForCheckout, setActiveForCheckout] = useState(initial?.activeForCheckout ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const ids = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!type || !name.trim() || !details.trim()) {
      setProblem(MISSING_FIELDS_MESSAGE);
      return;
    }
    setProblem(null);
    setError(null);
    setBusy(true);
    try {
      // Only PromptPay accounts take checkout's money; the server checks the id and says what is wrong with it.
      const promptPay = type === 'PROMPTPAY';
      await onSubmit({
        type,
        name: name.trim(),
        details: details.trim(),
        promptpayId: promptPay && promptpayId.trim() ? promptpayId.trim() : null,
        // The server takes the bank account behind the id whole or not at all, and says which part is missing.
        receivingBank: (promptPay && receivingBank) || null,
        accountNumber: (promptPay && accountNumber.trim()) || null,
        accountName: (promptPay && accountName.trim()) || null,
        activeForCheckout: promptPay && activeForCheckout,
      });
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <Modal title={title} onClose={onClose} width={440}>
      <form className="payment-method-form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="admin-field" htmlFor={`${ids}-type`}>
          Type
          <select id={`${ids}-type`} value={type} onChange={(event) => setType(event.target.value as PaymentMethodType)}>
            <option value="" disabled>
              Choose a type
            </option>
            {PAYMENT_METHOD_TYPES.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_METHOD_TYPE_LABEL[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field" htmlFor={`${ids}-name`}>
          Name
          <input id={`${ids}-name`} value={name} maxLength={100} required onChange={(event) => setName(event.target.value)} />
        </label>
        <label className="admin-field" htmlFor={`${ids}-details`}>
          Details
          <input
            id={`${ids}-details`}
            value={details}
            maxLength={200}
            required
            placeholder="Account number, PromptPay ID or wallet address"
            onChange={(event) => setDetails(event.target.value)}
          />
        </label>
        {type === 'PROMPTPAY' && (
          <>
            <label className="admin-field" htmlFor={`${ids}-promptpay-id`}>
              PromptPay ID
              <input
                id={`${ids}-promptpay-id`}
                value={promptpayId}
                maxLength={20}
                inputMode="numeric"
                placeholder="Mobile number, national / tax ID or e-wallet ID"
                onChange={(event) => setPromptpayId(event.target.value)}
              />
            </label>
            <fieldset className="payment-method-form__group">
              <legend>Bank account behind the PromptPay ID (staff compare slips with it)</legend>
              <label className="admin-field" htmlFor={`${ids}-bank`}>
                Receiving bank
                <select id={`${ids}-bank`} value={receivingBank} onChange={(event) => setReceivingBank(event.target.value)}>
                  <option value="">Not recorded</option>
                  {THAI_BANKS.map((bank) => (
                    <option key={bank.code} value={bank.code}>
                      {bank.name} ({bank.code})
                    </option>
                  ))}
                </select>
              </label>
              <label className="admin-field" htmlFor={`${ids}-account-number`}>
                Account number
                <input
                  id={`${ids}-account-number`}
                  value={accountNumber}
                  maxLength={20}
                  inputMode="numeric"
                  onChange={(event) => setAccountNumber(event.target.value)}
                />
              </label>
              <label className="admin-field" htmlFor={`${ids}-account-name`}>
                Account holder&apos;s name
                <input
                  id={`${ids}-account-name`}
                  value={accountName}
                  maxLength={100}
                  placeholder="As the bank writes it on slips"
                  onChange={(event) => setAccountName(event.target.value)}
                />
              </label>
            </fieldset>
            <label className="payment-method-form__check" htmlFor={`${ids}-active`}>
              <input id={`${ids}-active`} type="checkbox" checked={activeForCheckout} onChange={(event) => setActiveForCheckout(event.target.checked)} />
              Active for checkout: shoppers pay into this account (the account active before stops being it)
            </label>
          </>
        )}
        {problem && (
          <p className="admin-error" role="alert">
            {problem}
          </p>
        )}
        <ErrorText error={error} />
        <div className="payment-method-form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
