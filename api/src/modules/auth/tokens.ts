import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { UnauthenticatedError } from '../common/errors.js';

const ISSUER = 'robux-storefront';
const ALGORITHM = 'HS256';

/** Admin and customer tokens name different audiences, so one can never pass for the other. */
export const ADMIN_AUDIENCE = 'storefront-admin';
export const CUSTOMER_AUDIENCE = 'storefront-customer';
export type TokenAudience = typeof ADMIN_AUDIENCE | typeof CUSTOMER_AUDIENCE;

const HOUR = 3600;
/** How long a token of each audience lives, in seconds. */
const LIFETIME_SECONDS: Record<TokenAudience, number> = { [ADMIN_AUDIENCE]: 12 * HOUR, [CUSTOMER_AUDIENCE]: 7 * 24 * HOUR };

/** How far ahead of our clock an `iat` may lie: another server's clock, or ours after an NTP step. */
const CLOCK_SKEW_SECONDS = 60;

/** A subject as we write it: a positive whole number in plain decimal (never "0x1", "1e0", " 1" or "01"). */
const CANONICAL_ID = /^[1-9]\d{0,14}$/;

/** Who a valid token speaks for, and which of their sign-in generations issued it. */
export interface TokenSubject {
  id: number;
  /** The account's token version when the token was signed; a password or role change moves the account on. */
  version: number;
}

/** Signs and checks our own sign-in tokens (JWT, HS256 only, `exp` required). */
export class TokenService {
  /** Imported once: given the raw bytes, jose would import the key again on every sign and verify. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async sign(audience: TokenAudience, subjectId: number, version = 0): Promise<string> {
    const now = nowInSeconds();
    return new SignJWT({ ver: version })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(String(subjectId))
      .setIssuedAt(now)
      .setExpirationTime(now + LIFETIME_SECONDS[audience])
      .sign(await this.key);
  }

  /**
   * The subject id of a valid token for `audience`; anything else (alg none, expired, tampered…) is refused,
   * and so is a token issued in the future or meant to live longer than we ever sign for: we never make
   * one, so it would come from a leaked key or a faulty signer.
   */
  async verify(token: string, audience: TokenAudience): Promise<TokenSubject> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      // jose has checked that exp and iat are numbers and that exp has not passed.
      const { sub, iat = 0, exp = 0, ver = 0 } = payload;
      if (typeof sub !== 'string' || !CANONICAL_ID.test(sub)) throw new Error('bad subject');
      if (!Number.isSafeInteger(ver) || (ver as number) < 0) throw new Error('bad version');
      if (iat > nowInSeconds() + CLOCK_SKEW_SECONDS) throw new Error('issued in the future');
      if (exp - iat > LIFETIME_SECONDS[audience]) throw new Error('lifetime too long');
      return { id: Number(sub), version: ver as number };
    } catch {
      throw new UnauthenticatedError('Your sign-in is invalid or has expired; please sign in again');
    }
  }
}

function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
