import { CombinedGraphQLErrors } from '@apollo/client';

/** The `extensions.code` of the API's first GraphQL error; undefined for network trouble or no error. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Why the API refused one input field (its `extensions.fields` entry's message, in English), if it named that field. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const fields: unknown = error.errors[0]?.extensions?.fields;
  if (!Array.isArray(fields)) return undefined;
  const named: unknown = fields.find((entry: { field?: unknown }) => entry?.field === field);
  const message = (named as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
