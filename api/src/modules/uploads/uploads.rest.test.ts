import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formWith, imageSamples, svgImage } from '../../test-support/images.js';
import { storedFilesOf } from '../../test-support/stored-files.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

interface ErrorJson {
  error: { code: string; message: string };
}

let app: TestApp;
let testCategoryId: number;
beforeAll(async () => {
  app = await startTestApp();
  const categories = (await (await fetch(`${app.baseUrl}/api/categories`)).json()) as { id: number }[];
  testCategoryId = categories[0].id;
});
afterAll(() => app.close());

type FileSpec = { bytes: Buffer; name?: string; type?: string };

/** POSTs as the target app's signed-in Editor, unless `signedIn` is false (then with no Authorization header at all). */
async function post(target: TestApp, path: string, body?: FormData | string, headers: Record<string, string> = {}, signedIn = true) {
  const response = await fetch(`${target.baseUrl}${path}`, { method: 'POST', body, headers: signedIn ? { ...target.staffHeaders, ...headers } : headers });
  return { status: response.status, body: (await response.json()) as { secure_url?: string } & Partial<ErrorJson> };
}

const upload = (files: Record<string, FileSpec>, fields: Record<string, string> = {}, target = app) =>
  post(target, '/api/uploads', formWith(fields, files));

/** A valid item form around the given image, to check the same image rules on POST /api/items. */
const itemForm = (image: FileSpec, categoryId = testCategoryId) =>
  formWith({ name: 'Upload Rules Item', category_id: String(categoryId), price: '10.00', rarity: 'Common' }, { image });

const itemCount = async (target = app) => ((await (await fetch(`${target.baseUrl}/api/items`)).json()) as unknown[]).length;

const pngSignature = imageSamples.png.subarray(0, 8);
/** `size` bytes that start like a PNG (enough for byte sniffing, not a picture: the size check comes before decoding). */
const pngOfSize = (size: number) => Buffer.concat([pngSignature, Buffer.alloc(size - pngSignature.length, 7)]);

/** How each accepted format starts; stored files are re-encoded, so these (not the uploaded bytes) are what to expect. */
const MAGIC: Record<'png' | 'jpeg' | 'gif' | 'webp', (bytes: Buffer) => boolean> = {
  png: (bytes) => bytes.subarray(0, 8).equals(pngSignature),
  jpeg: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  gif: (bytes) => bytes.subarray(0, 6).toString('latin1') === 'GIF89a' || bytes.subarray(0, 6).toString('latin1') === 'GIF87a',
  webp: (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The served file is a real picture of `format`: right magic bytes, and sharp decodes it as that format at the sample's size. */
async function expectPictureOf(served: Buffer, format: keyof typeof MAGIC) {
  expect(MAGIC[format](served), `starts like a ${format}: ${served.subarray(0, 12).toString('hex')}`).toBe(true);
  expect(await sharp(served).metadata()).toMatchObject({ format, width: 4, height: 3 });
}

/** Every catalogue row and the audit trail, read straight from the database, plus the upload folder. */
async function databaseAndUploads(target = app) {
  const connection = target.db.orm.em.fork().getConnection();
  return {
    categories: await connection.execute('select * from category order by id'),
    items: await connection.execute('select * from item order by id'),
    robuxPackages: await connection.execute('select * from robux_package order by id'),
    audit: await connection.execute('select * from audit_entry order by id'),
    uploads: (await target.uploadedFiles()).sort(),
  };
}

describe('POST /api/uploads: accepted images', () => {
  it.each([
    ['png', imageSamples.png, 'image/png', 'png'],
    ['jpeg', imageSamples.jpeg, 'image/jpeg', 'jpg'],
    ['gif', imageSamples.gif, 'image/gif', 'gif'],
    ['webp', imageSamples.webp, 'image/webp', 'webp'],
  ] as const)(
    'stores a %s recognised by its bytes even when sent as x.txt / text/plain, and serves it back re-encoded with safe headers',
    async (format, bytes, mimeType, extension) => {
      const filesBefore = await app.uploadedFiles();
      const { status, body } = await upload({ image: { bytes, name: 'x.txt', type: 'text/plain' } });
      expect(status).toBe(201);
      expect(body).toEqual({ secure_url: expect.stringMatching(new RegExp(`^/uploads/[0-9a-f-]{36}\\.${extension}$`)) });
      const url = body.secure_url!;
      expect(url).not.toContain('x.txt');

      const filesAfter = await app.uploadedFiles();
      expect(filesAfter.filter((f) => !filesBefore.includes(f)).sort()).toEqual(storedFilesOf(url));

      const served = await fetch(`${app.baseUrl}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(mimeType);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const cacheControl = served.headers.get('cache-control') ?? '';
      expect(cacheControl).toContain('max-age=31536000');
      expect(cacheControl).toContain('immutable');
      await expectPictureOf(Buffer.from(await served.arrayBuffer()), format);
    },
  );

  it('names the file by its bytes, not by what the client claims (a GIF sent as photo.png / image/png is a .gif)', async () => {
    const { status, body } = await upload({ image: { bytes: imageSamples.gif, name: 'photo.png', type: 'image/png' } });
    expect(status).toBe(201);
    expect(body.secure_url).toMatch(/\.gif$/);
    expect((await fetch(`${app.baseUrl}${body.secure_url}`)).headers.get('content-type')).toBe('image/gif');
  });

  it('stores every upload under a new random name, even for the same bytes and file name', async () => {
    const first = await upload({ image: { bytes: imageSamples.png, name: 'same.png' } });
    const second = await upload({ image: { bytes: imageSamples.png, name: 'same.png' } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.body.secure_url).not.toBe(second.body.secure_url);
  });

  it('takes the image under the field name "file" as well', async () => {
    const { status, body } = await upload({ file: { bytes: imageSamples.jpeg } });
    expect(status).toBe(201);
    expect(body.secure_url).toMatch(/\.jpg$/);
  });

  it('accepts an image of exactly the upload limit', async () => {
    // Only real pictures are stored now, so the limit is set to the size of a real one.
    const small = await startTestApp({ maxUploadBytes: imageSamples.png.length });
    try {
      const { status, body } = await upload({ image: { bytes: imageSamples.png } }, {}, small);
      expect(status).toBe(201);
      expect((await small.uploadedFiles()).sort()).toEqual(storedFilesOf(body.secure_url!));
    } finally {
      await small.close();
    }
  });
});

describe('POST /api/uploads: refusals leave the upload folder as it was', () => {
  it('refuses a valid image sent without a token with 401 UNAUTHENTICATED, storing and recording nothing', async () => {
    const before = await databaseAndUploads();
    const { status, body } = await post(app, '/api/uploads', formWith({}, { image: { bytes: imageSamples.png } }), {}, false);
    expect(status).toBe(401);
    expect(body.error).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    expect(body.secure_url).toBeUndefined();
    expect(await databaseAndUploads()).toEqual(before);
  });

  it.each([
    ['an SVG', { bytes: svgImage, name: 'x.svg', type: 'image/svg+xml' }],
    ['an SVG named .png and sent as image/png', { bytes: svgImage, name: 'x.png', type: 'image/png' }],
    ['HTML bytes', { bytes: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), name: 'x.png', type: 'image/png' }],
    ['plain text', { bytes: Buffer.from('just some text, not an image'), name: 'x.txt', type: 'text/plain' }],
    ['a PDF', { bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), name: 'x.pdf', type: 'application/pdf' }],
    ['a truncated PNG signature', { bytes: pngSignature.subarray(0, 4), name: 'x.png', type: 'image/png' }],
    ['bytes that start with a PNG signature but are no picture', { bytes: pngOfSize(1024), name: 'x.png', type: 'image/png' }],
  ] as [string, FileSpec][])('refuses %s with 415 UNSUPPORTED_MEDIA_TYPE', async (_label, file) => {
    const filesBefore = (await app.uploadedFiles()).sort();
    const { status, body } = await upload({ image: file });
    expect(status).toBe(415);
    expect(body.error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) });
    expect((await app.uploadedFiles()).sort()).toEqual(filesBefore);
  });

  it('refuses a file over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const small = await startTestApp({ maxUploadBytes: 1024 });
    try {
      const { status, body } = await upload({ image: { bytes: pngOfSize(2048) } }, {}, small);
      expect(status).toBe(413);
      expect(body.error?.code).toBe('PAYLOAD_TOO_LARGE');
      expect(await small.uploadedFiles()).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('refuses two files in one request with 413', async () => {
    const filesBefore = (await app.uploadedFiles()).sort();
    const { status, body } = await upload({ image: { bytes: imageSamples.png }, file: { bytes: imageSamples.gif, name: 'b.gif' } });
    expect(status).toBe(413);
    expect(body.error?.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await app.uploadedFiles()).sort()).toEqual(filesBefore);
  });

  it.each([
    ['a form with no file', () => formWith({ note: 'no image here' })],
    ['an empty body', () => undefined],
    ['a JSON body', () => JSON.stringify({ secure_url: '/uploads/x.png' })],
  ])('refuses %s with 400 BAD_USER_INPUT', async (_label, body) => {
    const filesBefore = (await app.uploadedFiles()).sort();
    const payload = body();
    const headers: Record<string, string> | undefined = typeof payload === 'string' ? { 'content-type': 'application/json' } : undefined;
    const response = await post(app, '/api/uploads', payload, headers);
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe('BAD_USER_INPUT');
    expect((await app.uploadedFiles()).sort()).toEqual(filesBefore);
  });

  it('refuses an empty file with 400 BAD_USER_INPUT', async () => {
    const filesBefore = (await app.uploadedFiles()).sort();
    const { status, body } = await upload({ image: { bytes: Buffer.alloc(0) } });
    expect(status).toBe(400);
    expect(body.error?.code).toBe('BAD_USER_INPUT');
    expect((await app.uploadedFiles()).sort()).toEqual(filesBefore);
  });
});

describe('the same image rules on POST /api/items', () => {
  it('refuses an SVG item image (even named .png, sent as image/png) with 415; no item added, no file stored', async () => {
    const countBefore = await itemCount();
    const filesBefore = (await app.uploadedFiles()).sort();
    const { status, body } = await post(app, '/api/items', itemForm({ bytes: svgImage, name: 'x.png', type: 'image/png' }));
    expect(status).toBe(415);
    expect(body.error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await itemCount()).toBe(countBefore);
    expect((await app.uploadedFiles()).sort()).toEqual(filesBefore);
  });

  it('refuses an item image over the limit with 413; no item added, no file stored', async () => {
    const small = await startTestApp({ maxUploadBytes: 1024 });
    try {
      const countBefore = await itemCount(small);
      const categories = (await (await fetch(`${small.baseUrl}/api/categories`)).json()) as { id: number }[];
      const { status, body } = await post(small, '/api/items', itemForm({ bytes: pngOfSize(2048) }, categories[0].id));
      expect(status).toBe(413);
      expect(body.error?.code).toBe('PAYLOAD_TOO_LARGE');
      expect(await itemCount(small)).toBe(countBefore);
      expect(await small.uploadedFiles()).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('refuses two images on one item with 413; no item added, no file stored', async () => {
    const countBefore = await itemCount();
    const filesBefore = (await app.uploadedFiles()).sort();
    const form = itemForm({ bytes: imageSamples.png });
    form.append('image2', new Blob([new Uint8Array(imageSamples.gif)], { type: 'image/gif' }), 'b.gif');
    const { status } = await post(app, '/api/items', form);
    expect(status).toBe(413);
    expect(await itemCount()).toBe(countBefore);
    expect((await app.uploadedFiles()).sort()).toEqual(filesBefore);
  });

  it.each([
    ['categories', '/api/categories', () => formWith({ name: 'SVG Game' }, { image: { bytes: svgImage } })],
    ['Robux packages', '/api/topuprobux', () => formWith({ amount: '77', price: '7.00' }, { image: { bytes: svgImage } })],
  ])('refuses an SVG image for %s with 415 too', async (_label, path, form) => {
    const filesBefore = (await app.uploadedFiles()).sort();
    const { status, body } = await post(app, path, form());
    expect(status).toBe(415);
    expect(body.error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await app.uploadedFiles()).sort()).toEqual(filesBefore);
  });
});
