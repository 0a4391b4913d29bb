import { useLocation } from 'react-router-dom';
import { useCustomerSession } from '../features/customer-session/session-context';
import { defineMessages, useMessages } from '../lib/i18n';
import './sign-in-to-see.css';

const messages = defineMessages({
  th: { sessionEnded: 'เซสชันของคุณหมดอายุ โปรดเข้าสู่ระบบอีกครั้ง', signIn: 'เข้าสู่ระบบ' },
  en: { sessionEnded: 'Your session has ended; please sign in again.', signIn: 'Sign in' },
});

interface SignInToSeeProps {
  title: string;
  /** Why this page is the shopper's own. */
  text: string;
  returnTo?: string;
  sessionEnded?: boolean;
}

/** A page of the shopper's own (orders, wallet): signed out (or expired), it asks for a sign-in and comes back. */
export function SignInToSee({ title, text, returnTo, sessionEnded = false }: SignInToSeeProps) {
  const t = useMessages(messages);
  const { pathname, search } = useLocation();
  const { openSignInThenGoTo } = useCustomerSession();
  return (
    <article className="sign-in-to-see">
      <h1>{title}</h1>
      <p>{sessionEnded ? t.sessionEnded : text}</p>
      <button type="button" className="button" onClick={() => openSignInThenGoTo(returnTo ?? `${pathname}${search}`)}>
        {t.signIn}
      </button>
    </article>
  );
}
