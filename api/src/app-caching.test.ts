import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-support/test-app.js';

// Shaped like `vite build` output: a large hashed chunk with the .br/.gz copies the build writes, a small one without.
const INDEX_HTML = '<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div></body></html>';
const BIG_JS = `export const catalogue = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Item ${i}` })))};\n`;
const SMALL_JS = 'export const x = 1;\n';

let app: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDir, 'assets', 'index-AbC123.js'), BIG_JS);
  await writeFile(path.join(webDir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(BIG_JS));
  await writeFile(path.join(webDir, 'assets', 'index-AbC123.js.gz'), gzipSync(BIG_JS));
  await writeFile(path.join(webDir, 'assets', 'small-Xy9.js'), SMALL_JS);
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, '.vite', 'manifest.json'), '{"index.html":{}}');
  app = await startTestApp({ webDir });
});
afterAll(async () => {
  await app.close();
  await rm(webDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, not decoded (fetch would decode them). */
  body: Buffer;
}

function request(urlPath: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${app.baseUrl}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decode = (response: RawResponse) =>
  response.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(response.body)
    : response.headers['content-encoding'] === 'gzip'
      ? gunzipSync(response.body)
      : response.body;

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('caching of the built web app', () => {
  it('serves hashed assets under /assets as immutable for a year', async () => {
    for (const asset of ['/assets/index-AbC123.js', '/assets/small-Xy9.js']) {
      const response = await request(asset, BROWSER_ENCODINGS);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each(['/', '/store', '/index.html'])('serves index.html at %s with Cache-Control: no-cache', async (urlPath) => {
    const response = await request(urlPath, { accept: 'text/html', ...BROWSER_ENCODINGS });
    expect(response.status).toBe(200);
    expect(decode(response).toString()).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("does not serve the build's manifest (a dotfile folder)", async () => {
    const response = await request('/.vite/manifest.json', BROWSER_ENCODINGS);
    expect(response.status).toBe(404);
    expect(decode(response).toString()).not.toContain('index.html');
  });
});

describe('compression of the built web app', () => {
  it('sends the brotli copy written at build time to a browser that accepts brotli', async () => {
    const response = await request('/assets/index-AbC123.js', BROWSER_ENCODINGS);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(BIG_JS.length / 3);
    expect(decode(response).toString()).toBe(BIG_JS);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzipped = await request('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decode(gzipped).toString()).toBe(BIG_JS);

    const plain = await request('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(BIG_JS);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await request('/assets/index-AbC123.js', BROWSER_ENCODINGS, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.length).toBe(0);
  });

  it('serves a file without compressed copies as it is', async () => {
    const response = await request('/assets/small-Xy9.js', BROWSER_ENCODINGS);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(SMALL_JS);
  });

  it('never serves a file (or its compressed copy) from outside the web app folder, however the path is encoded', async () => {
    const name = `${path.basename(webDir)}-secret.js`;
    const secret = path.join(webDir, '..', name);
    await writeFile(secret, 'OUTSIDE-CONTENT-4711');
    await writeFile(`${secret}.br`, brotliCompressSync('OUTSIDE-CONTENT-4711'));
    try {
      for (const urlPath of [`/assets/..%2f..%2f${name}`, `/..%2f${name}`, `/%2e%2e/${name}`, `/assets/%2e%2e/%2e%2e/${name}`]) {
        const response = await request(urlPath, BROWSER_ENCODINGS);
        expect(response.status, urlPath).toBeGreaterThanOrEqual(400);
        expect(response.headers['content-encoding'], urlPath).toBeUndefined();
        expect(decode(response).toString(), urlPath).not.toContain('OUTSIDE-CONTENT');
      }
    } finally {
      await rm(secret);
      await rm(`${secret}.br`);
    }
  });
});

describe('compression of API answers', () => {
  it('compresses a large REST answer (GET /api/items) with brotli, and it decodes to the same JSON', async () => {
    const plain = await request('/api/items', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const compressed = await request('/api/items', BROWSER_ENCODINGS);
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decode(compressed).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('uses gzip for a client that only accepts gzip', async () => {
    const response = await request('/api/items', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Array.isArray(JSON.parse(decode(response).toString()))).toBe(true);
  });

  it('compresses a large GraphQL answer too', async () => {
    const query = JSON.stringify({ query: '{ items(page: { limit: 48 }) { total items { id name price imageUrl } } }' });
    const response = await request('/graphql', { ...BROWSER_ENCODINGS, 'content-type': 'application/json' }, 'POST', query);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const body = JSON.parse(decode(response).toString()) as { data: { items: { items: unknown[] } } };
    expect(body.data.items.items.length).toBeGreaterThan(10);
  });

  it('leaves a small answer uncompressed', async () => {
    const response = await request('/api/nope', BROWSER_ENCODINGS);
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
