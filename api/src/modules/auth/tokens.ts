import { jwtVerify, SignJWT } from 'jose';
import { UnauthenticatedError } from '../common/errors.js';

const ISSUER = 'robux-storefront';
const ALGORITHM = 'HS256';

/** Admin and customer tokens name different audiences, so one can never pass for the other. */
export const ADMIN_AUDIENCE = 'storefront-admin';
export const CUSTOMER_AUDIENCE = 'storefront-customer';
export type TokenAudience = typeof ADMIN_AUDIENCE | typeof CUSTOMER_AUDIENCE;

const LIFETIME: Record<TokenAudience, string> = { [ADMIN_AUDIENCE]: '12h', [CUSTOMER_AUDIENCE]: '7d' };

/** Signs and checks our own sign-in tokens (JWT, HS256 only, `exp` required). */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(audience: TokenAudience, subjectId: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(String(subjectId))
      .setIssuedAt()
      .setExpirationTime(LIFETIME[audience])
      .sign(this.key);
  }

  /** The subject id of a valid token for `audience`; anything else (alg none, expired, tampered…) is refused. */
  async verify(token: string, audience: TokenAudience): Promise<number> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || id < 1) throw new Error('bad subject');
      return id;
    } catch {
      throw new UnauthenticatedError('Your sign-in is invalid or has expired; please sign in again');
    }
  }
}
