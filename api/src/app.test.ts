import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-support/test-app.js';

const INDEX_HTML = '<!doctype html><html><head><title>Storefront test</title></head><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("storefront web app");\n';
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let app: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDir, 'assets', 'app.js'), APP_JS);
  app = await startTestApp({ webDir });
});
afterAll(async () => {
  await app.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (urlPath: string, headers?: Record<string, string>) => fetch(`${app.baseUrl}${urlPath}`, { headers });

describe('the app serves the built web app', () => {
  it.each(['/', '/store', '/dashboard/stock-items', '/topup-robux?amount=800'])(
    'answers GET %s with index.html (200, text/html) for client-side routing',
    async (urlPath) => {
      const response = await get(urlPath, BROWSER);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(INDEX_HTML);
      expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    },
  );

  it('serves a fingerprinted asset as the file itself with immutable, year-long caching', async () => {
    const response = await get('/assets/app.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe(APP_JS);
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).toContain('immutable');
    expect(cacheControl).toContain('max-age=31536000');
  });

  it.each([
    ['from fetch', {}],
    ['from a browser', BROWSER],
  ])('answers an unknown API route with a 404 JSON error, not index.html (%s)', async (_label, headers) => {
    const response = await get('/api/nope', headers);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('still answers the REST API with JSON next to the web app', async () => {
    const response = await get('/api/categories', BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it.each(['/', '/store', '/assets/app.js', '/api/categories', '/api/nope', '/uploads/none.png'])(
    'sends no X-Powered-By header on %s',
    async (urlPath) => {
      const response = await get(urlPath, BROWSER);
      await response.arrayBuffer();
      expect(response.headers.has('x-powered-by')).toBe(false);
    },
  );

  it('answers a missing upload with 404, not with index.html', async () => {
    const response = await get('/uploads/none.png', BROWSER);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });
});
