import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** What to tell an admin about a failed request: the server's own reason whenever it gave one. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((graphQLError) => graphQLError.message).join('; ');
  if (ServerError.is(error)) return `The server answered ${error.statusCode}.`;
  if (error instanceof Error) return error.message;
  return String(error);
}
