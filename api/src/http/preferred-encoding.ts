import type { IncomingMessage } from 'node:http';
import accepts from 'accepts';

/**
 * Brotli when the client takes it, else gzip, else none. Browsers list gzip first ("gzip, deflate, br, zstd")
 * with equal weight, and Express would pick by that order; brotli is smaller, so it wins ties here.
 */
export function preferredEncoding(req: IncomingMessage): 'br' | 'gzip' | undefined {
  const accepted = accepts(req);
  if (accepted.encoding('br') === 'br') return 'br';
  if (accepted.encoding('gzip') === 'gzip') return 'gzip';
  return undefined;
}
