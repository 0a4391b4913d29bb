import { NavLink } from 'react-router-dom';
import { useMessages } from '../../lib/i18n';
import { type LayoutIconName, LayoutIcon } from './layout-icons';
import { layoutMessages } from './layout-messages';

type NavLabel = 'navHome' | 'navStore' | 'navTopUp' | 'navSupport' | 'navTutorial';

const NAV_ITEMS: { to: string; icon: LayoutIconName; label: NavLabel }[] = [
  { to: '/', icon: 'home', label: 'navHome' },
  { to: '/store', icon: 'store', label: 'navStore' },
  { to: '/topuprobux', icon: 'robux', label: 'navTopUp' },
  { to: '/support', icon: 'support', label: 'navSupport' },
  { to: '/tutorial', icon: 'tutorial', label: 'navTutorial' },
];

/** The spec hides the side navigation on the admin side; the check lives here so every route agrees. */
export const showsSideNav = (pathname: string) => !pathname.startsWith('/dashboard');

/** A rail on the left from tablets up, a bottom bar on phones (the CSS decides which). */
export function SideNav() {
  const text = useMessages(layoutMessages);
  return (
    <nav className="side-nav" aria-label={text.mainNavigation}>
      <ul className="side-nav__list">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} className="side-nav__link">
              <LayoutIcon name={item.icon} />
              <span className="side-nav__label">{text[item.label]}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
