import { fromSatang, toSatang } from '../../lib/money';

interface CartProductFields {
  name: string;
  /**
   * The unit price the shopper saw, in baht (exact decimal string as the API sends it). Checkout sends it as
   * `seenUnitPrice`, so the server can flag a line whose price moved since; it is never what the order costs.
   */
  unitPrice: string;
  imageUrl: string;
}

/**
 * What can go in the cart: a store item, a Robux package, or one Robux account listing. An account is a single
 * thing someone can own, so its id is the listing's public id (RBX-10001) and its quantity is always 1.
 */
export type CartProduct =
  | (CartProductFields & { kind: 'item' | 'robux'; id: number })
  | (CartProductFields & { kind: 'account'; id: string });

export type CartLine = CartProduct & { quantity: number };

export const MAX_QUANTITY = 99;

/** How many of one product a line may hold: one of each account, up to MAX_QUANTITY of anything else. */
export const maxQuantityOf = (product: Pick<CartProduct, 'kind'>) => (product.kind === 'account' ? 1 : MAX_QUANTITY);

export const lineKey = (product: Pick<CartProduct, 'kind' | 'id'>) => `${product.kind}:${product.id}`;

export type CartAction =
  | { type: 'add'; product: CartProduct }
  | { type: 'remove'; key: string }
  | { type: 'setQuantity'; key: string; quantity: number }
  /** The shopper accepted the shop's current price at checkout. */
  | { type: 'acceptPrice'; key: string; unitPrice: string }
  | { type: 'clear' };

/**
 * Adding the same product again raises its quantity and remembers the price shown this time; quantities stay
 * within 1..maxQuantityOf(product), so adding an account already in the cart changes nothing but the price.
 */
export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add': {
      const key = lineKey(action.product);
      const existing = lines.find((line) => lineKey(line) === key);
      if (!existing) {
        // Copy only the cart's own fields: callers may pass a whole API object, which localStorage need not keep.
        const { kind, id, name, unitPrice, imageUrl } = action.product;
        return [...lines, { kind, id, name, unitPrice, imageUrl, quantity: 1 } as CartLine];
      }
      return lines.map((line) =>
        line === existing ? { ...line, unitPrice: action.product.unitPrice, quantity: Math.min(maxQuantityOf(line), line.quantity + 1) } : line,
      );
    }
    case 'remove':
      return lines.filter((line) => lineKey(line) !== action.key);
    case 'setQuantity': {
      if (!Number.isInteger(action.quantity)) return lines;
      if (action.quantity < 1) return lines.filter((line) => lineKey(line) !== action.key);
      return lines.map((line) => (lineKey(line) === action.key ? { ...line, quantity: Math.min(maxQuantityOf(line), action.quantity) } : line));
    }
    case 'acceptPrice':
      return lines.map((line) => (lineKey(line) === action.key ? { ...line, unitPrice: action.unitPrice } : line));
    case 'clear':
      return [];
  }
}

export const cartCount = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

const lineSatang = (line: CartLine) => toSatang(line.unitPrice) * line.quantity;

/** Exact price of one line as a decimal string (unit price × quantity). */
export const lineTotal = (line: CartLine) => fromSatang(lineSatang(line));

/** Exact total as a decimal string ("808.86"). */
export const cartTotal = (lines: CartLine[]) => fromSatang(lines.reduce((sum, line) => sum + lineSatang(line), 0));

const ACCOUNT_ID = /^RBX-\d{1,12}$/;

function hasValidId(line: { kind?: unknown; id?: unknown }): boolean {
  if (line.kind === 'account') return typeof line.id === 'string' && ACCOUNT_ID.test(line.id);
  return (line.kind === 'item' || line.kind === 'robux') && Number.isInteger(line.id);
}

/** Guards what comes back from localStorage: anything malformed is dropped, not trusted. */
export function isCartLines(value: unknown): value is CartLine[] {
  return (
    Array.isArray(value) &&
    value.every(
      (line) =>
        typeof line === 'object' &&
        line !== null &&
        hasValidId(line) &&
        typeof line.name === 'string' &&
        typeof line.unitPrice === 'string' &&
        /^\d+(\.\d{1,2})?$/.test(line.unitPrice) &&
        typeof line.imageUrl === 'string' &&
        Number.isInteger(line.quantity) &&
        line.quantity >= 1 &&
        line.quantity <= maxQuantityOf(line),
    ) &&
    // Two lines for one product would make remove and setQuantity act on both at once.
    new Set(value.map(lineKey)).size === value.length
  );
}
