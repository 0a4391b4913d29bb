import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';

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

export const AUDIT_NOTE = 'This reveal is recorded in the audit log.';

type LoginPart = 'Username' | 'Password' | 'Recovery e-mail' | 'Notes';

/**
 * Reveal login (REVEAL_ACCOUNT_LOGINS): asked for only once the admin presses Reveal here, since the server
 * writes every reveal to the audit log. The login lives in this dialog's state alone (never in the Apollo
 * cache), so closing the dialog forgets it.
 */
export function RevealLoginModal({ accountId, onClose }: { accountId: string; onClose(): void }) {
  const [reveal, { data, loading, error }] = useMutation(RevealRobuxAccountLoginMutation, { fetchPolicy: 'no-cache' });
  const [copied, setCopied] = useState('');
  const login = data?.revealRobuxAccountLogin;

  async function copy(part: LoginPart, value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(`${part} copied.`);
    } catch {
      setCopied(`Could not copy the ${part.toLowerCase()}: select it and copy it yourself.`);
    }
  }

  const parts: [LoginPart, string | null | undefined][] = login
    ? [
        ['Username', login.username],
        ['Password', login.password],
        ['Recovery e-mail', login.recoveryEmail],
        ['Notes', login.notes],
      ]
    : [];

  return (
    <Modal title={`Login of ${accountId}`} width={520} onClose={onClose}>
      <div className="robux-reveal">
        <p className="robux-reveal__audit">{AUDIT_NOTE}</p>
        {login ? (
          <>
            <dl className="robux-reveal__parts">
              {parts.map(([part, value]) => (
                <div key={part} className="robux-reveal__part">
                  <dt>{part}</dt>
                  <dd>
                    {value ? (
                      <>
                        <code className="robux-reveal__value">{value}</code>
                        <button type="button" className="button button--ghost robux-reveal__copy" aria-label={`Copy ${part.toLowerCase()}`} onClick={() => void copy(part, value)}>
                          Copy
                        </button>
                      </>
                    ) : (
                      <span className="robux-muted">None</span>
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
                Done
              </button>
            </div>
          </>
        ) : (
          <>
            <p className="robux-muted">The login is shown only here, until you close this window.</p>
            <ErrorText error={error} prefix="Could not reveal the login" />
            <div className="robux-form__buttons">
              <button type="button" className="button" disabled={loading} aria-busy={loading} onClick={() => void reveal({ variables: { id: accountId } }).catch(() => undefined)}>
                {loading ? 'Revealing…' : 'Reveal login'}
              </button>
              <button type="button" className="button button--ghost" onClick={onClose}>
                Cancel
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
