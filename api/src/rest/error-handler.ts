import type { ErrorRequestHandler, RequestHandler } from 'express';
import { errorBody, INTERNAL_ERROR_MESSAGE, logUnexpectedError, retryAfterSecondsOf, toAppError } from '../modules/common/error-mapping.js';
import { NotFoundError } from '../modules/common/errors.js';

export const apiRouteNotFound: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`No API route ${req.method} ${req.originalUrl.split('?')[0]}`));
};

/** Every failure leaves as JSON `{error: {code, message}}` with its status; never a stack trace. */
export const jsonErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const appError = toAppError(error);
  if (appError) {
    const retryAfter = retryAfterSecondsOf(appError);
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
    res.status(appError.httpStatus).json(errorBody(appError));
    return;
  }
  // The path without its query string, which may hold what a shopper typed.
  logUnexpectedError(error, `${req.method} ${req.originalUrl.split('?')[0]}`);
  res.status(500).json({ error: { code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_ERROR_MESSAGE } });
};
