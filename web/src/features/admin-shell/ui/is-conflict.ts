import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Whether the server refused because the record moved on meanwhile (CONFLICT: someone else acted first). */
export function isConflict(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((graphQLError) => graphQLError.extensions?.code === 'CONFLICT');
}
