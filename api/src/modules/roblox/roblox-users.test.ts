import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RobloxUsersServer, startRobloxUsersServer } from '../../test-support/roblox-users-server.js';
import { parseRobloxUsername } from './roblox-username.js';
import { RobloxUsersApi, robloxLookupOff } from './roblox-users.client.js';

let roblox: RobloxUsersServer;
beforeAll(async () => {
  roblox = await startRobloxUsersServer([{ id: 1_234_567_890_123, name: 'Builder_Bob', displayName: 'Bob the Builder', hasVerifiedBadge: true }]);
});
afterAll(() => roblox.close());
beforeEach(() => {
  roblox.mode = 'normal';
  roblox.requests.length = 0;
});

const client = (options: Partial<{ timeoutMs: number; cacheMs: number; now: () => number }> = {}) =>
  new RobloxUsersApi(roblox.url, { timeoutMs: 3_000, cacheMs: 60_000, ...options });

describe('the Roblox users API client', () => {
  it('finds a user by name, ignoring case, with display name, 64-bit id and verified badge', async () => {
    expect(await client().findByUsername('builder_bob')).toEqual({
      status: 'FOUND',
      user: { id: '1234567890123', name: 'Builder_Bob', displayName: 'Bob the Builder', hasVerifiedBadge: true },
    });
    expect(roblox.requests).toEqual([['builder_bob']]);
  });

  it('reports an unknown name (absent from data) as not found', async () => {
    expect(await client().findByUsername('Nobody_Here')).toEqual({ status: 'NOT_FOUND' });
  });

  it.each([
    ['rate-limited', 'Roblox answered 429'],
    ['failing', 'Roblox answered 500'],
  ] as const)('answers UNAVAILABLE when Roblox is %s', async (mode, reason) => {
    roblox.mode = mode;
    expect(await client().findByUsername('Builder_Bob')).toEqual({ status: 'UNAVAILABLE', reason });
  });

  it('gives up after its timeout when Roblox does not answer', async () => {
    roblox.mode = 'slow';
    expect(await client({ timeoutMs: 200 }).findByUsername('Builder_Bob')).toEqual({ status: 'UNAVAILABLE', reason: 'Roblox did not answer in time' });
  });

  it('answers UNAVAILABLE when nothing listens at the address', async () => {
    expect(await new RobloxUsersApi('http://127.0.0.1:1', { timeoutMs: 1_000, cacheMs: 0 }).findByUsername('Builder_Bob')).toMatchObject({ status: 'UNAVAILABLE' });
  });

  it('keeps answers for cacheMs, but never a failure', async () => {
    let now = 0;
    const cached = client({ cacheMs: 1_000, now: () => now });
    await cached.findByUsername('Builder_Bob');
    await cached.findByUsername('BUILDER_BOB');
    expect(roblox.requests).toHaveLength(1);
    now = 1_000;
    await cached.findByUsername('Builder_Bob');
    expect(roblox.requests).toHaveLength(2);

    roblox.mode = 'failing';
    await cached.findByUsername('Someone_Else');
    roblox.mode = 'normal';
    expect(await cached.findByUsername('Someone_Else')).toEqual({ status: 'NOT_FOUND' });
    expect(roblox.requests).toHaveLength(4);
  });

  it('is skipped entirely when the lookup is off', async () => {
    expect(await robloxLookupOff.findByUsername('Builder_Bob')).toEqual({ status: 'UNAVAILABLE', reason: 'lookup turned off' });
  });
});

describe('Roblox username rules', () => {
  it.each(['abc', 'Builder_Bob', 'a1_b2', 'x'.repeat(20), '  Trimmed_Name  '])('accepts %j', (name) => {
    expect(parseRobloxUsername(name)).toBe(name.trim());
  });

  it.each(['ab', 'x'.repeat(21), '_abc', 'abc_', 'a__b', 'a_b_c', 'bad name', 'ชื่อไทย', 'a-b', '', 42, null])('refuses %j', (name) => {
    expect(() => parseRobloxUsername(name)).toThrow(/Roblox username must be 3–20 letters or digits/);
  });
});
