import { lazy, Suspense } from 'react';
import { useCart } from './cart-context';

// Its own chunk, fetched the first time the cart opens: a page's first load carries only the cart button.
const OpenCartDrawer = lazy(() => import('./open-cart-drawer'));

/** Mounted only while open, so focus handling starts and ends with the drawer. */
export function CartDrawer() {
  const { isOpen } = useCart();
  return isOpen ? (
    <Suspense fallback={null}>
      <OpenCartDrawer />
    </Suspense>
  ) : null;
}
