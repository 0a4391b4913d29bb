import type { RequestHandler, Response } from 'express';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredEncoding } from './preferred-encoding.js';

/** Below this the headers cost about what compression saves. */
const MIN_BYTES = 1024;
/** Brotli at quality 4 is about as fast as gzip's default and smaller; higher qualities cost far more CPU per request. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Compresses answers sent through res.send / res.json (REST JSON, GraphQL) of at least 1 KB with brotli or
 * gzip, as Accept-Encoding allows. zlib runs on libuv's thread pool, so the event loop keeps serving meanwhile.
 */
export function compressLargeResponses(): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = ((body?: unknown) => {
      if (!(typeof body === 'string' || Buffer.isBuffer(body)) || req.method === 'HEAD' || res.getHeader('Content-Encoding')) return send(body);
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      if (bytes.length < MIN_BYTES) return send(body);
      res.vary('Accept-Encoding');
      const encoding = preferredEncoding(req);
      if (!encoding) return send(body);
      if (typeof body === 'string') keepTextType(res);
      const done = (error: Error | null, compressed: Buffer) => {
        if (error) return send(body);
        res.setHeader('Content-Encoding', encoding);
        send(compressed);
      };
      if (encoding === 'br') brotliCompress(bytes, BROTLI_OPTIONS, done);
      else gzip(bytes, done);
      return res;
    }) as Response['send'];
    next();
  };
}

/** res.send gives a string a text type with charset utf-8; sent as a Buffer it would not, so set it here. */
function keepTextType(res: Response) {
  const type = res.get('Content-Type');
  if (!type) res.type('html');
  if (!/charset=/i.test(res.get('Content-Type') ?? '')) res.set('Content-Type', `${res.get('Content-Type')}; charset=utf-8`);
}
