import { createHash, randomBytes } from 'node:crypto';

/**
 * The single-use part of an e-mailed link (password reset, e-mail confirmation): 32 random bytes, base64url.
 * Only its SHA-256 is stored, so the table alone opens nothing.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What newLinkToken makes: anything else in a link is refused before a lookup. */
export const LINK_TOKEN_PATTERN = /^[\w-]{43}$/;
