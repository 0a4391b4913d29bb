import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { useLanguage, useMessages } from '../../lib/i18n';
import { adminShellMessages } from './admin-shell-messages';
import { adminSession, useAdminToken } from './admin-session';
import { LanguageSwitch } from './language-switch';
import { loginErrorMessage } from './login-problems';
import './login-page.css';

const AdminLoginMutation = graphql(`
  mutation AdminLogin($email: String!, $password: String!) {
    adminLogin(email: $email, password: $password) {
      token
      admin {
        id
        name
        email
        role
      }
    }
  }
`);

/** /dashboard/login: staff sign in with e-mail and password; a signed-in admin goes straight to the dashboard. */
export default function LoginPage() {
  const token = useAdminToken();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // The failure and when it happened: it is worded in the current language, and a throttle counts from then.
  const [problem, setProblem] = useState<{ error: unknown; at: Date } | null>(null);
  const { language } = useLanguage();
  const text = useMessages(adminShellMessages);
  const [login, { loading }] = useMutation(AdminLoginMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) return;
      // Nothing a previous admin loaded in this tab may show through for the next one.
      await client.clearStore();
      adminSession.signIn(data.adminLogin.token, data.adminLogin.admin);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setProblem({ error, at: new Date() });
    }
  }

  if (token) return <Navigate to="/dashboard" replace />;
  return (
    <main className="admin-login">
      <form className="admin-login__card" onSubmit={submit}>
        <LanguageSwitch />
        <h1 className="admin-login__title">{text.loginTitle}</h1>
        <label className="admin-field">
          <span>{text.email}</span>
          <input type="email" name="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label className="admin-field">
          <span>{text.password}</span>
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {problem && (
          <p className="admin-error" role="alert">
            {loginErrorMessage(problem.error, language, problem.at)}
          </p>
        )}
        <button type="submit" className="button admin-login__submit" disabled={loading}>
          {loading ? text.loggingIn : text.login}
        </button>
        <Link to="/dashboard/forgot-password" className="admin-login__link">
          {text.forgotPassword}
        </Link>
      </form>
    </main>
  );
}
