import type { AccountRow_AccountFragment as AccountRow } from '../../gql/graphql';
import { formatRobux } from '../../lib/robux';
import { useCart } from '../cart/cart-context';

/** The cart shows a Robux gem for an account; the listing itself has no picture. */
const ACCOUNT_IMAGE = '/images/robux/robux-1700.svg';

/** The name the shop gives the order line (English whatever the language), so cart, checkout and order read alike. */
export const accountCartName = (account: Pick<AccountRow, 'id' | 'robux'>) => `Robux account ${account.id} (${formatRobux(account.robux)})`;

/**
 * Buy puts the listing in the cart as one account. There is only one of it, so a second Buy adds nothing; the
 * cart's toast says which happened.
 */
export function useBuyAccount() {
  const { add } = useCart();
  return (account: AccountRow) =>
    add({ kind: 'account', id: account.id, name: accountCartName(account), robux: account.robux, unitPrice: account.price, imageUrl: ACCOUNT_IMAGE });
}
