import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import etag from 'etag';
import fresh from 'fresh';
import { preferredEncoding } from '../../http/preferred-encoding.js';

/** Below this the headers cost about what compression saves (the same rule as http/compress-responses.ts). */
export const MIN_COMPRESSED_BYTES = 1024;
/** Brotli at quality 4 is about as fast as gzip's default and smaller. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const compressors = { br: (body: Buffer) => promisify(brotliCompress)(body, BROTLI_OPTIONS), gzip: promisify(gzip) };
type Encoding = keyof typeof compressors;

/** The headers of a JSON answer, as Express's res.json would set them. */
export const JSON_ANSWER: OutgoingHttpHeaders = { 'Content-Type': 'application/json; charset=utf-8' };

/**
 * A catalogue answer ready to be written again: its bytes, their ETag (the weak one Express would make, so a
 * browser's If-None-Match matches whichever path served it), and its brotli and gzip copies, each made once
 * on the first request that takes it (on libuv's thread pool) and kept with the answer.
 */
export class CachedAnswer {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly body: Buffer,
    /** Told how many bytes a compressed copy added, so the cache's byte budget counts them. */
    private readonly grew: (bytes: number) => void,
  ) {
    this.etag = etag(body, { weak: true });
  }

  /** The bytes to send to a client that takes `encoding`; the plain ones when compressing would not pay. */
  bytesFor(encoding: Encoding | undefined): Buffer | Promise<Buffer> {
    if (!encoding || this.body.length < MIN_COMPRESSED_BYTES) return this.body;
    let copy = this.encoded.get(encoding);
    if (!copy) {
      copy = compressors[encoding](this.body).then((compressed) => {
        this.grew(compressed.length);
        return compressed;
      });
      this.encoded.set(encoding, copy);
    }
    return copy;
  }

  get compressible(): boolean {
    return this.body.length >= MIN_COMPRESSED_BYTES;
  }
}

/**
 * Writes `answer` as a 200 (or a 304 when the client holds these bytes already), or as a 404 page, with `headers` (the security
 * headers and type the path serving it chose). Used by the fast path and by the routes that read through the cache,
 * so both answer alike.
 */
export function writeCachedAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
  headers: OutgoingHttpHeaders,
  status: 200 | 404 = 200,
): void {
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  res.setHeader('ETag', answer.etag);
  if (answer.compressible) appendVary(res, 'Accept-Encoding');
  if (status === 200 && (req.method === 'GET' || req.method === 'HEAD') && fresh(req.headers, { etag: answer.etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = preferredEncoding(req);
  const bytes = answer.bytesFor(encoding);
  const send = (body: Buffer) => {
    if (body !== answer.body) res.setHeader('Content-Encoding', encoding!);
    res.setHeader('Content-Length', body.length);
    res.statusCode = status;
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  if (Buffer.isBuffer(bytes)) send(bytes);
  else bytes.then(send, () => send(answer.body));
}

function appendVary(res: ServerResponse, field: string): void {
  const vary = res.getHeader('Vary');
  if (vary === undefined) res.setHeader('Vary', field);
  else if (!String(vary).toLowerCase().split(/\s*,\s*/).includes(field.toLowerCase())) res.setHeader('Vary', `${vary}, ${field}`);
}
