import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { graphql } from '../../gql';
import { type FieldProblem, FormProblemsAnnouncement } from '../../components/form-problems-announcement';
import { useLanguage, useMessages } from '../../lib/i18n';
import { mailLanguageOf } from '../../lib/mail-language';
import { FieldError, PasswordField, TextField, errorWiring } from './sign-in-fields';
import { signInMessages } from './sign-in-messages';
import {
  checkSignInValues,
  MODE_FIELDS,
  problemsFromError,
  type SignInField,
  type SignInMode,
  type SignInProblems,
  type SignInValues,
} from './sign-in-problems';
import { useCompleteSignIn } from './use-complete-sign-in';

const CustomerRegisterMutation = graphql(`
  mutation CustomerRegister($input: CustomerRegisterInput!) {
    customerRegister(input: $input) {
      email
      linkHours
    }
  }
`);

/** A sign-up's answer: the confirmation link is on its way to `email`. */
export interface SignUpStarted {
  email: string;
  linkHours: number;
}

const CustomerLoginMutation = graphql(`
  mutation CustomerLogin($identifier: String!, $password: String!) {
    customerLogin(identifier: $identifier, password: $password) {
      token
      customer {
        name
        email
        picture
      }
    }
  }
`);

const EMPTY_VALUES: SignInValues = { username: '', email: '', password: '', identifier: '', terms: false };
const NO_PROBLEMS: SignInProblems = { fields: {}, form: null };

/**
 * The shop's own register or login form. A login signs the customer in and closes the modal; a sign-up hands
 * the modal its "check your e-mail" (the mailed link signs in). Login mode's "Forgot password?" asks the modal
 * for its reset view.
 */
export function SignInForm({ mode, onForgotPassword, onSignedUp }: { mode: SignInMode; onForgotPassword(): void; onSignedUp(started: SignUpStarted): void }) {
  const t = useMessages(signInMessages);
  const { language } = useLanguage();
  const completeSignIn = useCompleteSignIn();
  const idPrefix = useId();
  const idOf = (field: SignInField) => `${idPrefix}${field}`;
  const [values, setValues] = useState(EMPTY_VALUES);
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [announced, setAnnounced] = useState<FieldProblem[]>([]);
  const [register, registering] = useMutation(CustomerRegisterMutation);
  const [login, loggingIn] = useMutation(CustomerLoginMutation);
  const busy = registering.loading || loggingIn.loading;

  function change<Field extends SignInField>(field: Field, value: SignInValues[Field]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => ({ ...previous, fields: { ...previous.fields, [field]: undefined } }));
  }

  function showProblems(next: SignInProblems) {
    setProblems(next);
    const invalid = MODE_FIELDS[mode].filter((field) => next.fields[field]);
    setAnnounced(invalid.map((field) => ({ label: t[field], problem: next.fields[field]! })));
    const [firstInvalid] = invalid;
    if (firstInvalid) document.getElementById(idOf(firstInvalid))?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fieldProblems = checkSignInValues(mode, values, t);
    if (Object.keys(fieldProblems).length > 0) {
      showProblems({ fields: fieldProblems, form: null });
      return;
    }
    setProblems(NO_PROBLEMS);
    setAnnounced([]);
    try {
      if (mode === 'register') {
        const input = { username: values.username.trim(), email: values.email.trim(), password: values.password, language: mailLanguageOf(language) };
        const { data } = await register({ variables: { input } });
        if (data) onSignedUp(data.customerRegister);
      } else {
        const { data } = await login({ variables: { identifier: values.identifier.trim(), password: values.password } });
        if (data) completeSignIn(data.customerLogin);
      }
    } catch (error) {
      showProblems(problemsFromError(error, mode, t));
    }
  }

  const [idleLabel, busyLabel] = mode === 'register' ? [t.registerSubmit, t.registerBusy] : [t.loginSubmit, t.loginBusy];
  const field = (name: 'username' | 'email' | 'identifier' | 'password') => ({
    id: idOf(name),
    value: values[name],
    onChange: (value: string) => change(name, value),
    error: problems.fields[name],
  });

  return (
    <form className="sign-in-form" noValidate onSubmit={submit}>
      {mode === 'register' ? (
        <>
          <TextField {...field('username')} label={t.username} autoComplete="username" />
          <TextField {...field('email')} label={t.email} type="email" autoComplete="email" />
          <PasswordField {...field('password')} label={t.password} showLabel={t.showPassword} autoComplete="new-password" />
          <div className="sign-in-terms">
            <input
              id={idOf('terms')}
              type="checkbox"
              checked={values.terms}
              onChange={(event) => change('terms', event.target.checked)}
              {...errorWiring(idOf('terms'), problems.fields.terms)}
            />
            <label htmlFor={idOf('terms')}>{t.terms}</label>
            <FieldError id={idOf('terms')} error={problems.fields.terms} />
          </div>
        </>
      ) : (
        <>
          <TextField {...field('identifier')} label={t.identifier} autoComplete="username" />
          <PasswordField {...field('password')} label={t.password} showLabel={t.showPassword} autoComplete="current-password" />
          <button type="button" className="sign-in-form__link sign-in-form__forgot" onClick={onForgotPassword}>
            {t.forgotPassword}
          </button>
        </>
      )}
      {problems.form && (
        <p className="sign-in-form__alert" role="alert">
          {problems.form}
        </p>
      )}
      <button type="submit" className="button sign-in-form__submit" disabled={busy}>
        {busy ? busyLabel : idleLabel}
      </button>
      <FormProblemsAnnouncement problems={announced} />
    </form>
  );
}
