import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';

/** Stands in for Google in tests: a locally generated RSA key pair, published as a local key set. */
export const GOOGLE_TEST_CLIENT_ID = 'storefront-test.apps.googleusercontent.com';

const { privateKey, publicKey } = await generateKeyPair('RS256');
const KEY_ID = 'storefront-test-key';
export const googleTestKeys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] });

export interface GoogleTestClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  aud?: string;
  iss?: string;
  /** Seconds since the epoch. */
  exp?: number;
}

/** A Google-style ID token signed with the test key (valid unless the claims say otherwise). */
export function googleIdToken(claims: GoogleTestClaims = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { aud = GOOGLE_TEST_CLIENT_ID, iss = 'https://accounts.google.com', exp = now + 3600, sub = '1234567890', ...profile } = claims;
  return new SignJWT({ email: 'player@example.com', email_verified: true, name: 'Player One', ...profile })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(now - 60)
    .setExpirationTime(exp)
    .sign(privateKey);
}
