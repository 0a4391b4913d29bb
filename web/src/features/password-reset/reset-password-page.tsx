import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type FieldProblem, FormProblemsAnnouncement } from '../../components/form-problems-announcement';
import { LinkPage } from '../../components/link-page';
import { useFocusOnShow } from '../../components/use-focus-on-show';
import { graphql } from '../../gql';
import type { PasswordResetAccount } from '../../gql/graphql';
import { errorCode, fieldReason } from '../../lib/api-error';
import { useMessages } from '../../lib/i18n';
import { useCustomerSession } from '../customer-session/session-context';
import { PasswordField } from '../customer-session/sign-in-fields';
import { signInMessages } from '../customer-session/sign-in-messages';
import { describeFailure } from '../customer-session/sign-in-problems';
import { resetPasswordMessages } from './reset-password-messages';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

/**
 * /reset-password?token=…: where the e-mailed link leads, for shoppers and staff alike (the link knows whose
 * account it is; the answer says, so the page points to the right sign-in). The password rules are the
 * server's: its refusal is worded beside the field from its stable reason, in the page's language, as sign-up does.
 */
export default function ResetPasswordPage() {
  const t = useMessages(resetPasswordMessages);
  const signInText = useMessages(signInMessages);
  const token = useSearchParams()[0].get('token') ?? '';
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string>();
  const [announced, setAnnounced] = useState<FieldProblem[]>([]);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(!token);
  const [doneFor, setDoneFor] = useState<PasswordResetAccount | null>(null);
  const [reset, { loading }] = useMutation(ResetPasswordMutation);

  function showPasswordProblem(problem: string) {
    setPasswordProblem(problem);
    setAnnounced([{ label: t.password, problem }]);
    document.getElementById(passwordId)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormProblem(null);
    setAnnounced([]);
    if (!password) {
      showPasswordProblem(t.required);
      return;
    }
    try {
      const { data } = await reset({ variables: { input: { token, password } } });
      if (data) setDoneFor(data.resetPassword);
    } catch (error) {
      const passwordReason = fieldReason(error, 'password');
      if (errorCode(error) === 'LINK_EXPIRED' || fieldReason(error, 'token')) setLinkDead(true);
      else if (passwordReason) showPasswordProblem(passwordReason === 'REQUIRED' ? t.required : signInText.passwordShape);
      else setFormProblem(describeFailure(error, signInText));
    }
  }

  let content;
  if (doneFor) content = <ResetDone account={doneFor} />;
  else if (linkDead) content = <DeadLink hasToken={Boolean(token)} />;
  else {
    content = (
      <form className="sign-in-form" noValidate onSubmit={submit}>
        <p className="link-page__intro">{t.intro}</p>
        <PasswordField
          id={passwordId}
          label={t.password}
          showLabel={t.showPassword}
          autoComplete="new-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setPasswordProblem(undefined);
          }}
          error={passwordProblem}
        />
        {formProblem && (
          <p className="sign-in-form__alert" role="alert">
            {formProblem}
          </p>
        )}
        <button type="submit" className="button sign-in-form__submit" disabled={loading}>
          {loading ? t.busy : t.submit}
        </button>
        <FormProblemsAnnouncement problems={announced} />
      </form>
    );
  }
  return <LinkPage title={t.title}>{content}</LinkPage>;
}

function ResetDone({ account }: { account: PasswordResetAccount }) {
  const t = useMessages(resetPasswordMessages);
  const { openSignIn } = useCustomerSession();
  const message = useFocusOnShow<HTMLParagraphElement>();
  return (
    <div className="link-page__outcome">
      <p ref={message} tabIndex={-1} className="link-page__message">
        {t.done}
      </p>
      {account === 'STAFF' ? (
        <Link to="/dashboard/login" className="button">
          {t.staffLogIn}
        </Link>
      ) : (
        <button type="button" className="button" onClick={openSignIn}>
          {t.logIn}
        </button>
      )}
    </div>
  );
}

function DeadLink({ hasToken }: { hasToken: boolean }) {
  const t = useMessages(resetPasswordMessages);
  const { openSignIn } = useCustomerSession();
  const message = useFocusOnShow<HTMLParagraphElement>();
  return (
    <div className="link-page__outcome">
      <p ref={message} tabIndex={-1} className={hasToken ? 'sign-in-form__alert' : 'link-page__message'}>
        {hasToken ? t.linkExpired : t.noToken}
      </p>
      <button type="button" className="button" onClick={openSignIn}>
        {hasToken ? t.askNewLink : t.logIn}
      </button>
      <Link to="/dashboard/forgot-password" className="link-page__staff-link">
        {t.staffNewLink}
      </Link>
    </div>
  );
}
