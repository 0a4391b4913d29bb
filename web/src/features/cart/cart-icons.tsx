const CART_ICON_PATHS = {
  cart: 'M3 4h2l2.2 10.4a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.2M9.5 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01',
  trash: 'M4 7h16M9.5 7V4.5h5V7M6.5 7l1 12.5a1 1 0 0 0 1 .9h7a1 1 0 0 0 1-.9l1-12.5M10 11v6M14 11v6',
  close: 'M6 6l12 12M18 6 6 18',
} as const;

/** Decorative stroke icons of the cart (24×24); the buttons carry the names. */
export function CartIcon({ name, size = 20 }: { name: keyof typeof CART_ICON_PATHS; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={CART_ICON_PATHS[name]} />
    </svg>
  );
}
