import { useLanguage, useMessages } from '../../lib/i18n';
import { fillCount } from '../../lib/plural';
import { useCart } from './cart-context';
import { CartIcon } from './cart-icons';
import { cartMessages } from './cart-messages';
import './cart.css';

/** The top bar's cart: the badge shows how many pieces are in it; the name says so for screen readers. */
export function CartButton() {
  const { count, isOpen, open } = useCart();
  const text = useMessages(cartMessages);
  const { language } = useLanguage();
  const label = fillCount(language, count, { one: text.openCartOne, other: text.openCartOther });
  return (
    <button type="button" className="cart-button" aria-label={label} aria-haspopup="dialog" aria-expanded={isOpen} onClick={open}>
      <CartIcon name="cart" size={22} />
      {count > 0 && (
        <span className="cart-button__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
