import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSamples } from '../../test-support/images.js';
import { type FakeS3, startFakeS3 } from '../../test-support/s3-server.js';
import { S3ImageStorage } from './s3-image-storage.js';
import { thumbnailUrlOf } from './thumbnail.js';

let s3: FakeS3;
let storage: S3ImageStorage;
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  s3 = await startFakeS3();
  storage = new S3ImageStorage(
    { bucket: 'shop-images', region: 'us-east-1', endpoint: s3.url, credentials: { accessKeyId: 'test', secretAccessKey: 'test' }, prefix: 'uploads/' },
    5 * 1024 * 1024,
  );
  const app = express();
  app.use('/uploads', storage.serve());
  app.use(((error, _req, res, _next) => res.status(error.httpStatus ?? 500).json({ error: { code: error.code } })) as express.ErrorRequestHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await s3?.close();
});

describe('images in an S3-compatible bucket (S3_BUCKET)', () => {
  it('stores the clean image and its thumbnail under the prefix, serves them, and removes both', async () => {
    const url = await storage.save(imageSamples.png);
    const name = url.slice('/uploads/'.length);
    expect([...s3.objects.keys()].sort()).toEqual([`shop-images/uploads/${name}`, `shop-images/uploads/${name.replace('.png', '.thumb.webp')}`].sort());
    expect(s3.objects.get(`shop-images/uploads/${name}`)!.contentType).toBe('image/png');
    expect(await storage.exists(url)).toBe(true);

    const served = await fetch(`${baseUrl}${url}`);
    expect([served.status, served.headers.get('content-type'), served.headers.get('cache-control')]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);
    expect(Buffer.from(await served.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    expect((await fetch(`${baseUrl}${thumbnailUrlOf(url)}`)).headers.get('content-type')).toBe('image/webp');

    await storage.remove(url);
    expect(s3.objects.size).toBe(0);
    expect(await storage.exists(url)).toBe(false);
    const gone = await fetch(`${baseUrl}${url}`);
    expect([gone.status, ((await gone.json()) as { error: { code: string } }).error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses what is not an image before anything reaches the bucket', async () => {
    await expect(storage.save(Buffer.from('not an image'))).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(s3.objects.size).toBe(0);
  });
});
