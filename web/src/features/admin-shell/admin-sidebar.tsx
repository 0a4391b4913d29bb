import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { fill, useMessages } from '../../lib/i18n';
import { SupportUnreadBadge } from '../admin-support/support-unread-badge';
import { AccountMenu } from './account-menu';
import { adminShellMessages } from './admin-shell-messages';
import { useCurrentAdmin } from './current-admin';
import { LanguageSwitch } from './language-switch';
import { homeScreenFor } from './screen-access';
import { screenMessages, SIDEBAR_SECTIONS, sidebarHeadingMessages, visibleSidebarSections } from './sidebar-links';

interface AdminSidebarProps {
  id: string;
  /** Whether the phone menu is open (wider screens always show the sidebar). */
  open: boolean;
  onClose: () => void;
}

/** The dashboard's navigation: a search box over the links the admin may use, then the language and who is signed in. */
export function AdminSidebar({ id, open, onClose }: AdminSidebarProps) {
  const admin = useCurrentAdmin();
  const text = useMessages(adminShellMessages);
  const screenNames = useMessages(screenMessages);
  const headings = useMessages(sidebarHeadingMessages);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const sections = visibleSidebarSections(SIDEBAR_SECTIONS, admin.permissions, search, screenNames);
  const currentScreen = useLocation().pathname.replace(/^\/dashboard\/?/, '').split('/')[0] || homeScreenFor(admin.permissions);

  return (
    <aside id={id} className={open ? 'admin-sidebar admin-sidebar--open' : 'admin-sidebar'} aria-label={text.dashboardMenu}>
      <div className="admin-sidebar__brand">
        <Link to="/dashboard" className="admin-sidebar__brand-link">
          <img src="/images/brand/logo.svg" alt="" width="32" height="32" />
          <span>
            {text.brandFirst} <strong>{text.brandSecond}</strong>
          </span>
        </Link>
        <button type="button" className="admin-sidebar__close" aria-label={text.closeMenu} onClick={onClose}>
          ×
        </button>
      </div>
      <label className="visually-hidden" htmlFor={searchId}>
        {text.searchMenu}
      </label>
      <input
        id={searchId}
        className="admin-sidebar__search"
        type="search"
        placeholder={text.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <nav className="admin-sidebar__nav" aria-label={text.dashboardScreens}>
        {sections.map((section) => (
          <div key={section.heading ?? 'main'} className="admin-sidebar__section">
            {section.heading && <h2 className="admin-sidebar__heading">{headings[section.heading]}</h2>}
            <ul>
              {section.links.map((link) => (
                <li key={link.screen}>
                  <Link
                    to={`/dashboard/${link.screen}`}
                    className="admin-sidebar__link"
                    aria-current={link.screen === currentScreen ? 'page' : undefined}
                  >
                    {screenNames[link.screen]}
                    {link.screen === 'support-tickets' && <SupportUnreadBadge />}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {sections.length === 0 && <p className="admin-sidebar__empty">{fill(text.noScreensMatch, { search: search.trim() })}</p>}
      </nav>
      <LanguageSwitch />
      <AccountMenu admin={admin} />
    </aside>
  );
}
