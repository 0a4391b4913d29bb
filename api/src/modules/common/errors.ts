/** Stable error codes shared by the GraphQL and REST adapters. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'OUT_OF_STOCK'
  | 'COMING_SOON'
  | 'PRICE_CHANGED'
  | 'INSUFFICIENT_BALANCE'
  | 'PAYMENT_NOT_SET_UP'
  | 'OPEN_PAYMENTS_LIMIT'
  | 'LINK_EXPIRED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/**
 * Why a field was refused, in a word that never changes (the message may): clients that speak the user's
 * language choose their words by it. REQUIRED: missing or empty; NOT_FOUND: names something that does not
 * exist (any more); TAKEN: already used by someone else; OUT_OF_STOCK: fewer units left; COMING_SOON: an item of
 * a game not open for sale yet; INVALID: anything else.
 */
export type FieldReason = 'REQUIRED' | 'INVALID' | 'NOT_FOUND' | 'TAKEN' | 'OUT_OF_STOCK' | 'COMING_SOON';

export interface FieldProblem {
  field: string;
  message: string;
  reason: FieldReason;
}

/** An error whose message is safe to show to the caller. */
export abstract class AppError extends Error {
  abstract readonly code: ErrorCode;
  abstract readonly httpStatus: number;
}

export class ValidationError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  readonly httpStatus = 400;
  constructor(
    message: string,
    readonly fields: FieldProblem[] = [],
  ) {
    super(message);
  }
}

export class NotFoundError extends AppError {
  readonly code = 'NOT_FOUND';
  readonly httpStatus = 404;
}

export class ConflictError extends AppError {
  readonly code = 'CONFLICT';
  readonly httpStatus = 409;
  constructor(
    message: string,
    /** The field whose value clashes, when telling which is safe (a taken username, never a taken e-mail). */
    readonly fields: FieldProblem[] = [],
  ) {
    super(message);
  }
}

/** Fewer units are left than a line asks for; nothing was ordered. */
export class OutOfStockError extends AppError {
  readonly code = 'OUT_OF_STOCK';
  readonly httpStatus = 409;
  constructor(
    message: string,
    readonly fields: FieldProblem[],
  ) {
    super(message);
  }
}

/** A line names an item of a game marked "Soon": shown in the store, not for sale yet; nothing was ordered. */
export class ComingSoonError extends AppError {
  readonly code = 'COMING_SOON';
  readonly httpStatus = 409;
  constructor(
    message: string,
    readonly fields: FieldProblem[],
  ) {
    super(message);
  }
}

/** The shopper agreed to other prices than the shop's current ones; they should review the cart. */
export class PriceChangedError extends AppError {
  readonly code = 'PRICE_CHANGED';
  readonly httpStatus = 409;
}

/** A wallet holds less than what it should pay; nothing was charged. */
export class InsufficientBalanceError extends AppError {
  readonly code = 'INSUFFICIENT_BALANCE';
  readonly httpStatus = 409;
}

export class PayloadTooLargeError extends AppError {
  readonly code = 'PAYLOAD_TOO_LARGE';
  readonly httpStatus = 413;
}

export class UnsupportedMediaTypeError extends AppError {
  readonly code = 'UNSUPPORTED_MEDIA_TYPE';
  readonly httpStatus = 415;
}

/** A single-use link (a password reset) that no longer works: expired, already used, or never issued. */
export class LinkExpiredError extends AppError {
  readonly code = 'LINK_EXPIRED';
  readonly httpStatus = 410;
}

/** Missing, malformed, expired or tampered credentials, or a token of the wrong kind. */
export class UnauthenticatedError extends AppError {
  readonly code = 'UNAUTHENTICATED';
  readonly httpStatus = 401;
}

/** Signed in, but the role does not allow this. */
export class ForbiddenError extends AppError {
  readonly code = 'FORBIDDEN';
  readonly httpStatus = 403;
}

export class TooManyRequestsError extends AppError {
  readonly code = 'TOO_MANY_REQUESTS';
  readonly httpStatus = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A dependency (the database, Google) is unreachable; trying again later may work. */
export class ServiceUnavailableError extends AppError {
  readonly code = 'SERVICE_UNAVAILABLE';
  readonly httpStatus = 503;
}

/** Too much work of one kind is already waiting (image processing); trying again after a while may work. */
export class ServerBusyError extends ServiceUnavailableError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The shop has no account active for checkout: nothing can be paid, so nothing is ordered until staff set one. */
export class PaymentNotSetUpError extends AppError {
  readonly code = 'PAYMENT_NOT_SET_UP';
  readonly httpStatus = 503;
}

/**
 * The shopper already has as many unpaid orders, unpaid top-ups or slips waiting for staff as one shopper may;
 * nothing new was started. Paying, cancelling or waiting for a decision makes room.
 */
export class OpenPaymentsLimitError extends AppError {
  readonly code = 'OPEN_PAYMENTS_LIMIT';
  readonly httpStatus = 409;
}
