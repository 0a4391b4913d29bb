import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../../../components/use-dialog-focus';
import { useMessages } from '../../../lib/i18n';
import { adminShellMessages } from '../admin-shell-messages';

interface ModalProps {
  title: string;
  onClose: () => void;
  /** Width in px on screens wide enough for it (the spec's add-admin modal is 400). */
  width?: number;
  children: ReactNode;
}

/** A dashboard modal dialog: labelled by its title, closed by Escape, the × button or a click on the backdrop. */
export function Modal({ title, onClose, width = 520, children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const text = useMessages(adminShellMessages);
  useDialogFocus(dialogRef, onClose, { initialFocus: 'input:not([disabled]), select, textarea, button' });
  return createPortal(
    <div className="admin-modal__backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} className="admin-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} style={{ width }}>
        {/* Not a <header>: inside a dialog that would be a second banner landmark of the page. */}
        <div className="admin-modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="admin-modal__close" aria-label={text.close} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
