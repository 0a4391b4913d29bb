import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import { formatBaht } from '../../lib/money';
import { ErrorText } from '../admin-shell/ui/error-text';
import { isConflict } from '../admin-shell/ui/is-conflict';
import { Modal } from '../admin-shell/ui/modal';
import { AccountFormField } from './account-form-field';
import {
  createInputOf,
  EMPTY_ACCOUNT_FORM,
  type EditableRobuxAccount,
  FIELD_LABEL,
  formValuesOf,
  missingInput,
  pricePreview,
  type RobuxAccountField,
  type RobuxAccountFormValues,
  updateInputOf,
} from './robux-account-form';
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
  const [missing, setMissing] = useState<Partial<Record<RobuxAccountField, string>>>({});
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
  const errorOf = (field: RobuxAccountField) => missing[field] ?? (serverSays[field] && `${FIELD_LABEL[field]} ${serverSays[field]}`);
  const explainedByFields = Object.keys(serverSays).some((field) => field in FIELD_LABEL);
  const preview = pricePreview(values.robux, values.rate);

  return (
    <Modal title={account ? `Edit ${account.id}` : 'Add account'} width={640} onClose={onClose}>
      <form className="robux-form" noValidate onSubmit={(event) => void save(event)}>
        <div className="robux-form__grid">
          {!account && (
            <AccountFormField label="ID (optional)" hint="RBX- and digits; left empty, the next number is given." error={errorOf('id')}>
              <input autoComplete="off" placeholder="RBX-10042" value={values.id} onChange={set('id', 'id')} />
            </AccountFormField>
          )}
          <AccountFormField label="Robux" error={errorOf('robux')}>
            <input type="number" inputMode="numeric" min="1" step="1" required value={values.robux} onChange={set('robux', 'robux')} />
          </AccountFormField>
          <AccountFormField label="Rate (฿ per 1,000 Robux)" error={errorOf('rate')}>
            <input type="number" inputMode="decimal" min="0" step="0.01" required value={values.rate} onChange={set('rate', 'rate')} />
          </AccountFormField>
          <AccountFormField label="Account type" error={errorOf('accountType')}>
            <input autoComplete="off" maxLength={60} required placeholder="Email verified" value={values.accountType} onChange={set('accountType', 'accountType')} />
          </AccountFormField>
          <AccountFormField label="Guarantee (days)" error={errorOf('guaranteeDays')} hint={account ? undefined : 'Left empty, the shop’s default applies.'}>
            <input type="number" inputMode="numeric" min="0" step="1" value={values.guaranteeDays} onChange={set('guaranteeDays', 'guaranteeDays')} />
          </AccountFormField>
          <AccountFormField label="Notes" className="robux-form__wide" error={errorOf('notes')}>
            <textarea rows={2} value={values.notes} onChange={set('notes', 'notes')} />
          </AccountFormField>
        </div>
        <p className="robux-form__price" aria-live="polite">
          {preview === null ? 'Price: enter the Robux and the rate.' : `Price about ${formatBaht(preview)}; the server works out the exact price when you save.`}
        </p>
        <fieldset className="robux-form__login">
          <legend>Login</legend>
          <p className="robux-muted">
            {account
              ? account.hasLogin
                ? 'Leave empty to keep the stored login. Anything typed here replaces it.'
                : 'No login is stored: add one to put this listing on sale.'
              : 'Stored sealed and never shown in the list. Without a login the listing is not for sale.'}
          </p>
          <div className="robux-form__grid">
            <AccountFormField label="Username" error={errorOf('login.username')}>
              <input autoComplete="off" value={values.username} onChange={set('username', 'login.username')} />
            </AccountFormField>
            <AccountFormField label="Password" error={errorOf('login.password')}>
              <input type="password" autoComplete="new-password" value={values.password} onChange={set('password', 'login.password')} />
            </AccountFormField>
            <AccountFormField label="Recovery e-mail" error={errorOf('login.recoveryEmail')}>
              <input type="email" autoComplete="off" value={values.recoveryEmail} onChange={set('recoveryEmail', 'login.recoveryEmail')} />
            </AccountFormField>
            <AccountFormField label="Login notes" error={errorOf('login.notes')}>
              <input autoComplete="off" value={values.loginNotes} onChange={set('loginNotes', 'login.notes')} />
            </AccountFormField>
          </div>
        </fieldset>
        {!explainedByFields && <ErrorText error={problem} prefix={account ? `Could not save ${account.id}` : 'Could not add the listing'} />}
        <div className="robux-form__buttons">
          <button type="submit" className="button" disabled={saving} aria-busy={saving}>
            {saving ? 'Saving…' : account ? 'Save changes' : 'Add account'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
