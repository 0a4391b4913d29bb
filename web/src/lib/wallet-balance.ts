import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { asShopper } from './apollo-client';

/**
 * What the signed-in gamer's wallet holds, for the top bar and for paying an order. The API answers a wallet
 * with a page of its movements; one is the least it may be asked for.
 */
export const WalletBalanceQuery = graphql(`
  query WalletBalance {
    myWallet(page: { limit: 1 }) {
      balance
    }
  }
`);

/**
 * The balance as a decimal string, undefined until known (or when it could not be read). Signed out, nothing is
 * asked: pages stay anonymous and cacheable. Wallets are one cache entry (see apollo-client.ts), so any fetch
 * of the wallet, such as the wallet page's, updates every balance shown.
 */
export function useWalletBalance(token: string | null): string | undefined {
  const { data } = useQuery(WalletBalanceQuery, token ? { context: asShopper(token), fetchPolicy: 'network-only' } : skipToken);
  return data?.myWallet.balance;
}
