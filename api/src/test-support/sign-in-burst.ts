import { expect } from 'vitest';

interface Reply {
  status: number;
  headers: Headers;
  body: any;
}

/** A burst of wrong passwords got exactly `limit` password checks (401s); every other reply is a 429 saying when to retry. */
export function expectBurstStoppedAtLimit(replies: Reply[], passwordChecks: number, limit = 5): void {
  expect(passwordChecks).toBe(limit);
  expect(replies.filter((reply) => reply.status === 401)).toHaveLength(limit);
  const refused = replies.filter((reply) => reply.status === 429);
  expect(refused).toHaveLength(replies.length - limit);
  for (const reply of refused) {
    expect(reply.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(reply.headers.get('retry-after'))).toBeLessThanOrEqual(900);
  }
}
