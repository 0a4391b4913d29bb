import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { fieldReason } from '../../lib/api-error';
import { fill, useMessages } from '../../lib/i18n';
import { emailConfirmationMessages } from './email-confirmation-messages';
import { ResendEmailConfirmationMutation } from './email-confirmation-operations';
import { TextField } from './sign-in-fields';
import { signInMessages } from './sign-in-messages';
import { describeFailure } from './sign-in-problems';

/**
 * "Send the link again": for the address just signed up with (`email` given: one button), or one the shopper
 * types (the page of a link that no longer works). The answer is the same whatever the address's case.
 */
export function ResendConfirmation({ email: knownEmail }: { email?: string }) {
  const t = useMessages(emailConfirmationMessages);
  const signInText = useMessages(signInMessages);
  const emailId = useId();
  const [typed, setTyped] = useState('');
  const [emailProblem, setEmailProblem] = useState<string>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resend, { loading }] = useMutation(ResendEmailConfirmationMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const email = (knownEmail ?? typed).trim();
    if (!email) {
      setEmailProblem(t.required);
      document.getElementById(emailId)?.focus();
      return;
    }
    try {
      const { data } = await resend({ variables: { input: { email } } });
      if (data) setSentTo(data.resendEmailConfirmation.email);
    } catch (error) {
      if (fieldReason(error, 'email')) setEmailProblem(t.emailShape);
      else setProblem(describeFailure(error, signInText));
    }
  }

  return (
    <form className="sign-in-form" noValidate onSubmit={submit}>
      {knownEmail === undefined && (
        <TextField
          id={emailId}
          label={t.email}
          type="email"
          autoComplete="email"
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setEmailProblem(undefined);
          }}
          error={emailProblem}
        />
      )}
      {problem && (
        <p className="sign-in-form__alert" role="alert">
          {problem}
        </p>
      )}
      <p className="sign-in-form__note" role="status">
        {sentTo && fill(t.resent, { email: sentTo })}
      </p>
      <button type="submit" className="button button--ghost sign-in-form__submit" disabled={loading}>
        {loading ? t.resending : t.resend}
      </button>
    </form>
  );
}
