import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import { useCustomerSession } from '../customer-session/session-context';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { useCart } from './cart-context';
import { CartIcon } from './cart-icons';
import { cartMessages } from './cart-messages';
import { type CartLine, MAX_QUANTITY, lineKey, lineTotal } from './cart-model';
import { useDialogFocus } from '../../components/use-dialog-focus';
import './cart.css';

const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** Mounted only while open, so focus handling starts and ends with the drawer. */
export function CartDrawer() {
  const { isOpen } = useCart();
  return isOpen ? <OpenCartDrawer /> : null;
}

function OpenCartDrawer() {
  const { lines, count, total, clear, close } = useCart();
  const text = useMessages(cartMessages);
  const drawerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(drawerRef, close);

  return (
    <div className="cart-drawer">
      <div className="cart-drawer__backdrop" onClick={close} aria-hidden="true" />
      <div ref={drawerRef} className="cart-drawer__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        {/* Plain boxes: a <header> or <footer> here would be a second banner or contentinfo landmark of the page. */}
        <div className="cart-drawer__header">
          <h2 id={titleId}>
            {text.title} <span className="cart-drawer__count">{fill(text.itemCount, { count })}</span>
          </h2>
          <button type="button" className="cart-drawer__close" aria-label={text.close} onClick={close}>
            <CartIcon name="close" />
          </button>
        </div>
        {lines.length === 0 ? (
          <div className="cart-drawer__empty">
            <CartIcon name="cart" size={48} />
            <p className="cart-drawer__empty-title">{text.empty}</p>
            <p>{text.emptyHint}</p>
            <Link to="/store" className="button" onClick={close}>
              {text.browseStore}
            </Link>
          </div>
        ) : (
          <ul className="cart-drawer__lines">
            {lines.map((line) => (
              <CartLineRow key={lineKey(line)} line={line} />
            ))}
          </ul>
        )}
        <div className="cart-drawer__footer">
          <p className="cart-drawer__total">
            <span>{text.total}</span>
            <strong>{formatBaht(total)}</strong>
          </p>
          {lines.length > 0 && (
            <>
              <CheckoutButton />
              <button type="button" className="button button--ghost cart-drawer__clear" onClick={clear}>
                {text.clear}
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

const CHECKOUT_PATH = '/checkout';

/** Signed in: on to checkout. Signed out: the sign-in modal first, which goes on to checkout once signed in. */
function CheckoutButton() {
  const { close } = useCart();
  const { user, openSignInThenGoTo } = useCustomerSession();
  const navigate = useNavigate();
  const text = useMessages(cartMessages);

  function startCheckout() {
    if (user) {
      close();
      navigate(CHECKOUT_PATH);
      return;
    }
    // The drawer gives focus back to the cart button as it closes; only then may the modal note where focus
    // was, so that closing the modal returns focus to a button that is still on the page.
    flushSync(close);
    openSignInThenGoTo(CHECKOUT_PATH);
  }

  return (
    <button type="button" className="button cart-drawer__checkout" onClick={startCheckout}>
      {text.checkout}
    </button>
  );
}

const KIND_LABEL = { item: 'kindItem', robux: 'kindRobux', account: 'kindAccount' } as const satisfies Record<CartLine['kind'], string>;

function CartLineRow({ line }: { line: CartLine }) {
  const { remove, setQuantity } = useCart();
  const text = useMessages(cartMessages);
  const key = lineKey(line);
  const names = { name: line.name };
  return (
    <li className="cart-line">
      <img
        className="cart-line__image"
        src={line.imageUrl || PLACEHOLDER_IMAGE}
        alt=""
        width="56"
        height="56"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) event.currentTarget.src = PLACEHOLDER_IMAGE;
        }}
      />
      <div className="cart-line__info">
        <p className="cart-line__name">{line.name}</p>
        <p className="cart-line__meta">
          {text[KIND_LABEL[line.kind]]} ·{' '}
          {line.kind === 'account' ? formatBaht(line.unitPrice) : fill(text.unitPrice, { price: formatBaht(line.unitPrice) })}
        </p>
        <div className="cart-line__controls">
          {/* An account is one thing to own: there is no second one to add, so no stepper. */}
          {line.kind === 'account' ? (
            <p className="cart-line__single">{text.singleAccount}</p>
          ) : (
            <div className="cart-line__quantity" role="group" aria-label={fill(text.quantityOf, names)}>
              <button type="button" aria-label={fill(text.decrease, names)} disabled={line.quantity <= 1} onClick={() => setQuantity(key, line.quantity - 1)}>
                −
              </button>
              <output aria-live="polite">{line.quantity}</output>
              <button type="button" aria-label={fill(text.increase, names)} disabled={line.quantity >= MAX_QUANTITY} onClick={() => setQuantity(key, line.quantity + 1)}>
                +
              </button>
            </div>
          )}
          <button type="button" className="cart-line__remove" aria-label={fill(text.remove, names)} onClick={() => remove(key)}>
            <CartIcon name="trash" size={18} />
          </button>
        </div>
      </div>
      <p className="cart-line__subtotal">{formatBaht(lineTotal(line))}</p>
    </li>
  );
}
