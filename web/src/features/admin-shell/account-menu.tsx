import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../lib/i18n';
import { adminShellMessages, roleMessages } from './admin-shell-messages';
import { adminSession, type StoredAdmin } from './admin-session';

/** The signed-in admin at the bottom of the sidebar; a click on them offers Logout. */
export function AccountMenu({ admin }: { admin: StoredAdmin }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const menuId = useId();
  const text = useMessages(adminShellMessages);
  const roles = useMessages(roleMessages);

  function logout() {
    adminSession.signOut();
    navigate('/dashboard/login', { replace: true });
  }

  return (
    <div className="admin-account">
      {open && (
        <div id={menuId} className="admin-account__menu">
          <button type="button" className="button button--danger admin-account__logout" onClick={logout}>
            {text.logout}
          </button>
        </div>
      )}
      <button
        type="button"
        className="admin-account__toggle"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className="admin-account__avatar" aria-hidden="true">
          {admin.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className="admin-account__who">
          <span className="admin-account__name">{admin.name}</span>
          <span className="admin-account__email">{admin.email}</span>
          <span className="admin-account__role">{roles[admin.role]}</span>
        </span>
      </button>
    </div>
  );
}
