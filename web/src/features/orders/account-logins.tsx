import { useId, useState } from 'react';
import type { ShopperOrder_OrderFragment } from '../../gql/graphql';
import { fill, useMessages } from '../../lib/i18n';
import { ordersMessages } from './orders-messages';

type AccountLogin = ShopperOrder_OrderFragment['accountLogins'][number];

/** A fixed mask, so the dots do not tell an onlooker how long the password is. */
const MASK = '••••••••••';

/** The logins of the Robux accounts bought: the API sends them only to the buyer, and only once the order is paid. */
export function AccountLogins({ logins }: { logins: AccountLogin[] }) {
  return (
    <>
      {logins.map(({ accountId, login }) => (
        <AccountLoginBox key={accountId} accountId={accountId} login={login} />
      ))}
    </>
  );
}

/** Decorative: the heading says what the box is. */
function KeyIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="m10.7 12.3 9.3-9.3M16 7l3 3M18 5l2 2" />
    </svg>
  );
}

function AccountLoginBox({ accountId, login }: AccountLogin) {
  const t = useMessages(ordersMessages);
  const headingId = useId();
  const [passwordShown, setPasswordShown] = useState(false);
  const [status, setStatus] = useState('');

  async function copy(field: string, value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(fill(t.copiedLabel, { field: field.toLowerCase() }));
    } catch {
      setStatus(t.loginCopyFailed);
    }
  }

  const copyButton = (field: string, value: string) => (
    <button type="button" className="account-login__button" aria-label={fill(t.copyLabel, { field: field.toLowerCase() })} onClick={() => void copy(field, value)}>
      {t.copy}
    </button>
  );

  return (
    <section className="order-card account-login" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-login__heading">
        <KeyIcon />
        {t.loginHeading}
      </h2>
      <p className="account-login__account">{fill(t.loginAccount, { id: accountId })}</p>
      <dl className="account-login__fields">
        <div>
          <dt>{t.loginUsername}</dt>
          <dd>
            <code>{login.username}</code>
            {copyButton(t.loginUsername, login.username)}
          </dd>
        </div>
        <div>
          <dt>{t.loginPassword}</dt>
          <dd>
            <code>{passwordShown ? login.password : MASK}</code>
            {/* The two buttons wrap together on a phone, beside or under the password, never split. */}
            <span className="account-login__actions">
              <button
                type="button"
                className="account-login__button"
                aria-label={passwordShown ? t.hidePasswordLabel : t.showPasswordLabel}
                onClick={() => setPasswordShown((shown) => !shown)}
              >
                {passwordShown ? t.hidePassword : t.showPassword}
              </button>
              {copyButton(t.loginPassword, login.password)}
            </span>
          </dd>
        </div>
        {login.recoveryEmail && (
          <div>
            <dt>{t.loginRecoveryEmail}</dt>
            <dd>
              <code>{login.recoveryEmail}</code>
              {copyButton(t.loginRecoveryEmail, login.recoveryEmail)}
            </dd>
          </div>
        )}
        {login.notes && (
          <div>
            <dt>{t.loginNotes}</dt>
            <dd className="account-login__notes">{login.notes}</dd>
          </div>
        )}
      </dl>
      <p className="account-login__advice">{t.changePasswordNote}</p>
      <p className="account-login__status" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
