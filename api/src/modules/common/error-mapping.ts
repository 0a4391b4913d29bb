import {
  CheckConstraintViolationException,
  ConnectionException,
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import multer from 'multer';
import { unexpectedErrors } from '../operations/metrics.js';
import { requestLog } from '../operations/request-context.js';
import {
  AppError,
  ComingSoonError,
  ConflictError,
  type FieldProblem,
  OutOfStockError,
  NotFoundError,
  PayloadTooLargeError,
  ServerBusyError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors.js';

// Connection refused/reset, admin shutdown, cannot connect now, connection failure.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08000', '08001', '08003', '08006']);

/** The database went away or every connection is busy: worth a quick 503, and the pool recovers by itself. */
function isDatabaseUnavailable(error: unknown): boolean {
  const { code, name, message } = (error ?? {}) as { code?: string; name?: string; message?: string };
  return (
    error instanceof ConnectionException ||
    name === 'KnexTimeoutError' ||
    (code !== undefined && UNAVAILABLE_CODES.has(code)) ||
    /Connection terminated|connect ECONNREFUSED|timeout expired|Query read timeout/.test(message ?? '')
  );
}

/**
 * The one place that decides what a failure means to a caller. Anything not recognised here is an
 * unexpected fault: logged in full and answered with a generic message.
 */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new ServiceUnavailableError('The shop is briefly unavailable; please try again in a moment');
  if (error instanceof UniqueConstraintViolationException) return new ConflictError('A record with these details already exists');
  if (error instanceof ForeignKeyConstraintViolationException) return new ConflictError('This record is still used by other records');
  if (error instanceof CheckConstraintViolationException || error instanceof NotNullConstraintViolationException) {
    return new ValidationError('A value is missing or outside its allowed range');
  }
  if (error instanceof multer.MulterError) return fromMulterError(error);
  if (isMalformedForm(error)) return new ValidationError(`Bad multipart form: ${error.message}`);
  return fromHttpLayerError(error);
}

/**
 * The HTTP layer (body and multipart parsers, Express's router) marks the caller's faults with a 4xx
 * `status`. Body parsers also set `expose` when their message is meant for the caller; the router's
 * URIError for a badly percent-encoded path has a status but no `expose`, so its message is our own.
 */
function fromHttpLayerError(error: unknown): AppError | undefined {
  const httpError = error as { status?: unknown; expose?: unknown; message?: string; type?: string };
  const status = httpError.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  const exposed = httpError.expose === true ? httpError.message : undefined;
  if (status === 404) return new NotFoundError(exposed ?? 'Not found');
  if (status === 413) return new PayloadTooLargeError(exposed ?? 'Request is too large');
  if (status === 415) return new UnsupportedMediaTypeError(exposed ?? 'Unsupported content type');
  if (httpError.type === 'entity.parse.failed') return new ValidationError('Request body is not valid JSON');
  if (error instanceof URIError) return new ValidationError('The URL is not valid percent-encoding');
  return new ValidationError(exposed ?? 'Bad request');
}

/**
 * busboy, the multipart parser under both multer (REST) and graphql-upload (GraphQL), reports a broken
 * form (no boundary, cut off, a malformed part header) as a plain Error with one of these messages.
 */
const MALFORMED_FORM_MESSAGE = /^(Multipart: Boundary not found|Malformed part header|Unexpected end of (form|file)|Malformed content type|Missing Content-Type)$/;

function isMalformedForm(error: unknown): error is Error {
  return error instanceof Error && error.constructor === Error && MALFORMED_FORM_MESSAGE.test(error.message);
}

function fromMulterError(error: multer.MulterError): AppError {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new PayloadTooLargeError('The image is larger than the upload limit');
    case 'LIMIT_FILE_COUNT':
      return new PayloadTooLargeError('Only one file may be uploaded per request');
    default:
      return new ValidationError(`Bad multipart form: ${error.message}`);
  }
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldProblem[]; retryAfter?: number };
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side; please try again';

export function errorBody(error: AppError): ErrorBody {
  return { error: { code: error.code, message: error.message, ...errorDetails(error) } };
}

/** Extra machine-readable detail: the bad fields, or how long to wait. */
export function errorDetails(error: AppError): { fields?: FieldProblem[]; retryAfter?: number } {
  const withFields = error instanceof ValidationError || error instanceof OutOfStockError || error instanceof ComingSoonError || error instanceof ConflictError;
  if (withFields && error.fields.length) return { fields: error.fields };
  const retryAfter = retryAfterSecondsOf(error);
  return retryAfter === undefined ? {} : { retryAfter };
}

/** How long the caller should wait before trying again (a `Retry-After` header), for refusals that say so. */
export function retryAfterSecondsOf(error: AppError): number | undefined {
  return error instanceof TooManyRequestsError || error instanceof ServerBusyError ? error.retryAfterSeconds : undefined;
}

/** Logged on the request's log, so the line carries its request id; on stderr outside a request. */
export function logUnexpectedError(error: unknown, where: string): void {
  unexpectedErrors.inc();
  const log = requestLog();
  if (log) log.error({ err: error, where }, `Unexpected error in ${where}`);
  else console.error(`[${new Date().toISOString()}] Unexpected error in ${where}:`, error);
}
