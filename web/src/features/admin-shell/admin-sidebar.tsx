import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SupportUnreadBadge } from '../admin-support/support-unread-badge';
import { AccountMenu } from './account-menu';
import { useCurrentAdmin } from './current-admin';
import { homeScreenFor } from './screen-access';
import { SIDEBAR_SECTIONS, visibleSidebarSections } from './sidebar-links';

interface AdminSidebarProps {
  id: string;
  /** Whether the phone menu is open (wider screens always show the sidebar). */
  open: boolean;
  onClose: () => void;
}

/** The dashboard's navigation: a search box over the links the admin may use, then who is signed in. */
export function AdminSidebar({ id, open, onClose }: AdminSidebarProps) {
  const admin = useCurrentAdmin();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const sections = visibleSidebarSections(SIDEBAR_SECTIONS, admin.permissions, search);
  const currentScreen = useLocation().pathname.replace(/^\/dashboard\/?/, '').split('/')[0] || homeScreenFor(admin.permissions);

  return (
    <aside id={id} className={open ? 'admin-sidebar admin-sidebar--open' : 'admin-sidebar'} aria-label="Dashboard menu">
      <div className="admin-sidebar__brand">
        <Link to="/dashboard" className="admin-sidebar__brand-link">
          <img src="/images/brand/logo.svg" alt="" width="32" height="32" />
          <span>
            Admin <strong>Dashboard</strong>
          </span>
        </Link>
        <button type="button" className="admin-sidebar__close" aria-label="Close menu" onClick={onClose}>
          ×
        </button>
      </div>
      <label className="visually-hidden" htmlFor={searchId}>
        Search the menu
      </label>
      <input
        id={searchId}
        className="admin-sidebar__search"
        type="search"
        placeholder="Search…"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <nav className="admin-sidebar__nav" aria-label="Dashboard screens">
        {sections.map((section) => (
          <div key={section.heading ?? 'main'} className="admin-sidebar__section">
            {section.heading && <h2 className="admin-sidebar__heading">{section.heading}</h2>}
            <ul>
              {section.links.map((link) => (
                <li key={link.screen}>
                  <Link
                    to={`/dashboard/${link.screen}`}
                    className="admin-sidebar__link"
                    aria-current={link.screen === currentScreen ? 'page' : undefined}
                  >
                    {link.label}
                    {link.screen === 'support-tickets' && <SupportUnreadBadge />}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {sections.length === 0 && <p className="admin-sidebar__empty">No screens match “{search.trim()}”.</p>}
      </nav>
      <AccountMenu admin={admin} />
    </aside>
  );
}
