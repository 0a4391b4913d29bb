import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type FieldProblem, FormProblemsAnnouncement } from '../../components/form-problems-announcement';
import { graphql } from '../../gql';
import { fieldReason } from '../../lib/api-error';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { mailLanguageOf } from '../../lib/mail-language';
import { forgotPasswordMessages } from './forgot-password-messages';
import { TextField } from './sign-in-fields';
import { signInMessages } from './sign-in-messages';
import { describeFailure } from './sign-in-problems';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      linkMinutes
    }
  }
`);

/**
 * The sign-in modal's "Forgot password?" view: asks for the e-mail and has a link sent to it, written in the
 * language the shopper reads the shop in. The shop answers the same whether or not the address has an account,
 * and so does this form.
 */
export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin(): void }) {
  const t = useMessages(forgotPasswordMessages);
  const signInText = useMessages(signInMessages);
  const { language } = useLanguage();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [emailProblem, setEmailProblem] = useState<string>();
  const [announced, setAnnounced] = useState<FieldProblem[]>([]);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; minutes: number } | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetMutation);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  function showEmailProblem(problem: string) {
    setEmailProblem(problem);
    setAnnounced([{ label: t.email, problem }]);
    document.getElementById(emailId)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormProblem(null);
    setAnnounced([]);
    const address = email.trim();
    if (!address) {
      showEmailProblem(t.required);
      return;
    }
    try {
      const { data } = await request({ variables: { input: { email: address, language: mailLanguageOf(language) } } });
      if (data) setSent({ email: address, minutes: data.requestPasswordReset.linkMinutes });
    } catch (error) {
      // The server checks the address; its verdict is said in the shopper's language.
      const reason = fieldReason(error, 'email');
      if (reason) showEmailProblem(reason === 'REQUIRED' ? t.required : t.emailShape);
      else setFormProblem(describeFailure(error, signInText));
    }
  }

  if (sent) {
    return (
      <div className="sign-in-form">
        <p ref={sentRef} className="sign-in-form__note sign-in-form__sent" tabIndex={-1}>
          {fill(t.sent, sent)}
        </p>
        <button type="button" className="button sign-in-form__submit" onClick={onBackToLogin}>
          {t.backToLogin}
        </button>
      </div>
    );
  }
  return (
    <form className="sign-in-form" noValidate onSubmit={submit}>
      <p className="sign-in-form__intro">{t.intro}</p>
      <TextField
        id={emailId}
        label={t.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setEmailProblem(undefined);
        }}
        error={emailProblem}
      />
      {formProblem && (
        <p className="sign-in-form__alert" role="alert">
          {formProblem}
        </p>
      )}
      <button type="submit" className="button sign-in-form__submit" disabled={loading}>
        {loading ? t.busy : t.submit}
      </button>
      <p className="sign-in-form__note">{t.googleNote}</p>
      <button type="button" className="sign-in-form__link sign-in-form__back" onClick={onBackToLogin}>
        {t.backToLogin}
      </button>
      <FormProblemsAnnouncement problems={announced} />
    </form>
  );
}
