import { CombinedGraphQLErrors } from '@apollo/client';

/** The `extensions.code` of the API's first GraphQL error; undefined for network trouble or no error. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
