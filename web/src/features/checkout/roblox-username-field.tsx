import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { fill, useMessages } from '../../lib/i18n';
import { checkoutMessages } from './checkout-messages';
import type { useRobloxUsernameCheck } from './use-roblox-username-check';

export const ROBLOX_USERNAME_INPUT_ID = 'checkout-roblox-username';

interface RobloxUsernameFieldProps {
  value: string;
  onChange(value: string): void;
  username: ReturnType<typeof useRobloxUsernameCheck>;
  /** A complaint from placing the order (or from pressing it too early). */
  error: string | undefined;
}

/** The Roblox username, checked with Roblox through the shop ("Is this you?") before the order can go to it. */
export function RobloxUsernameField({ value, onChange, username, error }: RobloxUsernameFieldProps) {
  const t = useMessages(checkoutMessages);
  const { check, run, reset, confirm } = username;
  const inputRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const [missing, setMissing] = useState(false);
  const confirmed = check.state === 'found' && check.confirmed;

  // Confirming removes the button that had focus; the button that undoes it takes focus instead.
  useEffect(() => {
    if (confirmed) changeRef.current?.focus();
  }, [confirmed]);

  const shownError = missing ? t.usernameRequired : (error ?? (check.state === 'invalid' ? t.usernameShape : undefined));
  const errorId = `${ROBLOX_USERNAME_INPUT_ID}-error`;

  function startCheck() {
    const name = value.trim();
    if (!name) {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    void run(name);
  }

  function editAgain() {
    reset();
    inputRef.current?.focus();
    inputRef.current?.select();
  }

  function checkOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    startCheck();
  }

  return (
    <section className="checkout-card" aria-labelledby="checkout-roblox-heading">
      <h2 id="checkout-roblox-heading" className="checkout-card__title">
        {t.robloxHeading}
      </h2>
      <label className="checkout-field__label" htmlFor={ROBLOX_USERNAME_INPUT_ID}>
        {t.robloxUsername}
      </label>
      <p id={`${ROBLOX_USERNAME_INPUT_ID}-hint`} className="checkout-field__hint">
        {t.robloxHint}
      </p>
      <div className="roblox-field__row">
        <input
          ref={inputRef}
          id={ROBLOX_USERNAME_INPUT_ID}
          className="checkout-field__input"
          value={value}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${ROBLOX_USERNAME_INPUT_ID}-hint${shownError ? ` ${errorId}` : ''}`}
          onChange={(event) => {
            setMissing(false);
            reset();
            onChange(event.target.value);
          }}
          onKeyDown={checkOnEnter}
        />
        <button type="button" className="button" onClick={startCheck} disabled={check.state === 'checking'}>
          {t.check}
        </button>
      </div>
      {shownError && (
        <p id={errorId} className="checkout-field__error">
          {shownError}
        </p>
      )}
      <div className="roblox-check">
        <div role="status" aria-live="polite">
          <CheckAnswer check={check} />
        </div>
        {check.state === 'found' && !check.confirmed && (
          <div className="roblox-check__actions">
            <button type="button" className="button" onClick={confirm}>
              {t.confirmUser}
            </button>
            <button type="button" className="button button--ghost" onClick={editAgain}>
              {t.notMe}
            </button>
          </div>
        )}
        {confirmed && (
          <button ref={changeRef} type="button" className="button button--ghost roblox-check__change" onClick={editAgain}>
            {t.changeUser}
          </button>
        )}
      </div>
    </section>
  );
}

function CheckAnswer({ check }: { check: RobloxUsernameFieldProps['username']['check'] }) {
  const t = useMessages(checkoutMessages);
  switch (check.state) {
    case 'checking':
      return <p className="roblox-check__note">{t.checking}</p>;
    case 'found':
      if (check.confirmed) {
        return <p className="roblox-check__ok">{fill(t.confirmedUser, { displayName: check.user.displayName, name: check.user.name })}</p>;
      }
      return (
        <div className="roblox-check__card">
          <p className="roblox-check__question">{t.isThisYou}</p>
          <p className="roblox-check__display-name">{check.user.displayName}</p>
          <p className="roblox-check__name">@{check.user.name}</p>
          <p className="roblox-check__id">{fill(t.userId, { id: check.user.id })}</p>
        </div>
      );
    case 'not-found':
      return <p className="roblox-check__bad">{fill(t.userNotFound, { name: check.name })}</p>;
    case 'unavailable':
      return <p className="roblox-check__warning">{fill(t.robloxUnavailable, { name: check.name })}</p>;
    case 'signed-out':
      return <p className="roblox-check__bad">{t.signedOut}</p>;
    case 'failed':
      return <p className="roblox-check__bad">{t.checkFailed}</p>;
    default:
      return null;
  }
}
