import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Whether the server refused a GraphQL request with this `extensions.code` (CONFLICT, UNAUTHENTICATED…). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((graphQLError) => graphQLError.extensions?.code === code);
}
