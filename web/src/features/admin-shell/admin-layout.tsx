import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useMessages } from '../../lib/i18n';
import { adminShellMessages } from './admin-shell-messages';
import { SaveStatusRegion } from './save-status-region';
import { PageSpinner } from '../../components/page-spinner';
import { AdminSidebar } from './admin-sidebar';
import './admin-layout.css';

const SIDEBAR_ID = 'admin-sidebar';

/** Sidebar and content area; on phones the sidebar waits behind a menu button. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const text = useMessages(adminShellMessages);

  // Opening a screen closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <div className="admin-shell">
      <header className="admin-shell__top-bar">
        <button
          type="button"
          className="admin-shell__menu-button"
          aria-label={text.openMenu}
          aria-controls={SIDEBAR_ID}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true" className="admin-shell__menu-icon" />
        </button>
        <span className="admin-shell__top-title">{text.dashboardTitle}</span>
      </header>
      {menuOpen && <div className="admin-shell__backdrop" onClick={() => setMenuOpen(false)} />}
      <AdminSidebar id={SIDEBAR_ID} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main className="admin-main" id="admin-content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
        <SaveStatusRegion />
      </main>
    </div>
  );
}
