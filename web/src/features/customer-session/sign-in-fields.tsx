import { type ReactNode, useState } from 'react';

/** Ties a control to its inline error so screen readers announce both together. */
export function errorWiring(id: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="sign-in-field__error">
      {error}
    </p>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: string;
  error: string | undefined;
  type?: 'text' | 'email' | 'password';
  /** Sits inside the input's frame, after the text (the password toggle). */
  trailing?: ReactNode;
}

export function TextField({ id, label, value, onChange, autoComplete, error, type = 'text', trailing }: TextFieldProps) {
  return (
    <div className="sign-in-field">
      <label className="sign-in-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="sign-in-field__frame">
        <input
          id={id}
          className="sign-in-field__input"
          type={type}
          value={value}
          autoComplete={autoComplete}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          {...errorWiring(id, error)}
        />
        {trailing}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & { showLabel: string };

/** A password box with a show/hide toggle; the toggle's name stays put and aria-pressed tells its state. */
export function PasswordField({ showLabel, ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const toggle = (
    <button
      type="button"
      className="sign-in-field__toggle"
      aria-label={showLabel}
      aria-pressed={shown}
      onClick={() => setShown((was) => !was)}
    >
      <EyeIcon crossed={shown} />
    </button>
  );
  return <TextField {...field} type={shown ? 'text' : 'password'} trailing={toggle} />;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
