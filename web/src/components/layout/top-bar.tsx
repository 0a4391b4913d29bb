import { Link, NavLink } from 'react-router-dom';
import { CartButton } from '../../features/cart/cart-button';
import { useCustomerSession } from '../../features/customer-session/session-context';
import { ItemSearchBox } from '../../features/search/item-search-box';
import { useMessages } from '../../lib/i18n';
import { CurrencySelector } from './currency-selector';
import { LanguageSelector } from './language-selector';
import { layoutMessages } from './layout-messages';
import { UserMenu } from './user-menu';
import { WalletChip } from './wallet-chip';

export function TopBar() {
  const text = useMessages(layoutMessages);
  const { user, token, openSignIn } = useCustomerSession();
  return (
    <header className="top-bar">
      <Link to="/" className="top-bar__brand" aria-label={text.homeLink}>
        <img src="/images/brand/logo.svg" alt="" width="36" height="36" />
        <span className="top-bar__product-name">{text.productName}</span>
      </Link>
      <nav className="top-bar__links" aria-label={text.topLinks}>
        <NavLink to="/store">{text.navStore}</NavLink>
        <NavLink to="/topuprobux">{text.navTopUp}</NavLink>
        <NavLink to="/support">{text.navSupport}</NavLink>
        <NavLink to="/tutorial">{text.navTutorial}</NavLink>
      </nav>
      <ItemSearchBox />
      <div className="top-bar__actions">
        <LanguageSelector />
        <CurrencySelector />
        {token && <WalletChip key={token} token={token} />}
        <CartButton />
        {user ? (
          <UserMenu user={user} />
        ) : (
          <button type="button" className="button top-bar__get-started" onClick={openSignIn}>
            {text.getStarted}
          </button>
        )}
      </div>
    </header>
  );
}
