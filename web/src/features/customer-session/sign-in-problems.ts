import { apiErrorOf } from '../../lib/api-error';
import { fill } from '../../lib/i18n';
import type { SignInMessages } from './sign-in-messages';

export type SignInMode = 'register' | 'login';
export type SignInField = 'username' | 'email' | 'password' | 'identifier' | 'terms';

export interface SignInValues {
  username: string;
  email: string;
  password: string;
  identifier: string;
  terms: boolean;
}

type FieldProblems = Partial<Record<SignInField, string>>;

export interface SignInProblems {
  fields: FieldProblems;
  form: string | null;
}

export const MODE_FIELDS: Record<SignInMode, SignInField[]> = {
  register: ['username', 'email', 'password', 'terms'],
  login: ['identifier', 'password'],
};

const MIN_PASSWORD_LENGTH = 8;
// Mirrors the API's username rule, so the usual mistakes are explained before anything is sent.
const USERNAME_PATTERN = /^[\w.-]{3,30}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks done in the browser before anything is sent; an empty result means the form may be submitted. */
export function checkSignInValues(mode: SignInMode, values: SignInValues, t: SignInMessages): FieldProblems {
  const problems: FieldProblems = {};
  if (mode === 'register') {
    const username = values.username.trim();
    if (!username) problems.username = t.required;
    else if (!USERNAME_PATTERN.test(username)) problems.username = t.usernameShape;
    const email = values.email.trim();
    if (!email) problems.email = t.required;
    else if (!EMAIL_PATTERN.test(email)) problems.email = t.emailShape;
    if (!values.password) problems.password = t.required;
    else if (values.password.length < MIN_PASSWORD_LENGTH) problems.password = t.passwordLength;
    if (!values.terms) problems.terms = t.termsRequired;
  } else {
    if (!values.identifier.trim()) problems.identifier = t.required;
    if (!values.password) problems.password = t.required;
  }
  return problems;
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the form says of a field the API refused, by the field and the API's stable reason; never its English words. */
function fieldProblemText(field: SignInField, reason: string | undefined, t: SignInMessages): string {
  if (reason === 'REQUIRED') return t.required;
  if (field === 'username') return reason === 'TAKEN' ? t.usernameTaken : t.usernameShape;
  if (field === 'email') return t.emailShape;
  if (field === 'password') return t.passwordShape;
  return t.fieldInvalid;
}

/** One message for a failed call that no form field can explain (also used for Google sign-in). */
export function describeFailure(error: unknown, t: SignInMessages): string {
  const apiError = apiErrorOf(error);
  if (!apiError) return t.networkError;
  const { code, retryAfter } = apiError;
  if (code === 'TOO_MANY_REQUESTS' && retryAfter !== undefined) {
    return fill(t.tooManyAttempts, { minutes: Math.max(1, Math.ceil(retryAfter / 60)) });
  }
  if (code === 'SERVICE_UNAVAILABLE') return t.serviceUnavailable;
  if (code === 'INTERNAL_SERVER_ERROR' || !apiError.message) return t.unexpectedError;
  // A refusal this form has no words for: the API's own (English) words on an English page, general ones otherwise.
  return fill(t.otherRefusal, { message: apiError.message });
}

/**
 * Places a failed register/login where it belongs: the API's per-field input errors and a taken username
 * next to their fields, wrong credentials and everything else above the button, all in the page's language.
 */
export function problemsFromError(error: unknown, mode: SignInMode, t: SignInMessages): SignInProblems {
  const apiError = apiErrorOf(error);
  const code = apiError?.code;
  const fieldErrors = apiError?.fields ?? [];
  // The one clash a sign-up names: a taken username (usernames are public; whether an e-mail has an account is not said).
  if (code === 'CONFLICT' && mode === 'register' && fieldErrors.some((fieldError) => fieldError.field === 'username' && fieldError.reason === 'TAKEN')) {
    return { fields: { username: t.usernameTaken }, form: null };
  }
  if (code === 'UNAUTHENTICATED' && mode === 'login') return { fields: {}, form: t.wrongCredentials };
  if (code === 'BAD_USER_INPUT' && fieldErrors.length > 0) {
    const shown: string[] = MODE_FIELDS[mode];
    const fields: FieldProblems = {};
    const unplaced: string[] = [];
    for (const fieldError of fieldErrors) {
      if (shown.includes(fieldError.field)) fields[fieldError.field as SignInField] = fieldProblemText(fieldError.field as SignInField, fieldError.reason, t);
      else unplaced.push(`${fieldError.field} ${fieldError.message}`);
    }
    return { fields, form: unplaced.length ? fill(t.otherRefusal, { message: sentenceCase(unplaced.join('; ')) }) : null };
  }
  return { fields: {}, form: describeFailure(error, t) };
}
