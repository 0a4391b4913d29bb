import { CombinedGraphQLErrors } from '@apollo/client';
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

interface ApiErrorExtensions {
  code?: unknown;
  fields?: unknown;
  retryAfter?: unknown;
}

interface ApiFieldError {
  field: string;
  message: string;
  /** The API's stable word for why (REQUIRED, INVALID, NOT_FOUND, TAKEN…). */
  reason?: string;
}

const isApiFieldError = (value: unknown): value is ApiFieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiFieldError).field === 'string' &&
  typeof (value as ApiFieldError).message === 'string';

/** The API's first GraphQL error (it reports one per failed mutation), or null for network trouble. */
function firstApiError(error: unknown): { message: string; extensions: ApiErrorExtensions } | null {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return null;
  const [first] = error.errors;
  return { message: first.message, extensions: (first.extensions ?? {}) as ApiErrorExtensions };
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One message for a failed call that no form field can explain (also used for Google sign-in). */
export function describeFailure(error: unknown, t: SignInMessages): string {
  const apiError = firstApiError(error);
  if (!apiError) return t.networkError;
  const { code, retryAfter } = apiError.extensions;
  if (code === 'TOO_MANY_REQUESTS' && typeof retryAfter === 'number') {
    return fill(t.tooManyAttempts, { minutes: Math.max(1, Math.ceil(retryAfter / 60)) });
  }
  if (code === 'INTERNAL_SERVER_ERROR' || !apiError.message) return t.unexpectedError;
  // The API's other messages (e.g. SERVICE_UNAVAILABLE) are written for people and safe to show.
  return apiError.message;
}

/**
 * Places a failed register/login where it belongs: the API's per-field input errors and a taken username
 * next to their fields, wrong credentials and everything else above the button.
 */
export function problemsFromError(error: unknown, mode: SignInMode, t: SignInMessages): SignInProblems {
  const apiError = firstApiError(error);
  const code = apiError?.extensions.code;
  const fieldErrors = Array.isArray(apiError?.extensions.fields) ? apiError.extensions.fields.filter(isApiFieldError) : [];
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
      if (shown.includes(fieldError.field)) fields[fieldError.field as SignInField] = sentenceCase(fieldError.message);
      else unplaced.push(`${fieldError.field} ${fieldError.message}`);
    }
    return { fields, form: unplaced.length ? sentenceCase(unplaced.join('; ')) : null };
  }
  return { fields: {}, form: describeFailure(error, t) };
}
