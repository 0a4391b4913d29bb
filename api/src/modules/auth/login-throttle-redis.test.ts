import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LoginThrottle, limiterFactory } from './login-throttle.js';

// Runs where a Redis is offered (REDIS_URL), as CI may; the in-memory store is covered by the sign-in tests.
describe.runIf(Boolean(process.env.REDIS_URL))('login throttling with a Redis store', () => {
  const redis = new Redis(process.env.REDIS_URL!, { enableOfflineQueue: false, lazyConnect: true });
  const prefix = `storefront_test_${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('locks one account from one IP after 5 failures, shared through Redis by every app process', async () => {
    await redis.connect();
    const firstProcess = new LoginThrottle(limiterFactory(redis), prefix);
    const secondProcess = new LoginThrottle(limiterFactory(redis), prefix);
    for (let attempt = 0; attempt < 5; attempt++) await firstProcess.recordFailure('owner@shop.test', '10.0.0.1');

    await expect(secondProcess.assertAllowed('owner@shop.test', '10.0.0.1')).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: expect.any(Number),
    });
    await expect(secondProcess.assertAllowed('owner@shop.test', '10.0.0.2')).resolves.toBeUndefined();
    await expect(secondProcess.assertAllowed('editor@shop.test', '10.0.0.1')).resolves.toBeUndefined();
    expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
  });

  it('keeps protecting sign-in in memory while Redis is unreachable', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 0 });
    unreachable.on('error', () => {});
    const throttle = new LoginThrottle(limiterFactory(unreachable), prefix);
    for (let attempt = 0; attempt < 5; attempt++) await throttle.recordFailure('owner@shop.test', '10.0.0.9');
    await expect(throttle.assertAllowed('owner@shop.test', '10.0.0.9')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    unreachable.disconnect();
  });
});
