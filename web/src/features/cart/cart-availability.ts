import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import type { CartLineInput } from '../../gql/graphql';
import { type CartLine, lineKey } from './cart-model';

/**
 * The cart as the shop would sell it now, line by line: the same checkoutPreview the checkout page asks for
 * (the server's stock rule, one home), reduced to what the cart drawer shows.
 */
export const CartAvailabilityQuery = graphql(`
  query CartAvailability($lines: [CartLineInput!]!) {
    checkoutPreview(lines: $lines) {
      lines {
        itemId
        packageId
        accountId
        status
        quantity
        available
        robuxAmount
        nameTh
      }
    }
  }
`);

/** A cart line as the API takes it; `seenUnitPrice` lets the server flag a price that moved since. */
export function cartLineInput(line: CartLine, gamepass?: string): CartLineInput {
  const product = line.kind === 'account' ? { accountId: line.id } : line.kind === 'item' ? { itemId: line.id } : { packageId: line.id };
  return { ...product, quantity: line.quantity, seenUnitPrice: line.unitPrice, ...(gamepass === undefined ? {} : { gamepass }) };
}

/** The cart line key (lineKey) of a line the server priced. */
export function previewLineKey(line: { itemId?: number | null; packageId?: number | null; accountId?: string | null }): string {
  if (line.accountId != null) return lineKey({ kind: 'account', id: line.accountId });
  return line.itemId != null ? lineKey({ kind: 'item', id: line.itemId }) : lineKey({ kind: 'robux', id: line.packageId! });
}

/** What the server says of one line: how many there are (null: no limit) and, for the quantity in the cart, its status. */
export interface LineAvailability {
  available: number | null;
  /** The Robux of a package or account, for its name in the reader's language. */
  robuxAmount: number | null;
  /** An item's Thai name now (null: none), also for lines stored before the cart kept it; unknown for a product no longer sold. */
  nameTh?: string | null;
  /** Null while the line's new quantity is being asked about, so a fixed line is not still shown as a problem. */
  status: string | null;
}

/** Statuses that stop an order until the shopper changes the line; a changed price is settled at checkout. */
const BLOCKING = new Set(['OUT_OF_STOCK', 'UNAVAILABLE', 'SOLD', 'COMING_SOON']);

/** The line cannot be ordered as it is: gone, sold, not for sale yet, out of stock or more than is left. */
export const blocksCheckout = (availability: LineAvailability | undefined) => availability?.status != null && BLOCKING.has(availability.status);

/** The server's view of the cart's lines by line key, asked again whenever the lines change. */
export function useCartAvailability(lines: CartLine[]): Map<string, LineAvailability> {
  const variables = useMemo(() => ({ lines: lines.map((line) => cartLineInput(line)) }), [lines]);
  // Not cached: stock moves all the time, and the checkout page asks the same field for more.
  const { data, previousData } = useQuery(CartAvailabilityQuery, { variables, fetchPolicy: 'no-cache', skip: lines.length === 0 });
  const answered = (data ?? previousData)?.checkoutPreview.lines;
  return useMemo(() => {
    const quantities = new Map(lines.map((line) => [lineKey(line), line.quantity]));
    return new Map(
      (answered ?? []).map((line) => {
        const key = previewLineKey(line);
        return [key, { available: line.available ?? null, robuxAmount: line.robuxAmount ?? null, nameTh: line.status === 'UNAVAILABLE' ? undefined : (line.nameTh ?? null), status: quantities.get(key) === line.quantity ? line.status : null }];
      }),
    );
  }, [answered, lines]);
}
