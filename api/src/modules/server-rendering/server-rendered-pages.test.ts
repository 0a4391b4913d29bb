import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// The web app's build shaped as the API reads it: web/dist (index.html, manifest) and web/dist-server/entry-server.js.
// The stand-in server entry renders the first item of game 1 through the API's GraphQL, as the real one renders
// pages, and counts its renders; "/missing…" renders as not found, "?broken" as a render whose data failed.
const INDEX_HTML = '<!doctype html>\n<html lang="th">\n  <head>\n    <title>Robux Storefront</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
const SERVER_ENTRY = `
globalThis.serverRenders = 0;
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
export const SERVER_STATE_ID = 'server-state';
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';
export const isRenderedOnServer = (pathname) => !pathname.startsWith('/checkout');
export const languageOfCookies = (cookies) => (/language=en/.test(cookies ?? '') ? 'en' : 'th');
export async function renderPage({ url, cookies, origin, execute }) {
  globalThis.serverRenders++;
  const result = await execute({ query: '{ items(filter: { categoryId: 1 }, sort: NEWEST, page: { limit: 1 }) { items { name price } } }', variables: {} });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const [item] = result.data.items.items;
  return {
    status: url.startsWith('/missing') ? 404 : 200,
    language: languageOfCookies(cookies),
    head: '<title>' + item.name + '</title>',
    body: '<main><h1>' + item.name + ' ' + item.price + '</h1><a href="' + origin + url + '">here</a></main>',
    state: JSON.stringify(result.data),
    pageModules: [],
    complete: !url.includes('broken'),
  };
}
`;
const renders = () => (globalThis as unknown as { serverRenders: number }).serverRenders;

let app: TestApp;
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'storefront-ssr-'));
  const webDir = path.join(root, 'dist');
  await mkdir(path.join(webDir, '.vite'), { recursive: true });
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index.js"}}');
  await writeFile(path.join(root, 'dist-server', 'entry-server.js'), SERVER_ENTRY);
  app = await startTestApp({ webDir });
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const page = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${app.baseUrl}${urlPath}`, { headers: { accept: 'text/html', ...headers } });

describe('server-rendered pages', () => {
  it('renders a page once, then answers it from the cache with its ETag and the security headers, and 304 when the browser has it', async () => {
    const before = renders();
    const first = await page('/store?game=1');
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(html).toContain('<html lang="th">');
    expect(html).toMatch(/<div id="root" data-hydrate=""><main><h1>.+ \d+\.\d{2}<\/h1>/);
    expect(html).toContain('<script type="application/json" id="server-state">');
    expect(html).toContain(`<a href="${app.baseUrl}/store?game=1">`);
    const again = await page('/store?game=1');
    expect(await again.text()).toBe(html);
    expect(renders() - before).toBe(1);
    for (const answer of [first, again]) {
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('vary')).toMatch(/Cookie/);
      expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
      expect(answer.headers.get('etag')).toBe(first.headers.get('etag'));
    }
    // node:http, as fetch adds Cache-Control: no-cache to a conditional request (which asks for a full answer).
    const unchanged = await new Promise<number>((resolve, reject) => {
      const headers = { accept: 'text/html', 'if-none-match': first.headers.get('etag')! };
      http.get(`${app.baseUrl}/store?game=1`, { headers }, (res) => resolve(res.resume().statusCode!)).on('error', reject);
    });
    expect(unchanged).toBe(304);
  });

  it('20 requests at once for a page not rendered yet wait for one render', async () => {
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 20 }, () => page('/store?game=1&sort=NEWEST')));
    const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(bodies.size).toBe(1);
    expect(renders() - before).toBe(1);
  });

  it('a catalogue write shows in the next answer', async () => {
    await page('/tutorial');
    const { body } = await app.graphql('mutation { adjustPrices(percentage: "10", categoryId: 1) { updatedCount } }');
    expect(body.errors).toBeUndefined();
    const before = renders();
    const after = await (await page('/tutorial')).text();
    expect(renders() - before).toBe(1);
    const { body: items } = await app.graphql('{ items(filter: { categoryId: 1 }, sort: NEWEST, page: { limit: 1 }) { items { price } } }');
    expect(after).toContain(` ${(items.data as { items: { items: { price: string }[] } }).items.items[0]!.price}</h1>`);
  });

  it('keeps one page per language; a missing page is a 404 every time; a shopper’s own pages and failed renders are left to the browser', async () => {
    const thai = await (await page('/support')).text();
    const english = await page('/support', { cookie: 'language=en' });
    expect(await english.text()).toContain('<html lang="en">');
    expect(thai).toContain('<html lang="th">');

    for (let attempt = 0; attempt < 2; attempt++) {
      const missing = await page('/missing-page');
      expect(missing.status).toBe(404);
      const html = await missing.text();
      expect(html).toContain('<div id="root"><main>');
      expect(html).not.toContain('server-state');
    }

    const before = renders();
    expect(await (await page('/checkout')).text()).toBe(INDEX_HTML);
    expect(renders()).toBe(before);
    for (let attempt = 0; attempt < 2; attempt++) {
      const broken = await page('/store?broken=1');
      expect(broken.status).toBe(200);
      expect(await broken.text()).toBe(INDEX_HTML);
    }
    expect(renders() - before).toBe(2);
    // Not a page: the API's own 404.
    expect((await fetch(`${app.baseUrl}/store`, { headers: { accept: 'application/json' } })).status).toBe(404);
  });
});

describe('a kept page past its age', () => {
  let shortLived: TestApp;
  beforeAll(async () => {
    shortLived = await startTestApp({ webDir: path.join(root, 'dist'), catalogueCache: { maxAgeMs: 1000, staleServedMs: 60_000 } });
  });
  afterAll(() => shortLived.close());

  it('is served at once while it is rendered again, and the next request gets the new render', async () => {
    const at = (urlPath: string) => fetch(`${shortLived.baseUrl}${urlPath}`, { headers: { accept: 'text/html' } }).then((answer) => answer.text());
    const first = await at('/store?game=1');
    const before = renders();
    // A change the cache is not told of (made around this process), seen only once the page is past its age.
    await shortLived.db.orm.em.fork().getConnection().execute(`update item set price = price + 1 where category_id = 1`);
    await new Promise((resolve) => setTimeout(resolve, 1050));

    expect(await at('/store?game=1')).toBe(first);
    expect(renders() - before).toBe(1);
    await expect.poll(() => at('/store?game=1')).not.toBe(first);
    expect(renders() - before).toBe(1);
  });
});
