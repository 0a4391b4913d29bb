import { type RefObject, useEffect, useState } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

interface DialogFocusOptions {
  /** Which element takes focus when the dialog opens (default: its first focusable control). */
  initialFocus?: string;
  /** Focus moves to `initialFocus` again whenever this changes (e.g. a modal switching views). */
  view?: string;
}

/**
 * Keyboard behaviour of a modal dialog or drawer while it is mounted: focus moves inside, Tab and
 * Shift+Tab wrap around inside it, Escape closes it, the page behind does not scroll, and focus
 * returns to whatever opened it once it unmounts.
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  { initialFocus = FOCUSABLE, view = '' }: DialogFocusOptions = {},
) {
  // Read during the first render: by the time effects run, focus has already moved into the dialog.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [opener]);

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>(initialFocus)?.focus();
  }, [dialogRef, initialFocus, view]);

  useEffect(() => {
    function keepFocusInside(event: KeyboardEvent) {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const wrapTo = wrapTarget(dialog, event.shiftKey);
      if (wrapTo) {
        event.preventDefault();
        wrapTo.focus();
      }
    }
    document.addEventListener('keydown', keepFocusInside);
    return () => document.removeEventListener('keydown', keepFocusInside);
  }, [dialogRef, onClose]);
}

/** Where Tab must jump instead of leaving the dialog, or null to let the browser move on. */
function wrapTarget(dialog: HTMLElement, backwards: boolean): HTMLElement | null {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0] ?? dialog;
  const last = focusable.at(-1) ?? dialog;
  const active = document.activeElement;
  if (!dialog.contains(active)) return backwards ? last : first;
  if (backwards) return active === first || active === dialog ? last : null;
  return active === last ? first : null;
}
