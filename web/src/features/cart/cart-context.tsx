import { createContext, type ReactNode, useContext, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { browserStorage, storedKeyReaders } from '../../lib/browser-storage';
import type { AddNotice } from './cart-notice';
import { type AddRequest, type CartAction, type CartLine, type CartProduct, addToCart, cartCount, cartReducer, cartTotal, isCartLines } from './cart-model';

const CART_KEY = 'cart';

interface CartState {
  lines: CartLine[];
  count: number;
  /** Exact decimal string in baht. */
  total: string;
  /**
   * Puts `quantity` (1 unless told) of a product in the cart, never more than `stock` (the stock the server
   * reported with the product, when the caller showed it), and confirms what it did in the cart's toast.
   */
  add(product: CartProduct, options?: Omit<AddRequest, 'product'>): void;
  remove(key: string): void;
  setQuantity(key: string, quantity: number): void;
  /** Takes the shop's current price as the one the shopper has now seen (checkout's "accept new price"). */
  acceptPrice(key: string, unitPrice: string): void;
  clear(): void;
  isOpen: boolean;
  open(): void;
  close(): void;
}

interface CartNoticeState {
  /** The confirmation of the latest add, until the toast showing it is done with it. */
  notice: AddNotice | null;
  dismiss(): void;
}

const CartContext = createContext<CartState | null>(null);
// Apart from the cart's state, so a toast coming and going does not re-render every add-to-cart button.
const CartNoticeContext = createContext<CartNoticeState | null>(null);

/** One empty cart, so an empty cart read again is the same value and re-renders nothing. */
const NO_LINES: CartLine[] = [];

/**
 * The cart lives in localStorage, so it survives reloads and is shared by the store and top-up pages (and other
 * tabs); React reads it as a store (the same lines while the stored text stays the same).
 */
const storedCart = (() => {
  const readers = storedKeyReaders([CART_KEY]);
  let read: { text: string | null; lines: CartLine[] } | undefined;
  const get = (): CartLine[] => {
    const text = browserStorage.readText(CART_KEY);
    if (read?.text !== text) read = { text, lines: browserStorage.read(CART_KEY, isCartLines) ?? NO_LINES };
    return read.lines;
  };
  return {
    get,
    dispatch(action: CartAction) {
      browserStorage.write(CART_KEY, cartReducer(get(), action));
      readers.notify();
    },
    subscribe: readers.subscribe,
  };
})();

// A page rendered on the server shows an empty cart (the same HTML for everyone); the browser shows the stored
// one once the page has hydrated.
const emptyOnServer = () => NO_LINES;

export function CartProvider({ children }: { children: ReactNode }) {
  const lines = useSyncExternalStore(storedCart.subscribe, storedCart.get, emptyOnServer);
  const { dispatch } = storedCart;
  const [isOpen, setOpen] = useState(false);
  const [notice, setNotice] = useState<AddNotice | null>(null);
  const noticeCount = useRef(0);

  const value = useMemo<CartState>(
    () => ({
      lines,
      count: cartCount(lines),
      total: cartTotal(lines),
      add: (product, options = {}) => {
        const request = { ...options, product };
        // Worked out on the lines this render has; every add is its own event, so they are the current ones.
        const { outcome } = addToCart(lines, request);
        dispatch({ type: 'add', ...request });
        setNotice({ id: ++noticeCount.current, product, outcome });
      },
      remove: (key) => dispatch({ type: 'remove', key }),
      setQuantity: (key, quantity) => dispatch({ type: 'setQuantity', key, quantity }),
      acceptPrice: (key, unitPrice) => dispatch({ type: 'acceptPrice', key, unitPrice }),
      clear: () => dispatch({ type: 'clear' }),
      isOpen,
      open: () => setOpen(true),
      close: () => setOpen(false),
    }),
    [lines, isOpen],
  );
  const noticeState = useMemo<CartNoticeState>(() => ({ notice, dismiss: () => setNotice(null) }), [notice]);
  return (
    <CartContext.Provider value={value}>
      <CartNoticeContext.Provider value={noticeState}>{children}</CartNoticeContext.Provider>
    </CartContext.Provider>
  );
}

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart needs a CartProvider');
  return state;
}

export function useCartNotice(): CartNoticeState {
  const state = useContext(CartNoticeContext);
  if (!state) throw new Error('useCartNotice needs a CartProvider');
  return state;
}
