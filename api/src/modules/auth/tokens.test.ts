import { randomBytes } from 'node:crypto';
import { type JWTPayload, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { UnauthenticatedError } from '../common/errors.js';
import { ADMIN_AUDIENCE, CUSTOMER_AUDIENCE, TokenService } from './tokens.js';

const secret = randomBytes(32).toString('hex');
const tokens = new TokenService(secret);
const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

/**
 * A token signed with the app's own key, so only its claims can make it fail. Claims given as a function are
 * computed from the moment of signing: a table of times written when the file loads can be stale by the time a
 * slow machine runs the case.
 */
function signedWith(claims: JWTPayload | ((issuedAt: number) => JWTPayload), audience = ADMIN_AUDIENCE): Promise<string> {
  const issuedAt = now();
  const own = typeof claims === 'function' ? claims(issuedAt) : claims;
  return new SignJWT({ iss: 'robux-storefront', aud: audience, sub: '7', iat: issuedAt, exp: issuedAt + HOUR, ...own })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

describe('TokenService.verify', () => {
  it('accepts what it signs, and a well-formed token signed with its key', async () => {
    expect(await tokens.verify(await tokens.sign(ADMIN_AUDIENCE, 42), ADMIN_AUDIENCE)).toEqual({ id: 42, version: 0 });
    expect(await tokens.verify(await tokens.sign(CUSTOMER_AUDIENCE, 42), CUSTOMER_AUDIENCE)).toEqual({ id: 42, version: 0 });
    expect(await tokens.verify(await signedWith({}), ADMIN_AUDIENCE)).toMatchObject({ id: 7 });
    // A signer whose clock runs up to a minute ahead is still believed.
    expect(await tokens.verify(await signedWith((at) => ({ iat: at + 50, exp: at + 50 + HOUR })), ADMIN_AUDIENCE)).toMatchObject({ id: 7 });
  });

  it.each<[string, JWTPayload | ((issuedAt: number) => JWTPayload)]>([
    ['a hexadecimal subject ("0x1")', { sub: '0x1' }],
    ['an exponent subject ("1e0")', { sub: '1e0' }],
    ['a subject with a leading space (" 1")', { sub: ' 1' }],
    ['a subject with a leading zero ("01")', { sub: '01' }],
    ['a fractional subject ("1.0")', { sub: '1.0' }],
    ['a number as subject (1, not "1")', { sub: 1 as unknown as string }],
    ['a subject of 0', { sub: '0' }],
    ['a negative token version', { ver: -1 } as JWTPayload],
    ['a token version that is not a whole number', { ver: '1' } as JWTPayload],
    ['an iat two minutes in the future (the allowed clock skew is 60 s)', (at) => ({ iat: at + 120, exp: at + 120 + HOUR })],
    ['an admin token living 12 h and 1 s (exp − iat over the admin lifetime)', (at) => ({ exp: at + 12 * HOUR + 1 })],
    ['an admin token living a year', (at) => ({ exp: at + 365 * 24 * HOUR })],
  ])('refuses a validly signed token with %s', async (_label, claims) => {
    await expect(tokens.verify(await signedWith(claims), ADMIN_AUDIENCE)).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('allows a customer token the customer lifetime (7 days) but not a second more', async () => {
    const issuedAt = now();
    const week = await signedWith({ iat: issuedAt, exp: issuedAt + 7 * 24 * HOUR }, CUSTOMER_AUDIENCE);
    expect(await tokens.verify(week, CUSTOMER_AUDIENCE)).toMatchObject({ id: 7 });
    const longer = await signedWith({ iat: issuedAt, exp: issuedAt + 7 * 24 * HOUR + 1 }, CUSTOMER_AUDIENCE);
    await expect(tokens.verify(longer, CUSTOMER_AUDIENCE)).rejects.toBeInstanceOf(UnauthenticatedError);
  });
});
