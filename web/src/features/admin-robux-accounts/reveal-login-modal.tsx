import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { fill, useMessages } from '../../lib/i18n';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import { revealLoginMessages } from './robux-import-reveal-messages';

export const RevealRobuxAccountLoginMutation = graphql(`
  mutation RevealRobuxAccountLogin($id: String!) {
    revealRobuxAccountLogin(id: $id) {
      username
      password
      recoveryEmail
      notes
    }
  }
`);

type LoginPart = 'username' | 'password' | 'recoveryEmail' | 'notes';

/**
 * Reveal login (REVEAL_ACCOUNT_LOGINS): asked for only once the admin presses Reveal here, since the server
 * writes every reveal to the audit log. The login lives in this dialog's state alone (never in the Apollo
 * cache), so closing the dialog forgets it.
 */
export function RevealLoginModal({ accountId, onClose }: { accountId: string; onClose(): void }) {
  const [reveal, { data, loading, error }] = useMutation(RevealRobuxAccountLoginMutation, { fetchPolicy: 'no-cache' });
  const [copied, setCopied] = useState('');
  const login = data?.revealRobuxAccountLogin;
  const text = useMessages(revealLoginMessages);

  async function copy(part: LoginPart, value: string) {
    try {
      await navigator.clipboard.writeText(value);
      const name = text[part];
      setCopied(fill(text.copied, { part: name.toLowerCase(), Part: name }));
    } catch {
      setCopied(fill(text.copyFailed, { part: text[part].toLowerCase() }));
    }
  }

  const parts: [LoginPart, string | null | undefined][] = login
    ? [
        ['username', login.username],
        ['password', login.password],
        ['recoveryEmail', login.recoveryEmail],
        ['notes', login.notes],
      ]
    : [];

  return (
    <Modal title={fill(text.title, { id: accountId })} width={520} onClose={onClose}>
      <div className="robux-reveal">
        <p className="robux-reveal__audit">{text.auditNote}</p>
        {login ? (
          <>
            <dl className="robux-reveal__parts">
              {parts.map(([part, value]) => (
                <div key={part} className="robux-reveal__part">
                  <dt>{text[part]}</dt>
                  <dd>
                    {value ? (
                      <>
                        <code className="robux-reveal__value">{value}</code>
                        <button type="button" className="button button--ghost robux-reveal__copy" aria-label={fill(text.copyLabel, { part: text[part].toLowerCase() })} onClick={() => void copy(part, value)}>
                          {text.copy}
                        </button>
                      </>
                    ) : (
                      <span className="robux-muted">{text.none}</span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="robux-reveal__copied" role="status">
              {copied}
            </p>
            <div className="robux-form__buttons">
              <button type="button" className="button" onClick={onClose}>
                {text.done}
              </button>
            </div>
          </>
        ) : (
          <>
            <p className="robux-muted">{text.shownOnlyHere}</p>
            <ErrorText error={error} prefix={text.couldNotReveal} />
            <div className="robux-form__buttons">
              <button type="button" className="button" disabled={loading} aria-busy={loading} onClick={() => void reveal({ variables: { id: accountId } }).catch(() => undefined)}>
                {loading ? text.revealing : text.reveal}
              </button>
              <button type="button" className="button button--ghost" onClick={onClose}>
                {text.cancel}
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
