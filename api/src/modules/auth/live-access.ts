import { logUnexpectedError, toAppError } from '../common/error-mapping.js';
import { ForbiddenError, UnauthenticatedError } from '../common/errors.js';
import type { RequestAuth } from './request-auth.js';

/**
 * `events` for as long as the subscriber may still hear them. A subscription is authorised when it starts but lives
 * for hours, so before each event the account is read again (`stillAllowed`: `auth.customerId()` or
 * `auth.authorize(permission)`, one small query). Once that is refused (a password reset moved the token version on,
 * the admin was deleted or lost the permission) the event is dropped and the subscription ends with the refusal.
 * An event whose check fails otherwise (the database busy) is skipped: the next one reloads everything anyway.
 */
export function whileStillAllowed<T>(auth: RequestAuth, events: AsyncIterable<T>, stillAllowed: () => Promise<unknown>): AsyncIterableIterator<T> {
  const source = events[Symbol.asyncIterator]();
  // Ends the source at once: an async generator here would only see `return()` after its next event.
  const stop = async () => void (await source.return?.());
  const allowed = async (): Promise<boolean> => {
    auth.forgetAccount();
    try {
      await stillAllowed();
      return true;
    } catch (error) {
      if (error instanceof UnauthenticatedError || error instanceof ForbiddenError) {
        await stop();
        throw error;
      }
      if (!toAppError(error)) logUnexpectedError(error, 'a subscription event');
      return false;
    }
  };
  return {
    async next() {
      for (;;) {
        const event = await source.next();
        if (event.done || (await allowed())) return event;
      }
    },
    async return() {
      await stop();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
