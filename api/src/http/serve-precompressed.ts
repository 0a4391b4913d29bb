import type { RequestHandler } from 'express';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { preferredEncoding } from './preferred-encoding.js';

/**
 * In front of express.static(root): when the build wrote `<file>.br` and `<file>.gz` next to a file
 * (web/build-plugins/precompress.ts), a browser that accepts brotli or gzip gets those bytes, compressed
 * once at the highest level instead of on every request. Otherwise the request goes on to `files` unchanged.
 */
export function servePrecompressed(root: string, files: RequestHandler): RequestHandler {
  const rootPrefix = path.resolve(root) + path.sep;
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.extname(req.path)) return next();
    let filePath: string;
    try {
      filePath = path.resolve(rootPrefix, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next();
    }
    if (!filePath.startsWith(rootPrefix) || !(await isFile(`${filePath}.br`))) return next();
    res.vary('Accept-Encoding');
    const encoding = preferredEncoding(req);
    if (!encoding) return next();
    const suffix = encoding === 'br' ? '.br' : '.gz';
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', encoding);
    const originalUrl = req.url;
    req.url = `${req.path}${suffix}${req.url.slice(req.path.length)}`;
    files(req, res, (error?: unknown) => {
      // Gone since the check (a rebuild): serve the request as it came.
      res.removeHeader('Content-Encoding');
      req.url = originalUrl;
      next(error);
    });
  };
}

const isFile = (filePath: string) => stat(filePath).then((s) => s.isFile(), () => false);
