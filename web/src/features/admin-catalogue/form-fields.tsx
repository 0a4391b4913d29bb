import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useMessages } from '../../lib/i18n';
import { catalogueMessages } from './catalogue-messages';

/** A labelled control in the dashboard's field style; the label wraps the control, so clicking it focuses the control. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="admin-field">
      <span>{label}</span>
      {children}
    </label>
  );
}

/** A checkbox with its label on the right. */
export function CheckboxField({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="catalogue-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
  /** What the button reads while its request runs ('Adding...' or 'Saving...' in English). */
  busyLabel: string;
}

/** A button that reads `busyLabel` and is disabled while its request runs. */
export function BusyButton({ busy, busyLabel, children, disabled, className = 'button', ...props }: BusyButtonProps) {
  return (
    <button className={className} disabled={busy || disabled} aria-busy={busy} {...props}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** The footer of every edit modal: Save Changes (reading 'Saving...' and disabled while saving) and Cancel. */
export function SaveOrCancel({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const text = useMessages(catalogueMessages);
  return (
    <div className="catalogue-actions">
      <BusyButton type="submit" busy={saving} busyLabel={text.saving}>
        {text.save}
      </BusyButton>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {text.cancel}
      </button>
    </div>
  );
}
