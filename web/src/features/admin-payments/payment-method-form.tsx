import { type FormEvent, useId, useState } from 'react';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import type { PaymentMethodInput, PaymentMethodType } from '../../gql/graphql';
import { useLanguage, useMessages } from '../../lib/i18n';
import { banksIn } from '../admin-shell/ui/bank-names';
import { PAYMENT_METHOD_TYPES, paymentMethodTypeMessages } from '../admin-shell/ui/payment-labels';
import { adminPaymentsMessages } from './admin-payments-messages';

export type PaymentMethodValues = PaymentMethodInput;

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
  const [missingFields, setMissingFields] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const ids = useId();
  const { language } = useLanguage();
  const text = useMessages(adminPaymentsMessages);
  const types = useMessages(paymentMethodTypeMessages);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!type || !name.trim() || !details.trim()) {
      setMissingFields(true);
      return;
    }
    setMissingFields(false);
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
          {text.type}
          <select id={`${ids}-type`} value={type} onChange={(event) => setType(event.target.value as PaymentMethodType)}>
            <option value="" disabled>
              {text.chooseType}
            </option>
            {PAYMENT_METHOD_TYPES.map((value) => (
              <option key={value} value={value}>
                {types[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field" htmlFor={`${ids}-name`}>
          {text.name}
          <input id={`${ids}-name`} value={name} maxLength={100} required onChange={(event) => setName(event.target.value)} />
        </label>
        <label className="admin-field" htmlFor={`${ids}-details`}>
          {text.details}
          <input
            id={`${ids}-details`}
            value={details}
            maxLength={200}
            required
            placeholder={text.detailsPlaceholder}
            onChange={(event) => setDetails(event.target.value)}
          />
        </label>
        {type === 'PROMPTPAY' && (
          <>
            <label className="admin-field" htmlFor={`${ids}-promptpay-id`}>
              {text.promptpayId}
              <input
                id={`${ids}-promptpay-id`}
                value={promptpayId}
                maxLength={20}
                inputMode="numeric"
                placeholder={text.promptpayIdPlaceholder}
                onChange={(event) => setPromptpayId(event.target.value)}
              />
            </label>
            <fieldset className="payment-method-form__group">
              <legend>{text.bankAccountLegend}</legend>
              <label className="admin-field" htmlFor={`${ids}-bank`}>
                {text.receivingBank}
                <select id={`${ids}-bank`} value={receivingBank} onChange={(event) => setReceivingBank(event.target.value)}>
                  <option value="">{text.notRecorded}</option>
                  {banksIn(language).map((bank) => (
                    <option key={bank.code} value={bank.code}>
                      {bank.name} ({bank.code})
                    </option>
                  ))}
                </select>
              </label>
              <label className="admin-field" htmlFor={`${ids}-account-number`}>
                {text.accountNumber}
                <input
                  id={`${ids}-account-number`}
                  value={accountNumber}
                  maxLength={20}
                  inputMode="numeric"
                  onChange={(event) => setAccountNumber(event.target.value)}
                />
              </label>
              <label className="admin-field" htmlFor={`${ids}-account-name`}>
                {text.accountHolder}
                <input
                  id={`${ids}-account-name`}
                  value={accountName}
                  maxLength={100}
                  placeholder={text.accountHolderPlaceholder}
                  onChange={(event) => setAccountName(event.target.value)}
                />
              </label>
            </fieldset>
            <label className="payment-method-form__check" htmlFor={`${ids}-active`}>
              <input id={`${ids}-active`} type="checkbox" checked={activeForCheckout} onChange={(event) => setActiveForCheckout(event.target.checked)} />
              {text.activeForCheckoutChoice}
            </label>
          </>
        )}
        {missingFields && (
          <p className="admin-error" role="alert">
            {text.missingFields}
          </p>
        )}
        <ErrorText error={error} />
        <div className="payment-method-form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {text.cancel}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
