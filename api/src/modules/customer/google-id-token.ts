import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ServiceUnavailableError, UnauthenticatedError } from '../common/errors.js';

export const GOOGLE_CERTS_URL = new URL('https://www.googleapis.com/oauth2/v3/certs');
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
  picture: string | null;
}

/**
 * Checks a Google ID token on the server: signature against Google's published keys, audience,
 * issuer, expiry and a verified e-mail. The key source is injectable so tests sign tokens locally.
 */
export class GoogleIdTokenVerifier {
  constructor(
    /** Unset disables Google sign-in; the web app reads it to show the Google button. */
    readonly clientId: string | undefined,
    private readonly keys: JWTVerifyGetKey = createRemoteJWKSet(GOOGLE_CERTS_URL),
  ) {}

  async verify(idToken: string): Promise<GoogleIdentity> {
    if (!this.clientId) throw new ServiceUnavailableError('Google sign-in is not set up on this shop (GOOGLE_CLIENT_ID)');
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keys, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: this.clientId,
        requiredClaims: ['exp', 'iat', 'sub', 'email'],
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
        throw new UnauthenticatedError('The Google sign-in could not be verified; please try again');
      }
      throw new ServiceUnavailableError('Google could not be reached to check the sign-in; please try again');
    }
    if (payload.email_verified !== true) throw new UnauthenticatedError('This Google account has no verified e-mail address');
    const email = String(payload.email).toLowerCase();
    return {
      subject: String(payload.sub),
      email,
      name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim().slice(0, 100) : email.split('@')[0],
      picture: typeof payload.picture === 'string' && payload.picture.startsWith('https://') ? payload.picture.slice(0, 500) : null,
    };
  }
}
