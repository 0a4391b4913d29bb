import type { Redis } from 'ioredis';
import { type IRateLimiterOptions, type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../common/errors.js';
import { loginThrottleRefusals } from '../operations/metrics.js';
import { clientKeyOf } from './client-key.js';

const MAX_CONSECUTIVE_FAILURES = 5;
const LOCK_SECONDS = 15 * 60;
const MAX_FAILURES_PER_IP_PER_DAY = 100;
const DAY_SECONDS = 24 * 60 * 60;
const HOUR_SECONDS = 60 * 60;
/** Generous for a household or a shop counter sharing one address, far too few for a sign-up script. */
export const SIGN_UPS_PER_IP_PER_HOUR = 10;
/** A person who lost a mail asks again once or twice; more is someone filling another's inbox. */
const ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR = 5;
export const RESET_REQUESTS_PER_IP_PER_HOUR = 20;

export type LimiterFactory = (options: IRateLimiterOptions & { keyPrefix: string }) => RateLimiterAbstract;

/** Counters in Redis when there is one (shared by every app process), in memory otherwise. */
export function limiterFactory(redis?: Redis): LimiterFactory {
  if (!redis) return (options) => new RateLimiterMemory(options);
  // If Redis is unreachable the in-memory insurance limiter keeps sign-in protected.
  return (options) => new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
}

/**
 * Throttles the requests that cost a password hash. Sign-in is OWASP-style: after 5 consecutive failures
 * for one account from one IP, that pair is locked for 15 minutes; after 100 failures from one IP in a
 * day, the IP is. Another IP, or another account, is not affected; a successful sign-in clears the
 * consecutive count. Shopper sign-ups are limited per IP too (staff accounts are made by a Super Admin,
 * so the staff throttle never counts any), mails about an account per address, and requests for such mails
 * (password-reset and confirmation links) per IP. "One IP" is one client as `clientKeyOf` tells them apart:
 * an IPv4 address, or a whole IPv6 /64.
 */
export class LoginThrottle {
  private readonly byAccountAndIp: RateLimiterAbstract;
  private readonly byIp: RateLimiterAbstract;
  private readonly signUpsByIp: RateLimiterAbstract;
  private readonly mailsByAddress: RateLimiterAbstract;
  private readonly mailRequestsByIp: RateLimiterAbstract;
  private readonly signUpMailsByAddress: RateLimiterAbstract;

  constructor(
    createLimiter: LimiterFactory,
    name: string,
    { signUpsPerIpPerHour = SIGN_UPS_PER_IP_PER_HOUR, resetRequestsPerIpPerHour = RESET_REQUESTS_PER_IP_PER_HOUR } = {},
  ) {
    this.byAccountAndIp = createLimiter({ keyPrefix: `${name}_fails_account_ip`, points: MAX_CONSECUTIVE_FAILURES, duration: DAY_SECONDS });
    this.byIp = createLimiter({ keyPrefix: `${name}_fails_ip`, points: MAX_FAILURES_PER_IP_PER_DAY, duration: DAY_SECONDS });
    this.signUpsByIp = createLimiter({ keyPrefix: `${name}_signups_ip`, points: signUpsPerIpPerHour, duration: HOUR_SECONDS });
    this.mailsByAddress = createLimiter({ keyPrefix: `${name}_resets_address`, points: ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR, duration: HOUR_SECONDS });
    this.mailRequestsByIp = createLimiter({ keyPrefix: `${name}_resets_ip`, points: resetRequestsPerIpPerHour, duration: HOUR_SECONDS });
    this.signUpMailsByAddress = createLimiter({ keyPrefix: `${name}_signup_mails_address`, points: ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR, duration: HOUR_SECONDS });
  }

  /**
   * Runs `check` as one sign-in attempt. The attempt is counted atomically before `check` runs, so a burst
   * sent at one moment gets no more password checks than the limit. `check` answers the signed-in account,
   * or undefined for wrong credentials (which stay counted). An error in `check` gives the attempt back.
   */
  async attempt<T>(account: string, ip: string, check: () => Promise<T | undefined>): Promise<T | undefined> {
    const client = clientKeyOf(ip);
    const key = pairKey(account, client);
    // Refused while earlier attempts are still being checked: the lock their failures set lasts 15 minutes.
    const pair = await take(this.byAccountAndIp, key, { reason: FAILED_SIGN_INS, maxWaitSeconds: LOCK_SECONDS });
    await take(this.byIp, client, { reason: FAILED_SIGN_INS }).catch(async (error: unknown) => {
      await this.byAccountAndIp.reward(key, 1);
      throw error;
    });
    let signedIn: T | undefined;
    try {
      signedIn = await check();
    } catch (error) {
      await Promise.all([this.byAccountAndIp.reward(key, 1), this.byIp.reward(client, 1)]);
      throw error;
    }
    if (signedIn === undefined) {
      if (pair.consumedPoints >= MAX_CONSECUTIVE_FAILURES) await this.byAccountAndIp.block(key, LOCK_SECONDS);
    } else {
      // The per-IP budget counts failures only.
      await Promise.all([this.byAccountAndIp.delete(key), this.byIp.reward(client, 1)]);
    }
    return signedIn;
  }

  /** Counts one sign-up from this IP; refuses (429) once the hour's allowance is used. */
  async countSignUp(ip: string): Promise<void> {
    await take(this.signUpsByIp, clientKeyOf(ip), { reason: 'Too many sign-ups from this network' });
  }

  /**
   * Counts one password-reset request for `address` from this IP; refuses (429) once either hour's allowance
   * is used. Counted whether or not an account uses the address, so a refusal tells nothing about that.
   */
  async countResetRequest(address: string, ip: string): Promise<void> {
    await take(this.mailRequestsByIp, clientKeyOf(ip), { reason: TOO_MANY_RESETS });
    await take(this.mailsByAddress, address.toLowerCase(), { reason: TOO_MANY_RESETS });
  }

  /** Counts one request for a new confirmation link, like a password-reset request (and sharing its allowances). */
  async countConfirmationRequest(address: string, ip: string): Promise<void> {
    await take(this.mailRequestsByIp, clientKeyOf(ip), { reason: TOO_MANY_CONFIRMATIONS });
    await take(this.mailsByAddress, address.toLowerCase(), { reason: TOO_MANY_CONFIRMATIONS });
  }

  /** Counts one mail a sign-up sends to `address` (its link, or a notice to the address's holder); refuses (429) past the hour's allowance. */
  async countSignUpMail(address: string): Promise<void> {
    await take(this.signUpMailsByAddress, address.toLowerCase(), { reason: TOO_MANY_SIGN_UP_MAILS });
  }
}

const TOO_MANY_RESETS = 'Too many password-reset requests';
const TOO_MANY_CONFIRMATIONS = 'Too many requests for a confirmation link';
const TOO_MANY_SIGN_UP_MAILS = 'Too many sign-ups with this e-mail address';

const pairKey = (account: string, client: string) => `${account.toLowerCase()}|${client}`;

const FAILED_SIGN_INS = 'Too many failed sign-in attempts';

/** Consumes one point, or throws TooManyRequestsError saying how long to wait (at most `maxWaitSeconds`). */
async function take(
  limiter: RateLimiterAbstract,
  key: string,
  { reason, maxWaitSeconds = Infinity }: { reason: string; maxWaitSeconds?: number },
): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    loginThrottleRefusals.inc({ limit: limiter.keyPrefix });
    const seconds = Math.max(1, Math.min(maxWaitSeconds, Math.ceil(refusal.msBeforeNext / 1000)));
    throw new TooManyRequestsError(`${reason}; try again in ${Math.ceil(seconds / 60)} minute(s)`, seconds);
  }
}
