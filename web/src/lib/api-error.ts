import { CombinedGraphQLErrors } from '@apollo/client';

/** The `extensions.code` of the API's first GraphQL error; undefined for network trouble or no error. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The API's `extensions.fields` entry for one input field, if it named that field. */
function namedField(error: unknown, field: string): { message?: unknown; reason?: unknown } | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const fields: unknown = error.errors[0]?.extensions?.fields;
  if (!Array.isArray(fields)) return undefined;
  return fields.find((entry: { field?: unknown }) => entry?.field === field);
}

/** Why the API refused one input field (its `extensions.fields` entry's message, in English), if it named that field. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  const message = namedField(error, field)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The API's stable word for why it refused one input field (REQUIRED, INVALID…), to say it in the shopper's language. */
export function fieldReason(error: unknown, field: string): string | undefined {
  const reason = namedField(error, field)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}
