import {
  CheckConstraintViolationException,
  ConnectionException,
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import multer from 'multer';
import {
  AppError,
  ConflictError,
  PayloadTooLargeError,
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
  // Body and multipart parsers raise http-errors: 4xx with `expose` set are the caller's fault.
  const httpError = error as { status?: unknown; expose?: unknown; message?: string; type?: string };
  if (typeof httpError.status === 'number' && httpError.expose === true && httpError.status < 500) {
    if (httpError.status === 413) return new PayloadTooLargeError(httpError.message ?? 'Request is too large');
    if (httpError.status === 415) return new UnsupportedMediaTypeError(httpError.message ?? 'Unsupported content type');
    const message = httpError.type === 'entity.parse.failed' ? 'Request body is not valid JSON' : httpError.message;
    return new ValidationError(message ?? 'Bad request');
  }
  return undefined;
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
  error: { code: string; message: string; fields?: { field: string; message: string }[]; retryAfter?: number };
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side; please try again';

export function errorBody(error: AppError): ErrorBody {
  return { error: { code: error.code, message: error.message, ...errorDetails(error) } };
}

/** Extra machine-readable detail: the bad fields, or how long to wait. */
export function errorDetails(error: AppError): { fields?: { field: string; message: string }[]; retryAfter?: number } {
  if (error instanceof ValidationError && error.fields.length) return { fields: error.fields };
  if (error instanceof TooManyRequestsError) return { retryAfter: error.retryAfterSeconds };
  return {};
}

export function logUnexpectedError(error: unknown, where: string): void {
  console.error(`[${new Date().toISOString()}] Unexpected error in ${where}:`, error);
}
