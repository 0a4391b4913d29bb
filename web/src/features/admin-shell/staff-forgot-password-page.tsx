import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { adminShellMessages } from './admin-shell-messages';
import { LanguageSwitch } from './language-switch';
import { mailLanguageOf } from '../../lib/mail-language';
import { ErrorText } from './ui/error-text';
import './login-page.css';

const StaffPasswordResetMutation = graphql(`
  mutation StaffPasswordReset($email: String!, $language: MailLanguage!) {
    requestPasswordReset(input: { email: $email, account: STAFF, language: $language }) {
      linkMinutes
    }
  }
`);

/**
 * /dashboard/forgot-password: staff ask for a link to set a new password (it leads to /reset-password). The
 * answer is the same whether or not a staff account uses the address.
 */
export default function StaffForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<{ email: string; minutes: number } | null>(null);
  const [request, { loading, error }] = useMutation(StaffPasswordResetMutation);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const { language } = useLanguage();
  const text = useMessages(adminShellMessages);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const { data } = await request({ variables: { email: address, language: mailLanguageOf(language) } }).catch(() => ({ data: undefined }));
    if (data) setSent({ email: address, minutes: data.requestPasswordReset.linkMinutes });
  }

  const backToLogin = (
    <Link to="/dashboard/login" className="admin-login__link">
      {text.backToLogin}
    </Link>
  );
  return (
    <main className="admin-login">
      {sent ? (
        <div className="admin-login__card">
          <h1 className="admin-login__title">{text.resetTitle}</h1>
          <p ref={sentRef} tabIndex={-1} className="admin-login__note">
            {fill(text.resetSent, { email: sent.email, minutes: sent.minutes })}
          </p>
          {backToLogin}
        </div>
      ) : (
        <form className="admin-login__card" onSubmit={submit}>
          <LanguageSwitch />
          <h1 className="admin-login__title">{text.resetTitle}</h1>
          <p className="admin-login__note">{text.resetIntro}</p>
          <label className="admin-field">
            <span>{text.email}</span>
            <input type="email" name="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
          </label>
          <ErrorText error={error} />
          <button type="submit" className="button admin-login__submit" disabled={loading}>
            {loading ? text.sending : text.sendResetLink}
          </button>
          {backToLogin}
        </form>
      )}
    </main>
  );
}
