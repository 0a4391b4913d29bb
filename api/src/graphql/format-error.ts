import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { errorDetails, INTERNAL_ERROR_MESSAGE, logUnexpectedError, toAppError } from '../modules/common/error-mapping.js';

/** Gives every GraphQL error a stable `extensions.code` and hides unexpected faults behind a generic message. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const appError = toAppError(original);
  const { path, locations } = formatted;
  if (appError) {
    return { message: appError.message, path, locations, extensions: { code: appError.code, ...errorDetails(appError) } };
  }
  // Parse and validation errors and our own GraphQLErrors are safe to show, once they stop
  // suggesting field, argument and enum names ("Did you mean …?") that map the schema for strangers.
  if (original instanceof GraphQLError) {
    const message = formatted.message.replace(/\s*Did you mean .*$/s, '');
    return { message, path, locations, extensions: { code: formatted.extensions?.code ?? 'BAD_REQUEST' } };
  }
  logUnexpectedError(original, `GraphQL ${path?.join('.') ?? 'request'}`);
  return { message: INTERNAL_ERROR_MESSAGE, path, locations, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
