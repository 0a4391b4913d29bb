import { createServer, type IncomingMessage } from 'node:http';
import { listenOnLoopback } from './local-server.js';

export interface FakeS3 {
  url: string;
  /** Objects by "bucket/key". */
  objects: Map<string, { body: Buffer; contentType: string }>;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const notFound = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

/**
 * A local stand-in for an S3-compatible service, path-style (/bucket/key): PutObject, GetObject, HeadObject
 * and DeleteObjects, as the AWS SDK sends them. Signatures are not checked.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://s3.local');
    const path = decodeURIComponent(url.pathname.slice(1));
    const body = await bodyOf(req);
    if (req.method === 'POST' && url.searchParams.has('delete')) {
      const bucket = path.replace(/\/$/, '');
      const keys = [...body.toString('utf8').matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]);
      for (const key of keys) objects.delete(`${bucket}/${key}`);
      res.writeHead(200, { 'content-type': 'application/xml' }).end(
        `<?xml version="1.0" encoding="UTF-8"?><DeleteResult>${keys.map((key) => `<Deleted><Key>${key}</Key></Deleted>`).join('')}</DeleteResult>`,
      );
      return;
    }
    if (req.method === 'PUT') {
      objects.set(path, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
      res.writeHead(200, { etag: '"fake"' }).end();
      return;
    }
    const object = objects.get(path);
    if (!object) {
      res.writeHead(404, { 'content-type': 'application/xml' }).end(req.method === 'HEAD' ? undefined : notFound);
      return;
    }
    res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length, etag: '"fake"' });
    res.end(req.method === 'HEAD' ? undefined : object.body);
  });
  return { ...(await listenOnLoopback(server)), objects };
}
