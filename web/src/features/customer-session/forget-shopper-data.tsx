import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useCustomerSession } from './session-context';

/**
 * Empties the Apollo cache when the shopper signs out, or another account takes over (in another tab too), so
 * the next person at a shared computer never sees the last one's wallet, orders or messages served from the
 * cache. Signing in from signed out keeps what was read (the catalogue: nothing of anyone's); so does a
 * server-rendered page, which hydrates signed out and then shows the stored shopper.
 */
export function ForgetShopperDataOnSignOut() {
  const { token } = useCustomerSession();
  const client = useApolloClient();
  /** The account whose data the cache may hold; undefined before the first render's effect. */
  const dataOf = useRef<string | null>(undefined);
  useEffect(() => {
    const someoneLeft = dataOf.current !== undefined && dataOf.current !== null && dataOf.current !== token;
    dataOf.current = token;
    if (someoneLeft) void client.clearStore();
  }, [token, client]);
  return null;
}
