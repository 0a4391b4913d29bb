import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCustomerSession } from './session-context';

/** What every sign-in mutation (form or Google) answers with. */
interface SignedInSession {
  token: string;
  customer: { name: string; email: string; picture?: string | null };
}

/**
 * Stores the session under the spec's keys and closes the modal; copies only the fields userInfo keeps. When
 * the modal was opened on the way somewhere (Checkout), the shopper goes on there.
 */
export function useCompleteSignIn(): (session: SignedInSession) => void {
  const { signIn, returnAfterSignIn } = useCustomerSession();
  const navigate = useNavigate();
  return useCallback(
    ({ token, customer }: SignedInSession) => {
      signIn(token, { name: customer.name, email: customer.email, picture: customer.picture });
      if (returnAfterSignIn) navigate(returnAfterSignIn);
    },
    [signIn, returnAfterSignIn, navigate],
  );
}
