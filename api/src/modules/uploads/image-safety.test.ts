import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createDeflate, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../test-support/graphql-multipart.js';
import { animatedGif, formWith, imageSamples } from '../../test-support/images.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { MAX_ANIMATION_FRAMES } from './reencode-image.js';

// Every upload gets a new random file name, so the tests share one app and upload folder freely.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const SECRET = 'owner-secret-4711';
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '100/1 30/1 0/1' };
const picture = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 60, b: 120 } } });

/** Whether a TIFF/EXIF block has a GPS IFD (tag 0x8825) in IFD0. sharp's EXIF blocks start with "Exif\0\0". */
function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

interface Stored {
  status: number;
  body: { secure_url?: string; error?: { code: string; message: string } };
  bytes?: Buffer;
  ms: number;
}

/** POST /api/uploads as the Editor; on success also reads the stored file from the upload folder. */
async function upload(bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg'): Promise<Stored> {
  const start = performance.now();
  const response = await fetch(`${app.baseUrl}/api/uploads`, {
    method: 'POST',
    headers: app.staffHeaders,
    body: formWith({}, { image: { bytes, name, type } }),
  });
  const body = (await response.json()) as Stored['body'];
  const ms = performance.now() - start;
  const bytesStored = body.secure_url ? await readFile(path.join(app.uploadDir, body.secure_url.replace('/uploads/', ''))) : undefined;
  return { status: response.status, body, bytes: bytesStored, ms };
}

/** Runs a refused upload and checks the upload folder is as it was. */
async function expectRefused(bytes: Buffer, status: number, code: string, name = 'image.png', type = 'image/png') {
  const before = (await app.uploadedFiles()).sort();
  const reply = await upload(bytes, name, type);
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.error).toMatchObject({ code, message: expect.any(String) });
  expect(reply.body.secure_url).toBeUndefined();
  expect((await app.uploadedFiles()).sort()).toEqual(before);
  return reply;
}

describe('metadata is removed from stored images', () => {
  it('a JPEG carrying EXIF GPS coordinates is stored without any EXIF', async () => {
    const original = await picture().jpeg().withExif({ IFD0: { Copyright: SECRET }, IFD3: GPS }).toBuffer();
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.exif).toBeDefined();
    expect(hasGpsIfd(originalMeta.exif!)).toBe(true);

    const stored = await upload(original);
    expect(stored.status).toBe(201);
    expect(stored.body.secure_url).toMatch(/\.jpg$/);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.bytes!.includes(Buffer.from(SECRET))).toBe(false);
    expect(stored.bytes!.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([40, 30]);

    // What is served is the clean copy.
    const served = Buffer.from(await (await fetch(`${app.baseUrl}${stored.body.secure_url}`)).arrayBuffer());
    expect(served).toEqual(stored.bytes);
  });

  it('a JPEG with XMP metadata is stored without it', async () => {
    const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${SECRET}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;
    const original = await picture().jpeg().withXmp(xmp).toBuffer();
    expect((await sharp(original).metadata()).xmp).toBeDefined();
    const stored = await upload(original);
    expect(stored.status).toBe(201);
    const meta = await sharp(stored.bytes).metadata();
    expect(meta.xmp).toBeUndefined();
    expect(stored.bytes!.includes(Buffer.from(SECRET))).toBe(false);
  });

  it('bakes the EXIF orientation into the pixels before dropping it (a 40×30 photo marked "rotate 90°" is stored 30×40)', async () => {
    const original = await picture().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const stored = await upload(original);
    expect(stored.status).toBe(201);
    const meta = await sharp(stored.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([30, 40]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it.each([
    ['PNG', 'png', 'image/png', () => picture().png()],
    ['WebP', 'webp', 'image/webp', () => picture().webp()],
  ] as const)('a %s carrying EXIF GPS is stored without any EXIF', async (_label, extension, type, encoder) => {
    const original = await encoder().withExif({ IFD0: { Copyright: SECRET }, IFD3: GPS }).toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const stored = await upload(original, `x.${extension}`, type);
    expect(stored.status).toBe(201);
    expect(stored.body.secure_url).toMatch(new RegExp(`\\.${extension}$`));
    const meta = await sharp(stored.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.bytes!.includes(Buffer.from(SECRET))).toBe(false);
  });

  it('GraphQL uploadImage strips EXIF GPS the same way', async () => {
    const original = await picture().jpeg().withExif({ IFD0: { Copyright: SECRET }, IFD3: GPS }).toBuffer();
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', ...app.staffHeaders },
      body: multipartForm('mutation($file: Upload!) { uploadImage(file: $file) }', { file: null }, {
        'variables.file': { bytes: original, name: 'gps.jpg', type: 'image/jpeg' },
      }),
    });
    const body = (await response.json()) as { data?: { uploadImage: string }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    const stored = await readFile(path.join(app.uploadDir, body.data!.uploadImage.replace('/uploads/', '')));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from(SECRET))).toBe(false);
  });

  it('a PNG with an HTML payload after IEND is stored as a clean PNG without the payload', async () => {
    const payload = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const stored = await upload(Buffer.concat([imageSamples.png, payload]), 'x.png', 'image/png');
    expect(stored.status).toBe(201);
    expect(stored.bytes!.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(stored.bytes).metadata()).format).toBe('png');
  });
});

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A complete, valid 8-bit greyscale PNG of `width`×`height` black pixels. All-zero rows deflate to almost
 * nothing, so 100 megapixels (100 MB decoded) fit in about 100 KB: a decompression bomb.
 */
async function blackPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(width + 1); // filter byte 0, then black pixels
  for (let y = 0; y < height; y++) if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await ended;
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', Buffer.concat(parts)), pngChunk('IEND', Buffer.alloc(0))]);
}

describe('decompression bombs are refused before decoding', () => {
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await blackPng(10_000, 10_000);
  });

  it('the bomb is a small, valid PNG declaring 10000×10000 pixels', async () => {
    expect(bomb.length).toBeLessThan(200 * 1024);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 10_000, 10_000]);
  });

  it('a 100-megapixel PNG in ~100 KB is refused with 413 quickly, and nothing is stored', async () => {
    const reply = await expectRefused(bomb, 413, 'PAYLOAD_TOO_LARGE');
    expect(reply.body.error!.message).toMatch(/megapixels/);
    expect(reply.ms).toBeLessThan(2000);
  });

  it('a PNG declaring 20000×20000 pixels with only a few rows of data is refused with 413 quickly, and nothing is stored', async () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header[8] = 8;
    header[9] = 0;
    const fewRows = deflateSync(Buffer.alloc(10 * 20_001));
    const declared = Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', fewRows), pngChunk('IEND', Buffer.alloc(0))]);
    const reply = await expectRefused(declared, 413, 'PAYLOAD_TOO_LARGE');
    expect(reply.ms).toBeLessThan(2000);
  });

  it('a PNG of only a header declaring 20000×20000 pixels is refused too (415: no pixel data at all)', async () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header[8] = 8;
    header[9] = 0;
    await expectRefused(Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IEND', Buffer.alloc(0))]), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('an animated GIF whose frames add up to over 40 megapixels (45 × 1000×1000) is refused with 413', { timeout: 60_000 }, async () => {
    const gif = await animatedGif(45, 1000, 1000);
    expect((await sharp(gif, { animated: true, limitInputPixels: false }).metadata()).pages).toBe(45);
    const reply = await expectRefused(gif, 413, 'PAYLOAD_TOO_LARGE', 'anim.gif', 'image/gif');
    expect(reply.ms).toBeLessThan(2000);
  });

  it('every frame counts: 9 frames of 2000×2000 (36 megapixels) are stored with all 9, 11 of them (44) are refused with 413', { timeout: 60_000 }, async () => {
    const [nine, eleven] = await Promise.all([animatedGif(9, 2000, 2000), animatedGif(11, 2000, 2000)]);
    const accepted = await upload(nine, 'anim.gif', 'image/gif');
    expect(accepted.status).toBe(201);
    expect((await sharp(accepted.bytes, { animated: true }).metadata()).pages).toBe(9);
    const reply = await expectRefused(eleven, 413, 'PAYLOAD_TOO_LARGE', 'anim.gif', 'image/gif');
    expect(reply.body.error!.message).toMatch(/40 megapixels, counting every frame/);
  });

  it(`an animation of more than ${MAX_ANIMATION_FRAMES} frames is refused with 413, however small they are`, async () => {
    const tooMany = await animatedGif(MAX_ANIMATION_FRAMES + 1, 10, 10);
    expect((await sharp(tooMany, { animated: true }).metadata()).pages).toBe(MAX_ANIMATION_FRAMES + 1);
    const reply = await expectRefused(tooMany, 413, 'PAYLOAD_TOO_LARGE', 'anim.gif', 'image/gif');
    expect(reply.body.error!.message).toMatch(new RegExp(`at most ${MAX_ANIMATION_FRAMES} frames`));
    expect((await upload(await animatedGif(MAX_ANIMATION_FRAMES, 10, 10), 'anim.gif', 'image/gif')).status).toBe(201);
  });

  it('a picture just under the limit (6000×6000 = 36 megapixels) is still accepted', { timeout: 60_000 }, async () => {
    const reply = await upload(await blackPng(6000, 6000), 'big.png', 'image/png');
    expect(reply.status).toBe(201);
    const meta = await sharp(reply.bytes, { limitInputPixels: false }).metadata();
    expect([meta.width, meta.height]).toEqual([6000, 6000]);
  });
});

describe('files that only look like images are refused with 415', () => {
  it('a valid PNG signature followed by garbage', async () => {
    const garbage = Buffer.concat([PNG_SIGNATURE, Buffer.from('this is not a PNG at all, just text pretending to be one'.repeat(20))]);
    await expectRefused(garbage, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a valid PNG header with its pixel data cut off', async () => {
    const whole = await picture().png().toBuffer();
    await expectRefused(whole.subarray(0, Math.floor(whole.length * 0.6)), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a PNG whose IDAT is not deflate data', async () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(16, 0);
    header.writeUInt32BE(16, 4);
    header[8] = 8;
    header[9] = 0;
    const broken = Buffer.concat([
      PNG_SIGNATURE,
      pngChunk('IHDR', header),
      pngChunk('IDAT', Buffer.from('definitely not zlib data '.repeat(4))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    await expectRefused(broken, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a JPEG signature followed by garbage', async () => {
    await expectRefused(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 0x41)]), 415, 'UNSUPPORTED_MEDIA_TYPE', 'x.jpg', 'image/jpeg');
  });

  it('a GIF signature followed by garbage', async () => {
    await expectRefused(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(600, 0x41)]), 415, 'UNSUPPORTED_MEDIA_TYPE', 'x.gif', 'image/gif');
  });

  it('a WebP (RIFF) header followed by garbage', async () => {
    const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x00, 0x01, 0x00, 0x00]), Buffer.from('WEBPVP8 '), Buffer.alloc(600, 0x41)]);
    await expectRefused(riff, 415, 'UNSUPPORTED_MEDIA_TYPE', 'x.webp', 'image/webp');
  });

  it('an upload refused for its content writes no audit entry', async () => {
    const count = async () => Number((await app.db.orm.em.fork().getConnection().execute("select count(*) as n from audit_entry where entity_type = 'Image'"))[0].n);
    const before = await count();
    await expectRefused(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(100, 1)]), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await count()).toBe(before);
  });
});
