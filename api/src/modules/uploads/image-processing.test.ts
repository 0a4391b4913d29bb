import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../test-support/graphql-multipart.js';
import { animatedGif, formWith, imageSamples } from '../../test-support/images.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { ServerBusyError } from '../common/errors.js';
import { imageProcessing, ProcessingQueue } from './image-processing.js';
import { thumbnailUrlOf } from './thumbnail.js';

/** A promise the test settles by hand, to hold a job in the queue for as long as it likes. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Lets every job that can start, start. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ProcessingQueue', () => {
  it('runs at most `concurrency` jobs at once, the others in arrival order as turns free up', async () => {
    const queue = new ProcessingQueue({ concurrency: 2, maxWaiting: 3, retryAfterSeconds: 7 });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const done = gates.map((g, i) => queue.run(async () => (started.push(i), await g.opened, i)));
    await settle();
    expect([started, queue.running, queue.waiting]).toEqual([[0, 1], 2, 3]);

    gates[1].open();
    await settle();
    expect([started, queue.running, queue.waiting]).toEqual([[0, 1, 2], 2, 2]);
    gates[0].open();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    gates.forEach((g) => g.open());
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses a job with ServerBusyError (and its Retry-After) while maxWaiting jobs wait; a failed job frees its turn', async () => {
    const queue = new ProcessingQueue({ concurrency: 1, maxWaiting: 1, retryAfterSeconds: 7 });
    const first = gate();
    const failing = queue.run(async () => {
      await first.opened;
      throw new Error('broken image');
    });
    const waiting = queue.run(async () => 'second');
    const refused = queue.run(async () => 'third');
    await expect(refused).rejects.toBeInstanceOf(ServerBusyError);
    await expect(refused).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', httpStatus: 503, retryAfterSeconds: 7 });

    first.open();
    await expect(failing).rejects.toThrow('broken image');
    expect(await waiting).toBe('second');
    expect(await queue.run(async () => 'later')).toBe('later');
  });
});

let app: TestApp;
let heavyGif: Buffer;
beforeAll(async () => {
  app = await startTestApp();
  heavyGif = await animatedGif(9, 2000, 2000);
});
afterAll(() => app.close());

const uploadForm = (bytes: Buffer) => formWith({}, { image: { bytes, name: 'anim.gif', type: 'image/gif' } });

async function uploadAsEditor(bytes: Buffer) {
  const response = await fetch(`${app.baseUrl}/api/uploads`, { method: 'POST', headers: app.staffHeaders, body: uploadForm(bytes) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** How long an anonymous GET /api/items takes, body and all. */
async function timedCatalogueRead(): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${app.baseUrl}/api/items`);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('six 36-megapixel animated GIFs (9 frames of 2000×2000, about 34 KB each) uploaded at once', () => {
  const burst = {
    idleReadsMs: [] as number[],
    burstReadsMs: [] as number[],
    stillProcessingAfterReads: false,
    mostRunning: 0,
    mostWaiting: 0,
    replies: [] as Awaited<ReturnType<typeof uploadAsEditor>>[],
  };

  beforeAll(async () => {
    expect(heavyGif.length).toBeLessThan(64 * 1024);
    await timedCatalogueRead(); // the first read fills the catalogue cache; the shop's hot path is a cached read
    for (let i = 0; i < 5; i++) burst.idleReadsMs.push(await timedCatalogueRead());

    const watch = setInterval(() => {
      burst.mostRunning = Math.max(burst.mostRunning, imageProcessing.running);
      burst.mostWaiting = Math.max(burst.mostWaiting, imageProcessing.waiting);
    }, 2);
    try {
      const uploads = Array.from({ length: 6 }, () => uploadAsEditor(heavyGif));
      for (let waited = 0; imageProcessing.running === 0 && waited < 5000; waited += 5) await delay(5);
      // Reads start every 250 ms rather than one after another, so a slow one cannot hide the others' wait.
      burst.burstReadsMs = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await delay(250 * i), timedCatalogueRead())));
      burst.stillProcessingAfterReads = imageProcessing.running > 0;
      burst.replies = await Promise.all(uploads);
    } finally {
      clearInterval(watch);
    }
  }, 180_000);

  it('are all accepted, each stored with all 9 frames', async () => {
    expect(burst.replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const stored = await readFile(path.join(app.uploadDir, String(burst.replies[0].body.secure_url).replace('/uploads/', '')));
    const meta = await sharp(stored, { animated: true }).metadata();
    expect([meta.format, meta.width, meta.pageHeight, meta.pages]).toEqual(['gif', 2000, 2000, 9]);
  });

  it(`are processed at most ${imageProcessing.limits.concurrency} at a time, the others waiting their turn`, () => {
    expect(burst.mostRunning).toBe(imageProcessing.limits.concurrency);
    expect(burst.mostWaiting).toBe(6 - imageProcessing.limits.concurrency);
  });

  it('leave an anonymous GET /api/items about as fast as when the shop is idle', () => {
    // Before the queue these reads waited ~5 s for the images (idle ~10 ms). The margin is wide so a busy
    // 2-core machine cannot make it flaky, yet far below that wait.
    const idle = median(burst.idleReadsMs);
    const busy = median(burst.burstReadsMs);
    expect(burst.stillProcessingAfterReads, 'the reads overlapped the image processing').toBe(true);
    expect(busy, `idle reads ${burst.idleReadsMs.map(Math.round)} ms, reads during the burst ${burst.burstReadsMs.map(Math.round)} ms`).toBeLessThan(
      Math.max(10 * idle, idle + 1500),
    );
  });
});

describe('while the image queue is full', () => {
  const release = gate();
  let holders: Promise<unknown>[] = [];
  let missingThumbnailUrl: string;

  beforeAll(async () => {
    const stored = await uploadAsEditor(imageSamples.png);
    expect(stored.status).toBe(201);
    missingThumbnailUrl = thumbnailUrlOf(String(stored.body.secure_url));
    await rm(path.join(app.uploadDir, missingThumbnailUrl.replace('/uploads/', '')));

    const { concurrency, maxWaiting } = imageProcessing.limits;
    holders = Array.from({ length: concurrency + maxWaiting }, () => imageProcessing.run(() => release.opened));
    await settle();
    expect([imageProcessing.running, imageProcessing.waiting]).toEqual([concurrency, maxWaiting]);
  });

  afterAll(async () => {
    release.open();
    await Promise.all(holders);
  });

  it('POST /api/uploads answers 503 SERVICE_UNAVAILABLE with Retry-After, and stores nothing', async () => {
    const before = (await app.uploadedFiles()).sort();
    const reply = await uploadAsEditor(imageSamples.png);
    expect(reply.status).toBe(503);
    expect(reply.headers.get('retry-after')).toBe(String(imageProcessing.limits.retryAfterSeconds));
    expect(reply.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfter: imageProcessing.limits.retryAfterSeconds, message: expect.any(String) });
    expect((await app.uploadedFiles()).sort()).toEqual(before);
  });

  it('GraphQL uploadImage is refused with SERVICE_UNAVAILABLE and retryAfter too', async () => {
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', ...app.staffHeaders },
      body: multipartForm('mutation($file: Upload!) { uploadImage(file: $file) }', { file: null }, {
        'variables.file': { bytes: imageSamples.png, name: 'x.png', type: 'image/png' },
      }),
    });
    const body = (await response.json()) as { errors?: { extensions: Record<string, unknown> }[] };
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfter: imageProcessing.limits.retryAfterSeconds });
  });

  it('a thumbnail made on first request waits for the same queue: 503 with Retry-After', async () => {
    const response = await fetch(`${app.baseUrl}${missingThumbnailUrl}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(imageProcessing.limits.retryAfterSeconds));
  });

  it('the catalogue still answers', async () => {
    expect(await timedCatalogueRead()).toBeLessThan(2000);
  });

  it('once the queue has room again, the same upload is accepted', async () => {
    release.open();
    await Promise.all(holders);
    expect((await uploadAsEditor(imageSamples.png)).status).toBe(201);
    expect((await fetch(`${app.baseUrl}${missingThumbnailUrl}`)).status).toBe(200);
  });
});
