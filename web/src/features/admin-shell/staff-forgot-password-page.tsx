import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { ErrorText } from './ui/error-text';
import './login-page.css';

const StaffPasswordResetMutation = graphql(`
  mutation StaffPasswordReset($email: String!) {
    requestPasswordReset(input: { email: $email, account: STAFF, language: EN }) {
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

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const { data } = await request({ variables: { email: address } }).catch(() => ({ data: undefined }));
    if (data) setSent({ email: address, minutes: data.requestPasswordReset.linkMinutes });
  }

  const backToLogin = (
    <Link to="/dashboard/login" className="admin-login__link">
      Back to login
    </Link>
  );
  return (
    <main className="admin-login">
      {sent ? (
        <div className="admin-login__card">
          <h1 className="admin-login__title">RESET PASSWORD</h1>
          <p ref={sentRef} tabIndex={-1} className="admin-login__note">
            If a staff account uses {sent.email}, we have sent it a link to set a new password. The link works once, for {sent.minutes} minutes.
          </p>
          {backToLogin}
        </div>
      ) : (
        <form className="admin-login__card" onSubmit={submit}>
          <h1 className="admin-login__title">RESET PASSWORD</h1>
          <p className="admin-login__note">Enter the e-mail of your staff account and we will send you a link to set a new password.</p>
          <label className="admin-field">
            <span>Email</span>
            <input type="email" name="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
          </label>
          <ErrorText error={error} />
          <button type="submit" className="button admin-login__submit" disabled={loading}>
            {loading ? 'Sending...' : 'Send reset link'}
          </button>
          {backToLogin}
        </form>
      )}
    </main>
  );
}
