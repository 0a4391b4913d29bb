import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { clientKeyOf } from '../auth/client-key.js';
import type { LimiterFactory } from '../auth/login-throttle.js';
import { TooManyRequestsError } from '../common/errors.js';

/**
 * Excel and PDF downloads of the accounts for sale one client may ask for in a minute: a shopper or staff member
 * downloads a list or two, while each request a script sends for a file not kept builds up to 10,000 rows.
 */
export const EXPORTS_PER_CLIENT_PER_MINUTE = 10;

/**
 * Counts the public exports per client as `clientKeyOf` tells them apart (an IPv4 address, or a whole IPv6 /64, which
 * one household may take any address of); in Redis when there is one, so the count holds across instances.
 */
export class AccountExportLimits {
  private readonly byClient: RateLimiterAbstract;

  constructor(createLimiter: LimiterFactory) {
    this.byClient = createLimiter({ keyPrefix: 'account_exports_client', points: EXPORTS_PER_CLIENT_PER_MINUTE, duration: 60 });
  }

  /** Counts one export for the client at `address`; refuses (429, saying when to try again) past the minute's allowance. */
  async countExport(address: string): Promise<void> {
    try {
      await this.byClient.consume(clientKeyOf(address));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw new TooManyRequestsError(`Too many downloads of the account list; try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`, seconds);
    }
  }
}
