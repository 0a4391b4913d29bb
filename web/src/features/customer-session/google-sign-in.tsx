import { useMutation, useQuery } from '@apollo/client/react';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useId, useState } from 'react';
import { graphql } from '../../gql';
import { useLanguage, useMessages } from '../../lib/i18n';
import { signInMessages } from './sign-in-messages';
import { describeFailure } from './sign-in-problems';
import { useCompleteSignIn } from './use-complete-sign-in';

const GoogleClientIdQuery = graphql(`
  query GoogleClientId {
    googleClientId
  }
`);

const GoogleLoginMutation = graphql(`
  mutation GoogleLogin($token: String!) {
    googleLogin(token: $token) {
      token
      customer {
        name
        email
        picture
      }
    }
  }
`);

// Google's button accepts 200–400 px; this fits the modal on a 320 px phone.
const GOOGLE_BUTTON_WIDTH = 260;

/**
 * Google sign-in, the spec's working path. Google's script is only requested when the shop has a
 * client id, and only from here, inside the open modal.
 */
export function GoogleSignIn() {
  const t = useMessages(signInMessages);
  const { data, loading, error } = useQuery(GoogleClientIdQuery);
  if (loading) return <p className="google-sign-in__note" role="status">{t.googleLoading}</p>;
  if (error) return <GoogleUnavailable note={t.googleUnavailable} />;
  if (!data?.googleClientId) return <GoogleUnavailable note={t.googleNotConfigured} />;
  return <ConfiguredGoogleSignIn clientId={data.googleClientId} />;
}

function GoogleUnavailable({ note }: { note: string }) {
  const t = useMessages(signInMessages);
  const noteId = useId();
  return (
    <div className="google-sign-in">
      <button type="button" className="google-sign-in__fallback" disabled aria-describedby={noteId}>
        <GoogleLogo />
        {t.google}
      </button>
      <p id={noteId} className="google-sign-in__note">
        {note}
      </p>
    </div>
  );
}

function ConfiguredGoogleSignIn({ clientId }: { clientId: string }) {
  const t = useMessages(signInMessages);
  const { language } = useLanguage();
  const completeSignIn = useCompleteSignIn();
  const [script, setScript] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  const [googleLogin, { loading: exchanging }] = useMutation(GoogleLoginMutation);

  // Offline, blocked by the browser, or Google is down: say so rather than leave an empty gap.
  if (script === 'failed') return <GoogleUnavailable note={t.googleUnavailable} />;

  async function exchangeCredential(credential: string | undefined) {
    if (!credential) {
      setProblem(t.googleCancelled);
      return;
    }
    setProblem(null);
    try {
      const { data } = await googleLogin({ variables: { token: credential } });
      if (data) completeSignIn(data.googleLogin);
    } catch (error) {
      setProblem(describeFailure(error, t));
    }
  }

  return (
    <div className="google-sign-in">
      <GoogleOAuthProvider
        clientId={clientId}
        locale={language}
        onScriptLoadSuccess={() => setScript('ready')}
        onScriptLoadError={() => setScript('failed')}
      >
        {script === 'loading' && (
          <p className="google-sign-in__note" role="status">
            {t.googleLoading}
          </p>
        )}
        <GoogleLogin
          onSuccess={(response) => void exchangeCredential(response.credential)}
          onError={() => setProblem(t.googleCancelled)}
          text="continue_with"
          theme="filled_black"
          shape="pill"
          width={GOOGLE_BUTTON_WIDTH}
        />
      </GoogleOAuthProvider>
      {exchanging && (
        <p className="google-sign-in__note" role="status">
          {t.googleBusy}
        </p>
      )}
      {problem && (
        <p className="google-sign-in__alert" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

function GoogleLogo() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5Z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7Z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44Z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5Z" />
    </svg>
  );
}
