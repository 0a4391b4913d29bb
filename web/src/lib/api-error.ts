import { CombinedGraphQLErrors } from '@apollo/client';

/** A refused input field as the API reports it: `reason` is its stable word for why (REQUIRED, INVALID, NOT_FOUND, TAKEN…). */
export interface ApiFieldError {
  field: string;
  reason?: string;
  /** The API's own words, in English: a last resort for an English page only. */
  message: string;
}

/** The API's refusal, from GraphQL (`extensions`) or REST (`{ error }`) alike: words for people are chosen by `code`. */
export interface ApiError {
  code?: string;
  /** The API's own words, in English: a last resort for an English page only. */
  message: string;
  fields: ApiFieldError[];
  /** Seconds to wait, on TOO_MANY_REQUESTS. */
  retryAfter?: number;
}

const isFieldError = (value: unknown): value is ApiFieldError =>
  typeof value === 'object' && value !== null && typeof (value as ApiFieldError).field === 'string' && typeof (value as ApiFieldError).message === 'string';

function fromBody(body: { code?: unknown; message?: unknown; fields?: unknown; retryAfter?: unknown }): ApiError {
  return {
    code: typeof body.code === 'string' ? body.code : undefined,
    message: typeof body.message === 'string' ? body.message : '',
    fields: Array.isArray(body.fields) ? body.fields.filter(isFieldError) : [],
    retryAfter: typeof body.retryAfter === 'number' ? body.retryAfter : undefined,
  };
}

/** The API's first GraphQL error (it reports one per failed operation); null for network trouble or no error. */
export function apiErrorOf(error: unknown): ApiError | null {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return null;
  const [first] = error.errors;
  return fromBody({ ...(first.extensions ?? {}), message: first.message });
}

/** The `error` of a REST answer's JSON body (`{ error: { code, message, fields } }`); null when there is none. */
export function restApiError(body: unknown): ApiError | null {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'object' && error !== null ? fromBody(error) : null;
}

/** The `extensions.code` of the API's first GraphQL error; undefined for network trouble or no error. */
export function errorCode(error: unknown): string | undefined {
  return apiErrorOf(error)?.code;
}

/** The API's stable word for why it refused one input field (REQUIRED, INVALID…), to say it in the shopper's language. */
export function fieldReason(error: unknown, field: string): string | undefined {
  return apiErrorOf(error)?.fields.find((entry) => entry.field === field)?.reason;
}

/** Why the API refused one input field, in its own English words: for the English-only dashboard. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  return apiErrorOf(error)?.fields.find((entry) => entry.field === field)?.message;
}
