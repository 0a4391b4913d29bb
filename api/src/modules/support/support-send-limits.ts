import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterFactory } from '../auth/login-throttle.js';
import { TooManyRequestsError } from '../common/errors.js';

/** A person typing fast sends a few messages a minute; a script sends hundreds. Staff answer many customers. */
export const CUSTOMER_MESSAGES_PER_MINUTE = 10;
export const STAFF_MESSAGES_PER_MINUTE = 30;

/** How many support messages one customer, or one staff member, may send per minute (shared by instances via Redis). */
export class SupportSendLimits {
  private readonly customers: RateLimiterAbstract;
  private readonly staff: RateLimiterAbstract;

  constructor(createLimiter: LimiterFactory) {
    this.customers = createLimiter({ keyPrefix: 'support_customer_sends', points: CUSTOMER_MESSAGES_PER_MINUTE, duration: 60 });
    this.staff = createLimiter({ keyPrefix: 'support_staff_sends', points: STAFF_MESSAGES_PER_MINUTE, duration: 60 });
  }

  countCustomerMessage(customerId: number): Promise<void> {
    return take(this.customers, customerId);
  }

  countStaffMessage(adminId: number): Promise<void> {
    return take(this.staff, adminId);
  }
}

async function take(limiter: RateLimiterAbstract, id: number): Promise<void> {
  try {
    await limiter.consume(String(id));
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw new TooManyRequestsError(`Too many messages; wait ${seconds} second(s) before sending another`, seconds);
  }
}
