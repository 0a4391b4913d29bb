import { type FormEvent, useId, useState } from 'react';
import { useLanguage, useMessages } from '../../lib/i18n';
import { fillCount } from '../../lib/plural';
import { useCart } from '../cart/cart-context';
import { lineKey, maxQuantityOf } from '../cart/cart-model';
import { itemPageMessages } from './item-page-messages';
import type { ShownItem } from './item-page-model';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Quantity and Add to cart. The quantity never goes past what the cart may still take of the item: the stock
 * the server reported, less what the cart already holds (the cart keeps to the same limit and says so if it bites).
 */
export function ItemPurchase({ item }: { item: ShownItem }) {
  const text = useMessages(itemPageMessages);
  const { language } = useLanguage();
  const { lines, add } = useCart();
  const product = { kind: 'item', id: item.id } as const;
  const inCart = lines.find((line) => lineKey(line) === lineKey(product))?.quantity ?? 0;
  const room = Math.max(0, maxQuantityOf(product, item.stock) - inCart);
  // What the field shows while it is typed in ('' included); the quantity is that, kept within 1..room.
  const [draft, setDraft] = useState('1');
  const quantity = clamp(Number(draft) || 1, 1, Math.max(1, room));
  const inputId = useId();
  const noteId = useId();

  const change = (value: string) => {
    if (!/^\d*$/.test(value)) return;
    setDraft(value === '' ? '' : String(clamp(Number(value), 1, Math.max(1, room))));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (room === 0) return;
    add({ kind: 'item', id: item.id, name: item.name, nameTh: item.nameTh ?? undefined, unitPrice: item.price, imageUrl: item.thumbnailUrl }, { quantity, stock: item.stock });
    setDraft('1');
  };

  const note = room === 0 ? text.allInCart : inCart > 0 ? fillCount(language, inCart, { one: text.inCartOne, other: text.inCartOther }) : null;
  return (
    <form className="item-purchase" onSubmit={submit}>
      {/* With the whole stock in the cart there is nothing left to count, only the note saying so. */}
      {room > 0 && (
        <label htmlFor={inputId} className="item-purchase__label">
          {text.quantity}
        </label>
      )}
      <div className="item-purchase__row">
        {room > 0 && (
          <div className="item-purchase__quantity">
            <button type="button" aria-label={text.decrease} disabled={quantity <= 1} onClick={() => setDraft(String(quantity - 1))}>
              −
            </button>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              max={room}
              step={1}
              value={draft}
              onChange={(event) => change(event.target.value)}
              onBlur={() => setDraft(String(quantity))}
            />
            <button type="button" aria-label={text.increase} disabled={quantity >= room} onClick={() => setDraft(String(quantity + 1))}>
              +
            </button>
          </div>
        )}
        <button type="submit" className="button item-purchase__add" disabled={room === 0} aria-describedby={note ? noteId : undefined}>
          {text.addToCart}
        </button>
      </div>
      {note && (
        <p id={noteId} className="item-purchase__note">
          {note}
        </p>
      )}
    </form>
  );
}
