import type { Request } from 'express';

/**
 * Brotli when the client takes it, else gzip, else none. Browsers list gzip first ("gzip, deflate, br, zstd")
 * with equal weight, and Express would pick by that order; brotli is smaller, so it wins ties here.
 */
export function preferredEncoding(req: Request): 'br' | 'gzip' | undefined {
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return undefined;
}
