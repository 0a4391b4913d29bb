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
    return { message, path, locations, extensions: { code: requestErrorCode(original) } };
  }
  logUnexpectedError(original, `GraphQL ${path?.join('.') ?? 'request'}`);
  return { message: INTERNAL_ERROR_MESSAGE, path, locations, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** Apollo Server 5 refuses an APQ whose hash is not its query's with this message and no code; Apollo Router's code is used. */
const HASH_MISMATCH_MESSAGE = 'provided sha does not match query';

/**
 * Apollo Server normalises an error without a code to INTERNAL_SERVER_ERROR, even when it is a refusal
 * of the request (a 4xx): those get a client code instead, so callers can tell them from our faults.
 */
function requestErrorCode(error: GraphQLError): unknown {
  if (error.extensions.code !== undefined) return error.extensions.code;
  if (error.message === HASH_MISMATCH_MESSAGE) return 'PERSISTED_QUERY_HASH_MISMATCH';
  const status = (error.extensions.http as { status?: number } | undefined)?.status;
  return status !== undefined && status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
}
