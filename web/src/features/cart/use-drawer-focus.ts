import { type RefObject, useEffect, useState } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard behaviour of the cart drawer while it is mounted: focus moves to its first control, Tab
 * stays inside, Escape closes it, the page behind does not scroll, and focus returns to the opener.
 */
export function useDrawerFocus(drawerRef: RefObject<HTMLElement | null>, onClose: () => void) {
  // Read during the first render: by the time effects run, focus has already moved into the drawer.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    drawerRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [drawerRef, opener]);

  useEffect(() => {
    function keepFocusInside(event: KeyboardEvent) {
      const drawer = drawerRef.current;
      if (!drawer) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0] ?? drawer;
      const last = focusable.at(-1) ?? drawer;
      const active = document.activeElement;
      const wrapTo = !drawer.contains(active) ? first : event.shiftKey && active === first ? last : !event.shiftKey && active === last ? first : null;
      if (wrapTo) {
        event.preventDefault();
        wrapTo.focus();
      }
    }
    document.addEventListener('keydown', keepFocusInside);
    return () => document.removeEventListener('keydown', keepFocusInside);
  }, [drawerRef, onClose]);
}
