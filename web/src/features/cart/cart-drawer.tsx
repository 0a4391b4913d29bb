import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import { useCustomerSession } from '../customer-session/session-context';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { fillCount } from '../../lib/plural';
import { blocksCheckout, type LineAvailability, useCartAvailability } from './cart-availability';
import { useCart } from './cart-context';
import { CartIcon } from './cart-icons';
import { cartMessages } from './cart-messages';
import { type CartLine, MAX_QUANTITY, lineKey, lineTotal, maxQuantityOf } from './cart-model';
import { cartLineName } from './cart-line-name';
import { PLACEHOLDER_IMAGE, showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { useDialogFocus } from '../../components/use-dialog-focus';
import './cart.css';

/** Mounted only while open, so focus handling starts and ends with the drawer. */
export function CartDrawer() {
  const { isOpen } = useCart();
  return isOpen ? <OpenCartDrawer /> : null;
}

function OpenCartDrawer() {
  const { lines, count, total, clear, close } = useCart();
  const text = useMessages(cartMessages);
  const { language } = useLanguage();
  const drawerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const blockedId = useId();
  useDialogFocus(drawerRef, close);
  const availability = useCartAvailability(lines);
  const blocked = lines.some((line) => blocksCheckout(availability.get(lineKey(line))));

  return (
    <div className="cart-drawer">
      <div className="cart-drawer__backdrop" onClick={close} aria-hidden="true" />
      <div ref={drawerRef} className="cart-drawer__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        {/* Plain boxes: a <header> or <footer> here would be a second banner or contentinfo landmark of the page. */}
        <div className="cart-drawer__header">
          <h2 id={titleId}>
            {text.title} <span className="cart-drawer__count">{fillCount(language, count, { one: text.itemCountOne, other: text.itemCountOther })}</span>
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
              <CartLineRow key={lineKey(line)} line={line} availability={availability.get(lineKey(line))} />
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
              {/* The server refuses such a cart at checkout too; here the shopper learns it before going there. */}
              {blocked && (
                <p id={blockedId} className="cart-drawer__blocked">
                  {text.checkoutBlocked}
                </p>
              )}
              <CheckoutButton blockedBy={blocked ? blockedId : undefined} />
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

/**
 * Signed in: on to checkout. Signed out: the sign-in modal first, which goes on to checkout once signed in.
 * Disabled while a line cannot be ordered; `blockedBy` is the id of the text saying so.
 */
function CheckoutButton({ blockedBy }: { blockedBy?: string }) {
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
    <button type="button" className="button cart-drawer__checkout" disabled={blockedBy !== undefined} aria-describedby={blockedBy} onClick={startCheckout}>
      {text.checkout}
    </button>
  );
}

const KIND_LABEL = { item: 'kindItem', robux: 'kindRobux', account: 'kindAccount' } as const satisfies Record<CartLine['kind'], string>;

/** The line's problem as the server sees it, in the shopper's words; null when it can be ordered as it is. */
function problemText(availability: LineAvailability | undefined, text: (typeof cartMessages)['en']): string | null {
  if (!blocksCheckout(availability)) return null;
  switch (availability!.status) {
    case 'UNAVAILABLE':
      return text.problemUnavailable;
    case 'SOLD':
      return text.problemSold;
    case 'COMING_SOON':
      return text.problemComingSoon;
    default:
      return availability!.available ? fill(text.problemOnlyLeft, { count: availability!.available }) : text.problemOutOfStock;
  }
}

function CartLineRow({ line, availability }: { line: CartLine; availability: LineAvailability | undefined }) {
  const { remove, setQuantity } = useCart();
  const text = useMessages(cartMessages);
  const key = lineKey(line);
  const { language } = useLanguage();
  const name = cartLineName(line, language, availability ?? {});
  const names = { name };
  const problemId = useId();
  const problem = problemText(availability, text);
  const available = availability?.available ?? null;
  // A line the shop no longer sells, or not yet (or an account just sold), can only go; nothing more can be added to it.
  const gone = availability?.status === 'UNAVAILABLE' || availability?.status === 'SOLD' || availability?.status === 'COMING_SOON';
  const cap = gone ? 0 : maxQuantityOf(line, available);
  return (
    <li className={problem ? 'cart-line cart-line--problem' : 'cart-line'}>
      <img
        className="cart-line__image"
        src={line.imageUrl || PLACEHOLDER_IMAGE}
        alt=""
        width="56"
        height="56"
        onError={showPlaceholderOnError}
      />
      <div className="cart-line__info">
        <p className="cart-line__name">{name}</p>
        <p className="cart-line__meta">
          {text[KIND_LABEL[line.kind]]} ·{' '}
          {line.kind === 'account' ? formatBaht(line.unitPrice) : fill(text.unitPrice, { price: formatBaht(line.unitPrice) })}
        </p>
        <div className="cart-line__controls">
          {/* An account is one thing to own: there is no second one to add, so no stepper. */}
          {line.kind === 'account' ? (
            <p className="cart-line__single">{text.singleAccount}</p>
          ) : (
            <div
              className="cart-line__quantity"
              role="group"
              aria-label={fill(text.quantityOf, names)}
              aria-describedby={problem ? problemId : undefined}
            >
              <button type="button" aria-label={fill(text.decrease, names)} disabled={line.quantity <= 1} onClick={() => setQuantity(key, line.quantity - 1)}>
                −
              </button>
              <output aria-live="polite">{line.quantity}</output>
              <button type="button" aria-label={fill(text.increase, names)} disabled={line.quantity >= cap} onClick={() => setQuantity(key, line.quantity + 1)}>
                +
              </button>
            </div>
          )}
          <button type="button" className="cart-line__remove" aria-label={fill(text.remove, names)} onClick={() => remove(key)}>
            <CartIcon name="trash" size={18} />
          </button>
        </div>
        {/* The cap the + button stops at, when it is the stock rather than the most one line may hold. */}
        {line.kind === 'item' && available !== null && available > 0 && available < MAX_QUANTITY && !problem && (
          <p className="cart-line__stock">{fill(text.inStock, { count: available })}</p>
        )}
        {problem && (
          <div className="cart-line__problem">
            <p id={problemId}>{problem}</p>
            {availability?.status === 'OUT_OF_STOCK' && available ? (
              <button type="button" className="button button--ghost" onClick={() => setQuantity(key, available)}>
                {fill(text.lowerTo, { count: available })}
              </button>
            ) : null}
          </div>
        )}
      </div>
      <p className="cart-line__subtotal">{formatBaht(lineTotal(line))}</p>
    </li>
  );
}
