import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { asShopper } from '../../lib/apollo-client';
import { CheckRobloxUsernameQuery } from './checkout-operations';
import { errorCode } from '../../lib/api-error';

export interface RobloxUser {
  id: string;
  name: string;
  displayName: string;
}

/** Where "Is this you?" stands for the name last checked. */
export type UsernameCheck =
  | { state: 'unchecked' }
  | { state: 'checking'; name: string }
  | { state: 'found'; name: string; user: RobloxUser; confirmed: boolean }
  | { state: 'not-found'; name: string }
  /** Roblox could not be asked: the order may still be placed, and staff check the name by hand. */
  | { state: 'unavailable'; name: string }
  /** The server says the name breaks Roblox's rules. */
  | { state: 'invalid'; name: string }
  | { state: 'signed-out'; name: string }
  | { state: 'failed'; name: string };

/** Whether the order may go to this username: the shopper confirmed it, or Roblox could not be asked. */
export const usernameReady = (check: UsernameCheck) => (check.state === 'found' && check.confirmed) || check.state === 'unavailable';

/** Asks the shop who a Roblox username belongs to; only the newest question's answer counts. */
export function useRobloxUsernameCheck(token: string | null) {
  const client = useApolloClient();
  const [check, setCheck] = useState<UsernameCheck>({ state: 'unchecked' });
  const asked = useRef(0);

  const run = useCallback(
    async (name: string) => {
      const question = ++asked.current;
      setCheck({ state: 'checking', name });
      let next: UsernameCheck;
      try {
        const { data } = await client.query({
          query: CheckRobloxUsernameQuery,
          variables: { username: name },
          context: asShopper(token),
          fetchPolicy: 'network-only',
        });
        const answer = data?.checkRobloxUsername;
        if (answer?.status === 'FOUND' && answer.user?.id) {
          const { id, name: robloxName, displayName } = answer.user;
          next = { state: 'found', name, user: { id, name: robloxName, displayName: displayName ?? robloxName }, confirmed: false };
        } else if (answer?.status === 'NOT_FOUND') {
          next = { state: 'not-found', name };
        } else {
          next = { state: 'unavailable', name };
        }
      } catch (error) {
        const code = errorCode(error);
        next = { state: code === 'BAD_USER_INPUT' ? 'invalid' : code === 'UNAUTHENTICATED' ? 'signed-out' : 'failed', name };
      }
      if (question === asked.current) setCheck(next);
    },
    [client, token],
  );

  const reset = useCallback(() => {
    asked.current += 1;
    setCheck({ state: 'unchecked' });
  }, []);

  const confirm = useCallback(() => setCheck((current) => (current.state === 'found' ? { ...current, confirmed: true } : current)), []);

  return { check, run, reset, confirm };
}
