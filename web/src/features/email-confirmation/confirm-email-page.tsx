import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LinkPage } from '../../components/link-page';
import { useFocusOnShow } from '../../components/use-focus-on-show';
import { errorCode } from '../../lib/api-error';
import { fill, useMessages } from '../../lib/i18n';
import { useCart } from '../cart/cart-context';
import { emailConfirmationMessages } from '../customer-session/email-confirmation-messages';
import { ConfirmEmailMutation } from '../customer-session/email-confirmation-operations';
import { ResendConfirmation } from '../customer-session/resend-confirmation';
import { useCustomerSession } from '../customer-session/session-context';

type Outcome = { confirmed: string } | 'dead-link' | 'no-token' | 'username-taken' | null;

/**
 * /confirm-email?token=…: where the e-mailed link leads. It confirms the address and signs the shopper in at
 * once; a link that no longer works offers a new one (or a sign-in, for an address confirmed already); a link
 * whose username someone else took meanwhile sends the shopper to sign up again.
 */
export default function ConfirmEmailPage() {
  const t = useMessages(emailConfirmationMessages);
  const token = useSearchParams()[0].get('token') ?? '';
  const { signIn } = useCustomerSession();
  const [confirm] = useMutation(ConfirmEmailMutation);
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'no-token');
  // Once per link, even when React runs the effect twice (the second call would find the link used).
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    confirm({ variables: { token } })
      .then(({ data }) => {
        if (!data) return;
        const { token: session, customer } = data.confirmEmail;
        signIn(session, { name: customer.name, email: customer.email, picture: customer.picture });
        setOutcome({ confirmed: customer.name });
      })
      .catch((error: unknown) => setOutcome(errorCode(error) === 'CONFLICT' ? 'username-taken' : 'dead-link'));
  }, [token, confirm, signIn]);

  return (
    <LinkPage title={t.pageTitle}>
      {outcome === null ? (
        <p className="link-page__message" role="status">
          {t.confirming}
        </p>
      ) : typeof outcome === 'object' ? (
        <Confirmed name={outcome.confirmed} />
      ) : outcome === 'username-taken' ? (
        <UsernameTaken />
      ) : (
        <DeadLink hasToken={outcome === 'dead-link'} />
      )}
    </LinkPage>
  );
}

function Confirmed({ name }: { name: string }) {
  const t = useMessages(emailConfirmationMessages);
  const { count } = useCart();
  const message = useFocusOnShow<HTMLParagraphElement>();
  return (
    <div className="link-page__outcome">
      <p ref={message} tabIndex={-1} className="link-page__message">
        {fill(t.confirmed, { name })}
      </p>
      {count > 0 && (
        <Link to="/checkout" className="button">
          {t.toCheckout}
        </Link>
      )}
      <Link to="/store" className={count > 0 ? 'button button--ghost' : 'button'}>
        {t.toStore}
      </Link>
    </div>
  );
}

function UsernameTaken() {
  const t = useMessages(emailConfirmationMessages);
  const { openSignIn } = useCustomerSession();
  const message = useFocusOnShow<HTMLParagraphElement>();
  return (
    <div className="link-page__outcome">
      <p ref={message} tabIndex={-1} className="sign-in-form__alert">
        {t.usernameTaken}
      </p>
      <button type="button" className="button" onClick={openSignIn}>
        {t.signUpAgain}
      </button>
    </div>
  );
}

function DeadLink({ hasToken }: { hasToken: boolean }) {
  const t = useMessages(emailConfirmationMessages);
  const { openSignIn } = useCustomerSession();
  const message = useFocusOnShow<HTMLParagraphElement>();
  return (
    <div className="link-page__outcome">
      <p ref={message} tabIndex={-1} className="sign-in-form__alert">
        {hasToken ? t.linkDead : t.noToken}
      </p>
      <ResendConfirmation />
      <button type="button" className="button button--ghost" onClick={openSignIn}>
        {t.logIn}
      </button>
    </div>
  );
}
