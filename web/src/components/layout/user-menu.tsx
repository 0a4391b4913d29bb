import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type UserInfo, useCustomerSession } from '../../features/customer-session/session-context';
import { fill, useMessages } from '../../lib/i18n';
import { LayoutIcon } from './layout-icons';
import { layoutMessages } from './layout-messages';
import { UserAvatar } from './user-avatar';

/**
 * Avatar and name; opens a menu (My orders, Wallet, E-mail settings, Logout) that closes on Escape, on a click outside, and after a
 * choice. Up and Down move between its items.
 */
export function UserMenu({ user }: { user: UserInfo }) {
  const { signOut } = useCustomerSession();
  const text = useMessages(layoutMessages);
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const menuName = fill(text.accountMenu, { name: user.name });

  useEffect(() => {
    if (!isOpen) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function closeOnEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  function moveBetweenItems(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(at + step + items.length) % items.length]?.focus();
  }

  function logout() {
    setOpen(false);
    signOut();
  }

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        title={menuName}
        onClick={() => setOpen((open) => !open)}
      >
        <UserAvatar name={user.name} picture={user.picture} />
        <span className="user-menu__name">{user.name}</span>
        <LayoutIcon name="chevronDown" size={16} />
      </button>
      {isOpen && (
        <div className="user-menu__panel">
          <p className="user-menu__who">
            <strong>{user.name}</strong>
            <span>{user.email}</span>
          </p>
          <div id={menuId} ref={menuRef} role="menu" aria-label={menuName} onKeyDown={moveBetweenItems}>
            <Link to="/orders" role="menuitem" className="user-menu__item" onClick={() => setOpen(false)}>
              <LayoutIcon name="orders" size={18} />
              {text.myOrders}
            </Link>
            <Link to="/wallet" role="menuitem" className="user-menu__item" onClick={() => setOpen(false)}>
              <LayoutIcon name="wallet" size={18} />
              {text.wallet}
            </Link>
            <Link to="/account/email" role="menuitem" className="user-menu__item" onClick={() => setOpen(false)}>
              <LayoutIcon name="mail" size={18} />
              {text.emailSettings}
            </Link>
            <button type="button" role="menuitem" className="user-menu__item" onClick={logout}>
              <LayoutIcon name="logout" size={18} />
              {text.logout}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
