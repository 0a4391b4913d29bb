import type { Redis } from 'ioredis';
import { type IRateLimiterOptions, type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../common/errors.js';

const MAX_CONSECUTIVE_FAILURES = 5;
const LOCK_SECONDS = 15 * 60;
const MAX_FAILURES_PER_IP_PER_DAY = 100;
const DAY_SECONDS = 24 * 60 * 60;

export type LimiterFactory = (options: IRateLimiterOptions & { keyPrefix: string }) => RateLimiterAbstract;

/** Counters in Redis when there is one (shared by every app process), in memory otherwise. */
export function limiterFactory(redis?: Redis): LimiterFactory {
  if (!redis) return (options) => new RateLimiterMemory(options);
  // If Redis is unreachable the in-memory insurance limiter keeps sign-in protected.
  return (options) => new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
}

/**
 * OWASP-style sign-in throttling: after 5 consecutive failures for one account from one IP, that pair
 * is locked for 15 minutes; after 100 failures from one IP in a day, the IP is. Another IP, or
 * another account, is not affected; a successful sign-in clears the consecutive count.
 */
export class LoginThrottle {
  private readonly byAccountAndIp: RateLimiterAbstract;
  private readonly byIp: RateLimiterAbstract;

  constructor(createLimiter: LimiterFactory, name: string) {
    this.byAccountAndIp = createLimiter({ keyPrefix: `${name}_fails_account_ip`, points: MAX_CONSECUTIVE_FAILURES, duration: DAY_SECONDS });
    this.byIp = createLimiter({ keyPrefix: `${name}_fails_ip`, points: MAX_FAILURES_PER_IP_PER_DAY, duration: DAY_SECONDS });
  }

  async assertAllowed(account: string, ip: string): Promise<void> {
    const [pair, address] = await Promise.all([this.byAccountAndIp.get(pairKey(account, ip)), this.byIp.get(ip)]);
    const waits: number[] = [];
    if (pair && pair.consumedPoints >= MAX_CONSECUTIVE_FAILURES) waits.push(pair.msBeforeNext);
    if (address && address.consumedPoints >= MAX_FAILURES_PER_IP_PER_DAY) waits.push(address.msBeforeNext);
    if (waits.length) {
      const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
      throw new TooManyRequestsError(`Too many failed sign-in attempts; try again in ${Math.ceil(seconds / 60)} minute(s)`, seconds);
    }
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    const key = pairKey(account, ip);
    const [pair] = await Promise.all([this.byAccountAndIp.penalty(key), this.byIp.penalty(ip)]);
    if (pair.consumedPoints >= MAX_CONSECUTIVE_FAILURES) await this.byAccountAndIp.block(key, LOCK_SECONDS);
  }

  async recordSuccess(account: string, ip: string): Promise<void> {
    await this.byAccountAndIp.delete(pairKey(account, ip));
  }
}

const pairKey = (account: string, ip: string) => `${account.toLowerCase()}|${ip}`;
