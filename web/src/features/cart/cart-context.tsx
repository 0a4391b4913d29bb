import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer, useState } from 'react';
import { browserStorage } from '../../lib/browser-storage';
import { type CartLine, type CartProduct, cartCount, cartReducer, cartTotal, isCartLines } from './cart-model';

const CART_KEY = 'cart';

interface CartState {
  lines: CartLine[];
  count: number;
  /** Exact decimal string in baht. */
  total: string;
  add(product: CartProduct): void;
  remove(key: string): void;
  setQuantity(key: string, quantity: number): void;
  /** Takes the shop's current price as the one the shopper has now seen (checkout's "accept new price"). */
  acceptPrice(key: string, unitPrice: string): void;
  clear(): void;
  isOpen: boolean;
  open(): void;
  close(): void;
}

const CartContext = createContext<CartState | null>(null);

/** The cart lives in localStorage, so it survives reloads and is shared by the store and top-up pages. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, dispatch] = useReducer(cartReducer, undefined, () => browserStorage.read(CART_KEY, isCartLines) ?? []);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => browserStorage.write(CART_KEY, lines), [lines]);

  const value = useMemo<CartState>(
    () => ({
      lines,
      count: cartCount(lines),
      total: cartTotal(lines),
      add: (product) => dispatch({ type: 'add', product }),
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
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart needs a CartProvider');
  return state;
}
