import { randomBytes } from 'node:crypto';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageForm, uploadedImage } from './request-input.js';

const MAX_BYTES = 256 * 1024;

/** An app answering with the form's file: its length and its bytes in hex. */
function echoApp() {
  const app = express();
  app.post('/upload', imageForm(MAX_BYTES), (req, res) => {
    const file = uploadedImage(req);
    res.json({ size: file?.length ?? null, hex: file?.toString('hex') ?? null });
  });
  app.use((error: { code?: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(400).json({ code: error.code });
  });
  return app;
}

function multipart(file: Buffer, boundary: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="slip"; filename="slip.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** Sends the body in small pieces, with Content-Length or (when `chunked`) without it. */
function post(port: number, body: Buffer, boundary: string, chunked: boolean): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    if (!chunked) headers['content-length'] = String(body.length);
    const req = httpRequest({ host: '127.0.0.1', port, path: '/upload', method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (piece) => (text += piece));
      res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text) }));
    });
    req.on('error', reject);
    for (let offset = 0; offset < body.length; offset += 7919) req.write(body.subarray(offset, offset + 7919));
    req.end();
  });
}

describe('multipart files kept in memory chunk by chunk', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = echoApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  for (const chunked of [false, true]) {
    const how = chunked ? 'without Content-Length' : 'with Content-Length';
    it(`gives the handler exactly the file's bytes, ${how}, from one byte up to the limit`, async () => {
      for (const size of [1, 7919, 100_000, MAX_BYTES]) {
        const file = randomBytes(size);
        const answer = await post(port, multipart(file, 'b0undary'), 'b0undary', chunked);
        expect(answer).toEqual({ status: 200, json: { size, hex: file.toString('hex') } });
      }
    });

    it(`refuses a file one byte over the limit, ${how}`, async () => {
      const answer = await post(port, multipart(randomBytes(MAX_BYTES + 1), 'b0undary'), 'b0undary', chunked);
      expect(answer).toEqual({ status: 400, json: { code: 'LIMIT_FILE_SIZE' } });
    });
  }
});
