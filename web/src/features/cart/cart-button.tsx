import { fill, useMessages } from '../../lib/i18n';
import { useCart } from './cart-context';
import { CartIcon } from './cart-icons';
import { cartMessages } from './cart-messages';
import './cart.css';

/** The top bar's cart: the badge shows how many pieces are in it; the name says so for screen readers. */
export function CartButton() {
  const { count, isOpen, open } = useCart();
  const text = useMessages(cartMessages);
  return (
    <button type="button" className="cart-button" aria-label={fill(text.openCart, { count })} aria-haspopup="dialog" aria-expanded={isOpen} onClick={open}>
      <CartIcon name="cart" size={22} />
      {count > 0 && (
        <span className="cart-button__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
