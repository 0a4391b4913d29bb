/**
 * Bad bearer tokens for the permission matrix, built from tokens the app itself signed (the app's
 * secret is random per test app and never leaves its TokenService).
 */
import { decodeJwt, decodeProtectedHeader, type JWTPayload } from 'jose';
import { vi } from 'vitest';
import type { TokenAudience, TokenService } from '../modules/auth/tokens.js';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a JWT, unchecked. */
export const claimsOf = (token: string): JWTPayload => decodeJwt(token);
export const headerOf = (token: string) => decodeProtectedHeader(token);

/** An unsigned JWT (`alg: none`, empty signature) carrying `claims`. */
export function unsignedToken(claims: JWTPayload): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/** `token` with its payload replaced by its own claims plus `changes`, keeping the original header and signature. */
export function withClaimsChanged(token: string, changes: JWTPayload): string {
  const [header, , signature] = token.split('.');
  return `${header}.${base64url({ ...claimsOf(token), ...changes })}.${signature}`;
}

/**
 * `token` with one character in the middle of its signature changed. (Not the last character: its
 * low bits are base64 padding, so changing it may leave the signature bytes as they were.)
 */
export function withSignatureCharChanged(token: string): string {
  const [header, payload, signature] = token.split('.');
  const at = Math.floor(signature.length / 2);
  const changed = signature[at] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, at)}${changed}${signature.slice(at + 1)}`;
}

/**
 * A token the app's own TokenService signed as if the clock read `msAgo` earlier, so `iat` and
 * `exp` both lie that far in the past. Only `Date` is faked, and only for the signing; the server
 * sees the real clock when the token is later presented.
 */
export async function signedAgo(tokens: TokenService, audience: TokenAudience, subjectId: number, msAgo: number): Promise<string> {
  const then = Date.now() - msAgo;
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(then);
    return await tokens.sign(audience, subjectId);
  } finally {
    vi.useRealTimers();
  }
}
