import { useLocation } from 'react-router-dom';
import { useMessages } from '../../lib/i18n';
import { useCustomerSession } from '../customer-session/session-context';
import { ordersMessages } from './orders-messages';

/** Orders are the signed-in shopper's own: signed out (or expired), the page asks for a sign-in and comes back. */
export function SignInToSeeOrders({ returnTo, sessionEnded = false }: { returnTo?: string; sessionEnded?: boolean }) {
  const t = useMessages(ordersMessages);
  const { pathname, search } = useLocation();
  const { openSignInThenGoTo } = useCustomerSession();
  return (
    <article className="orders-page orders-page--centered">
      <h1>{t.signInTitle}</h1>
      <p>{sessionEnded ? t.sessionEnded : t.signInText}</p>
      <button type="button" className="button" onClick={() => openSignInThenGoTo(returnTo ?? `${pathname}${search}`)}>
        {t.signIn}
      </button>
    </article>
  );
}
