import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { ErrorText } from '../admin-shell/ui/error-text';
import { isConflict } from '../admin-shell/ui/is-conflict';
import { Modal } from '../admin-shell/ui/modal';
import { AccountFormField } from './account-form-field';
import {
  createInputOf,
  EMPTY_ACCOUNT_FORM,
  type EditableRobuxAccount,
  formValuesOf,
  type MissingInput,
  missingInput,
  pricePreview,
  ROBUX_ACCOUNT_FIELDS,
  type RobuxAccountField,
  type RobuxAccountFormValues,
  updateInputOf,
} from './robux-account-form';
import { robuxAccountFormMessages } from './robux-account-form-messages';
import { serverFieldErrors } from './server-field-errors';

export const CreateRobuxAccountMutation = graphql(`
  mutation CreateRobuxAccount($input: CreateRobuxAccountInput!) {
    createRobuxAccount(input: $input) {
      id
      robux
      rate
      price
      accountType
      guaranteeDays
      notes
      status
      hasLogin
      orderNumber
    }
  }
`);

export const UpdateRobuxAccountMutation = graphql(`
  mutation UpdateRobuxAccount($id: String!, $input: UpdateRobuxAccountInput!) {
    updateRobuxAccount(id: $id, input: $input) {
      id
      robux
      rate
      price
      accountType
      guaranteeDays
      notes
      status
      hasLogin
      orderNumber
    }
  }
`);

interface RobuxAccountFormModalProps {
  /** The listing to edit; absent to add one. */
  account?: EditableRobuxAccount;
  onClose(): void;
  /** Saved: the listing as the server answered it (its price is the server's); the list should be read again. */
  onSaved(saved: { id: string; price: string }): void;
  /** The server refused because the listing is in an order now: the list behind should be read again. */
  onConflict(): void;
}

/**
 * Add account / Edit: the listing's fields and its login. The form checks only that the required fields are
 * filled; the server decides the rest and its reasons are shown beside the fields they concern. On edit the
 * login fields start empty: left empty, the stored login stays.
 */
export function RobuxAccountFormModal({ account, onClose, onSaved, onConflict }: RobuxAccountFormModalProps) {
  const mode = account ? 'edit' : 'create';
  const [values, setValues] = useState<RobuxAccountFormValues>(() => (account ? formValuesOf(account) : EMPTY_ACCOUNT_FORM));
  const [missing, setMissing] = useState<Partial<Record<RobuxAccountField, MissingInput>>>({});
  const { language } = useLanguage();
  const text = useMessages(robuxAccountFormMessages);
  const [problem, setProblem] = useState<unknown>(null);
  const [createAccount, creating] = useMutation(CreateRobuxAccountMutation);
  const [updateAccount, updating] = useMutation(UpdateRobuxAccountMutation);
  const saving = creating.loading || updating.loading;

  const set = (key: keyof RobuxAccountFormValues, field?: RobuxAccountField) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [key]: value }));
    if (field) setMissing(({ [field]: _typed, ...rest }) => rest);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const notGiven = missingInput(values, mode);
    setMissing(notGiven);
    if (Object.keys(notGiven).length > 0) return;
    setProblem(null);
    try {
      if (account) {
        const input = updateInputOf(values, account);
        if (Object.keys(input).length === 0) {
          onClose();
          return;
        }
        const { data } = await updateAccount({ variables: { id: account.id, input } });
        if (data) onSaved(data.updateRobuxAccount);
      } else {
        const { data } = await createAccount({ variables: { input: createInputOf(values) } });
        if (data) onSaved(data.createRobuxAccount);
      }
    } catch (error) {
      setProblem(error);
      // Reserved or sold meanwhile: the list behind shows it so once this closes.
      if (account && isConflict(error)) onConflict();
    }
  }

  const serverSays = serverFieldErrors(problem);
  // The server's reasons are English: English shows them after the field's name, Thai says the field was refused.
  const errorOf = (field: RobuxAccountField) => {
    const problem = missing[field];
    if (problem) return text[problem];
    const reason = serverSays[field];
    return reason === undefined ? undefined : fill(text.refused, { field: text[field], reason: language === 'en' ? reason : '' }).trim();
  };
  const explainedByFields = Object.keys(serverSays).some((field) => (ROBUX_ACCOUNT_FIELDS as readonly string[]).includes(field));
  const preview = pricePreview(values.robux, values.rate);

  return (
    <Modal title={account ? fill(text.editTitle, { id: account.id }) : text.addTitle} width={640} onClose={onClose}>
      <form className="robux-form" noValidate onSubmit={(event) => void save(event)}>
        <div className="robux-form__grid">
          {!account && (
            <AccountFormField label={text.idOptional} hint={text.idHint} error={errorOf('id')}>
              <input autoComplete="off" placeholder="RBX-10042" value={values.id} onChange={set('id', 'id')} />
            </AccountFormField>
          )}
          <AccountFormField label={text.robux} error={errorOf('robux')}>
            <input type="number" inputMode="numeric" min="1" step="1" required value={values.robux} onChange={set('robux', 'robux')} />
          </AccountFormField>
          <AccountFormField label={text.rateLabel} error={errorOf('rate')}>
            <input type="number" inputMode="decimal" min="0" step="0.01" required value={values.rate} onChange={set('rate', 'rate')} />
          </AccountFormField>
          <AccountFormField label={text.accountType} error={errorOf('accountType')}>
            <input autoComplete="off" maxLength={60} required placeholder={text.accountTypePlaceholder} value={values.accountType} onChange={set('accountType', 'accountType')} />
          </AccountFormField>
          <AccountFormField label={text.guaranteeLabel} error={errorOf('guaranteeDays')} hint={account ? undefined : text.guaranteeHint}>
            <input type="number" inputMode="numeric" min="0" step="1" value={values.guaranteeDays} onChange={set('guaranteeDays', 'guaranteeDays')} />
          </AccountFormField>
          <AccountFormField label={text.notes} className="robux-form__wide" error={errorOf('notes')}>
            <textarea rows={2} value={values.notes} onChange={set('notes', 'notes')} />
          </AccountFormField>
        </div>
        <p className="robux-form__price" aria-live="polite">
          {preview === null ? text.pricePending : fill(text.pricePreview, { price: formatBaht(preview) })}
        </p>
        <fieldset className="robux-form__login">
          <legend>{text.loginLegend}</legend>
          <p className="robux-muted">
            {account
              ? account.hasLogin
                ? text.keepLogin
                : text.addLogin
              : text.sealedLogin}
          </p>
          <div className="robux-form__grid">
            <AccountFormField label={text['login.username']} error={errorOf('login.username')}>
              <input autoComplete="off" value={values.username} onChange={set('username', 'login.username')} />
            </AccountFormField>
            <AccountFormField label={text['login.password']} error={errorOf('login.password')}>
              <input type="password" autoComplete="new-password" value={values.password} onChange={set('password', 'login.password')} />
            </AccountFormField>
            <AccountFormField label={text['login.recoveryEmail']} error={errorOf('login.recoveryEmail')}>
              <input type="email" autoComplete="off" value={values.recoveryEmail} onChange={set('recoveryEmail', 'login.recoveryEmail')} />
            </AccountFormField>
            <AccountFormField label={text['login.notes']} error={errorOf('login.notes')}>
              <input autoComplete="off" value={values.loginNotes} onChange={set('loginNotes', 'login.notes')} />
            </AccountFormField>
          </div>
        </fieldset>
        {!explainedByFields && <ErrorText error={problem} prefix={account ? fill(text.couldNotSave, { id: account.id }) : text.couldNotAdd} />}
        <div className="robux-form__buttons">
          <button type="submit" className="button" disabled={saving} aria-busy={saving}>
            {saving ? text.saving : account ? text.saveChanges : text.addAccount}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {text.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
