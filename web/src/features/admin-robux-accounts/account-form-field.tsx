import { cloneElement, type ReactElement, useId } from 'react';

interface AccountFormFieldProps {
  label: string;
  /** Shown under the control in red, and read with it, when the field was refused. */
  error?: string;
  /** A quiet note under the control. */
  hint?: string;
  className?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A labelled control of the account form, with its hint and the reason it was refused, both tied to the control. */
export function AccountFormField({ label, error, hint, className, children }: AccountFormFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`admin-field robux-form__field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="robux-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
