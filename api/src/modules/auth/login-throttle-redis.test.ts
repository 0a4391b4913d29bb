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

  /** One sign-in attempt with a wrong password: undefined when it was allowed (and counted), else the refusal. */
  const refusal = (throttle: LoginThrottle, account: string, ip: string) =>
    throttle.attempt(account, ip, async () => undefined).then(
      () => undefined,
      (error: unknown) => error,
    );
  const tooManyRequests = { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) };

  it('locks one account from one IP after 5 failures, shared through Redis by every app process', async () => {
    await redis.connect();
    const firstProcess = new LoginThrottle(limiterFactory(redis), prefix);
    const secondProcess = new LoginThrottle(limiterFactory(redis), prefix);
    for (let attempt = 0; attempt < 5; attempt++) expect(await refusal(firstProcess, 'owner@shop.test', '10.0.0.1')).toBeUndefined();

    expect(await refusal(secondProcess, 'owner@shop.test', '10.0.0.1')).toMatchObject(tooManyRequests);
    expect(await refusal(secondProcess, 'owner@shop.test', '10.0.0.2')).toBeUndefined();
    expect(await refusal(secondProcess, 'editor@shop.test', '10.0.0.1')).toBeUndefined();
    expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
  });

  it('30 attempts for one account sent at once to two app processes get 5 checks between them', async () => {
    const processes = [new LoginThrottle(limiterFactory(redis), prefix), new LoginThrottle(limiterFactory(redis), prefix)];
    let checks = 0;
    const wrongPassword = async () => {
      checks++;
      return undefined;
    };
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        processes[i % 2].attempt('burst@shop.test', '10.0.0.3', wrongPassword).then(
          () => 'checked',
          (error: unknown) => error,
        ),
      ),
    );
    expect(checks).toBe(5);
    expect(outcomes.filter((outcome) => outcome !== 'checked')).toEqual(Array(25).fill(expect.objectContaining(tooManyRequests)));
  });

  it('counts sign-ups per IP across app processes', async () => {
    const [first, second] = [1, 2].map(() => new LoginThrottle(limiterFactory(redis), prefix, { signUpsPerIpPerHour: 2 }));
    await first.countSignUp('10.0.0.4');
    await second.countSignUp('10.0.0.4');
    await expect(first.countSignUp('10.0.0.4')).rejects.toMatchObject(tooManyRequests);
    await expect(second.countSignUp('10.0.0.5')).resolves.toBeUndefined();
  });

  it('counts an IPv6 client by its /64 in Redis, however each process saw the address written', async () => {
    const [first, second] = [1, 2].map(() => new LoginThrottle(limiterFactory(redis), prefix, { signUpsPerIpPerHour: 2 }));
    await first.countSignUp('2001:db8:77:1::1');
    await second.countSignUp('2001:0DB8:0077:0001:ffff::2');
    await expect(first.countSignUp('2001:db8:77:1:1:2:3:4')).rejects.toMatchObject(tooManyRequests);
    await expect(second.countSignUp('2001:db8:77:2::1')).resolves.toBeUndefined();
  });

  it('keeps protecting sign-in in memory while Redis is unreachable', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 0 });
    unreachable.on('error', () => {});
    const throttle = new LoginThrottle(limiterFactory(unreachable), prefix);
    for (let attempt = 0; attempt < 5; attempt++) expect(await refusal(throttle, 'owner@shop.test', '10.0.0.9')).toBeUndefined();
    expect(await refusal(throttle, 'owner@shop.test', '10.0.0.9')).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    unreachable.disconnect();
  });
});
