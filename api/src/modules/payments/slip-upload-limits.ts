import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterFactory } from '../auth/login-throttle.js';
import { TooManyRequestsError } from '../common/errors.js';

/** A shopper sends a slip or two per payment, and another for a blurred photo; a script sends hundreds. */
export const SLIP_UPLOADS_PER_SHOPPER = 10;
const WINDOW_SECONDS = 15 * 60;

/**
 * How many slip pictures one shopper may have read (orders and top-ups together) per 15 minutes: each costs
 * seconds of image work. Counted before the picture is touched; shared by instances through Redis.
 */
export class SlipUploadLimits {
  private readonly byShopper: RateLimiterAbstract;

  constructor(
    createLimiter: LimiterFactory,
    private readonly perShopper = SLIP_UPLOADS_PER_SHOPPER,
  ) {
    this.byShopper = createLimiter({ keyPrefix: 'slip_uploads', points: perShopper, duration: WINDOW_SECONDS });
  }

  async count(customerId: number): Promise<void> {
    try {
      await this.byShopper.consume(String(customerId));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new TooManyRequestsError(`You have sent ${this.perShopper} slips in a short time; wait ${minutes} minute(s) before sending another`, seconds);
    }
  }
}
