import { type FormEvent, type ReactNode, useId } from 'react';
import { EmailAddress } from '../../components/email-address';
import type { AdminRole } from '../../gql/graphql';
import { useMessages } from '../../lib/i18n';
import { roleMessages } from '../admin-shell/admin-shell-messages';
import { ErrorText } from '../admin-shell/ui/error-text';
import { adminAdminsMessages } from './admin-admins-messages';

/** The role choices in the spec's order; Admin is the default of a new account. */
const ROLE_CHOICES: AdminRole[] = ['ADMIN', 'SUPER_ADMIN', 'EDITOR'];

export interface AdminFormValues {
  name: string;
  email: string;
  password: string;
  role: AdminRole;
}

interface AdminFormProps {
  /** 'add' asks for every field; 'edit' shows the e-mail (it cannot change) and takes a new password only if one is typed. */
  mode: 'add' | 'edit';
  values: AdminFormValues;
  onChange(values: AdminFormValues): void;
  onSubmit(): void;
  onCancel(): void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The failed request, shown as `errorPrefix: the server's reason`. */
  error: unknown;
  errorPrefix: string;
  /** Said above the buttons, e.g. what saving will do to the admin's sessions. */
  note?: ReactNode;
}

/**
 * The fields of a staff account, as Add New Admin and Edit Admin both ask for them: the browser checks that
 * what is required is there and that the e-mail looks like one; the server's rules (password length, a taken
 * e-mail, the last Super Admin) come back as its reason under the fields.
 */
export function AdminForm({ mode, values, onChange, onSubmit, onCancel, busy, submitLabel, busyLabel, error, errorPrefix, note }: AdminFormProps) {
  const passwordHintId = useId();
  const text = useMessages(adminAdminsMessages);
  const roles = useMessages(roleMessages);
  const change = (field: keyof AdminFormValues) => (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="admin-form" onSubmit={submit}>
      <label className="admin-field">
        <span>{text.name}</span>
        <input name="name" required autoComplete="off" value={values.name} onChange={change('name')} />
      </label>
      {mode === 'add' ? (
        <label className="admin-field">
          <span>{text.email}</span>
          <input name="email" type="email" required autoComplete="off" value={values.email} onChange={change('email')} />
        </label>
      ) : (
        <p className="admin-form__email">
          <span>{text.email}</span>
          <span>
            <EmailAddress email={values.email} />
          </span>
        </p>
      )}
      <label className="admin-field">
        <span>{mode === 'add' ? text.password : text.newPassword}</span>
        <input
          name="password"
          type="password"
          required={mode === 'add'}
          autoComplete="new-password"
          aria-describedby={mode === 'edit' ? passwordHintId : undefined}
          value={values.password}
          onChange={change('password')}
        />
        {mode === 'edit' && (
          <small id={passwordHintId} className="admin-form__hint">
            {text.keepPasswordHint}
          </small>
        )}
      </label>
      <label className="admin-field">
        <span>{text.role}</span>
        <select name="role" value={values.role} onChange={change('role')}>
          {ROLE_CHOICES.map((role) => (
            <option key={role} value={role}>
              {roles[role]}
            </option>
          ))}
        </select>
      </label>
      {note}
      <ErrorText error={error} prefix={errorPrefix} />
      <div className="admin-form__buttons">
        <button type="submit" className="button" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
