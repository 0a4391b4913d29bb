import { fromSatang, toSatang } from '../../lib/money';

interface CartProductFields {
  name: string;
  /** An item's Thai name, when it has one, so the cart names it as the card that added it did (carts stored before lack it). */
  nameTh?: string;
  /**
   * The unit price the shopper saw, in baht (exact decimal string as the API sends it). Checkout sends it as
   * `seenUnitPrice`, so the server can flag a line whose price moved since; it is never what the order costs.
   */
  unitPrice: string;
  imageUrl: string;
  /** The Robux of an account, so its name is worded in the reader's language (the `name` is English). */
  robux?: number;
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

/**
 * How many of one product a line may hold: one of each account; of anything else up to MAX_QUANTITY, and no
 * more than `stock` when the stock the server reported is known (the server refuses more at checkout).
 */
export function maxQuantityOf(product: Pick<CartProduct, 'kind'>, stock?: number | null): number {
  if (product.kind === 'account') return 1;
  return stock == null ? MAX_QUANTITY : Math.max(0, Math.min(MAX_QUANTITY, stock));
}

export const lineKey = (product: Pick<CartProduct, 'kind' | 'id'>) => `${product.kind}:${product.id}`;

/** What an add asks for: how many (1 unless told) and, when the caller showed it, the stock the server reported. */
export interface AddRequest {
  product: CartProduct;
  quantity?: number;
  stock?: number | null;
}

/** What an add did: `added` units went in (fewer than asked when `limit` stopped it) and the line now holds `inCart`. */
export interface AddOutcome {
  added: number;
  inCart: number;
  /** The most the line may hold, when that is what kept units out; null when everything asked for went in. */
  limit: number | null;
}

/**
 * Adding a product already in the cart raises its quantity and remembers the price shown this time; the
 * quantity never goes past maxQuantityOf, so adding an account already in the cart changes nothing but the price.
 */
export function addToCart(lines: CartLine[], { product, quantity = 1, stock }: AddRequest): { lines: CartLine[]; outcome: AddOutcome } {
  const key = lineKey(product);
  const existing = lines.find((line) => lineKey(line) === key);
  const held = existing?.quantity ?? 0;
  const asked = Number.isInteger(quantity) && quantity > 0 ? quantity : 1;
  const limit = maxQuantityOf(product, stock);
  const inCart = Math.max(held, Math.min(limit, held + asked));
  const outcome: AddOutcome = { added: inCart - held, inCart, limit: inCart - held < asked ? limit : null };
  if (!existing) {
    if (inCart === 0) return { lines, outcome };
    // Copy only the cart's own fields: callers may pass a whole API object, which localStorage need not keep.
    const { kind, id, name, nameTh, robux, unitPrice, imageUrl } = product;
    const optional = { ...(nameTh ? { nameTh } : {}), ...(robux === undefined ? {} : { robux }) };
    return { lines: [...lines, { kind, id, name, ...optional, unitPrice, imageUrl, quantity: inCart } as CartLine], outcome };
  }
  // A line stored before Thai names were kept learns its item's Thai name when the item is added again.
  const named = product.nameTh ? { nameTh: product.nameTh } : {};
  return { lines: lines.map((line) => (line === existing ? { ...line, ...named, unitPrice: product.unitPrice, quantity: inCart } : line)), outcome };
}

export type CartAction =
  | ({ type: 'add' } & AddRequest)
  | { type: 'remove'; key: string }
  | { type: 'setQuantity'; key: string; quantity: number }
  /** The shopper accepted the shop's current price at checkout. */
  | { type: 'acceptPrice'; key: string; unitPrice: string }
  | { type: 'clear' };

/** Quantities stay within 1..maxQuantityOf(product); a stepper caps them further by the stock the server reports. */
export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add':
      return addToCart(lines, action).lines;
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
        (line.nameTh === undefined || typeof line.nameTh === 'string') &&
        (line.robux === undefined || Number.isInteger(line.robux)) &&
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
