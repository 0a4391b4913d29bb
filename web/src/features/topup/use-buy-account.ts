import type { AccountRow_AccountFragment as AccountRow } from '../../gql/graphql';
import { fill, useMessages } from '../../lib/i18n';
import { useCart } from '../cart/cart-context';
import { type CartProduct, lineKey } from '../cart/cart-model';
import { topUpMessages } from './topup-messages';

/** The cart shows a Robux gem for an account; the listing itself has no picture. */
const ACCOUNT_IMAGE = '/images/robux/robux-1700.svg';

/** The name the shop gives the order line (English whatever the language), so cart, checkout and order read alike. */
export const accountCartName = (account: Pick<AccountRow, 'id' | 'robux'>) => `Robux account ${account.id} (${account.robux.toLocaleString('en-US')} Robux)`;

/**
 * Buy puts the listing in the cart as one account. There is only one of it, so a second Buy adds nothing and
 * says it is already there. `report` gets what happened, in the shopper's language.
 */
export function useBuyAccount(report: (message: string) => void) {
  const text = useMessages(topUpMessages);
  const { lines, add } = useCart();
  return (account: AccountRow) => {
    const product: CartProduct = { kind: 'account', id: account.id, name: accountCartName(account), unitPrice: account.price, imageUrl: ACCOUNT_IMAGE };
    const inCart = lines.some((line) => lineKey(line) === lineKey(product));
    if (!inCart) add(product);
    report(fill(inCart ? text.alreadyInCart : text.accountAdded, { id: account.id }));
  };
}
