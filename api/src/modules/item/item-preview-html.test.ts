import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// Shaped like web/dist/index.html: the shop's own title and description, and the app's script.
const INDEX_HTML = `<!doctype html>
<html lang="th">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Buy Roblox game items and Robux." />
    <title>Robux Storefront</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const PUBLIC_URL = 'https://shop.example';
// What a staff member could type: markup, quotes, an ampersand and a replacement pattern ($&).
const NAME = `Dragon <b>"Fruit"</b> & 'Co' $&`;
const GAME = 'Fruits & "Friends"';

let app: TestApp;
/** The same shop without PUBLIC_URL. */
let hostOnly: TestApp;
let webDir: string;
let itemId: number;
let remoteImageItemId: number;
const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.db.orm.em.fork().getConnection().execute(query, params);

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-web-'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  app = await startTestApp({ contents: 'empty', webDir, publicUrl: PUBLIC_URL });
  hostOnly = await startTestApp({ sharedDatabase: app.db, webDir });
  const [{ id: categoryId }] = await sql(`insert into category (name, image_url) values (?, '/images/x.svg') returning id`, [GAME]);
  [{ id: itemId }] = await sql(`insert into item (name, category_id, price, rarity, image_url) values (?, ?, '18399.80', 'Mythical', '/uploads/dragon.png') returning id`, [
    NAME,
    categoryId,
  ]);
  [{ id: remoteImageItemId }] = await sql(`insert into item (name, category_id, price, image_url) values ('Remote', ?, '10.00', 'https://cdn.example/remote.png') returning id`, [
    categoryId,
  ]);
});
afterAll(async () => {
  await hostOnly?.close();
  await app?.close();
  await rm(webDir, { recursive: true, force: true });
});

/** A link-preview bot's request: plain HTTP, no script run. */
async function page(shop: TestApp, urlPath: string) {
  const response = await fetch(`${shop.baseUrl}${urlPath}`, { headers: { accept: 'text/html' } });
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), html: await response.text() };
}

/** Each <meta property|name="…" content="…"> of the head, by its key, as the HTML has it (entities kept). */
function metaTags(html: string): Record<string, string[]> {
  const tags: Record<string, string[]> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) (tags[key!] ??= []).push(content!);
  return tags;
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

describe('GET /items/:id for link previews (no script)', () => {
  it('answers index.html with the item’s title, description and Open Graph tags written in, HTML-escaped', async () => {
    const { status, type, cache, html } = await page(app, `/items/${itemId}`);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(cache).toBe('no-cache');
    expect(html.match(/<title[ >]/g)).toHaveLength(1);
    expect(html).toContain(`<title data-item-preview>${escaped(NAME)} — Test Shop</title>`);
    const description = `${NAME} — Mythical · ${GAME} · ฿18,399.80`;
    expect(metaTags(html)).toEqual({
      description: [escaped(description)],
      'og:type': ['product'],
      'og:site_name': ['Test Shop'],
      'og:title': [escaped(NAME)],
      'og:description': [escaped(description)],
      'og:image': [`${PUBLIC_URL}/uploads/dragon.png`],
      'og:url': [`${PUBLIC_URL}/items/${itemId}`],
      'product:price:amount': ['18399.80'],
      'product:price:currency': ['THB'],
      'twitter:card': ['summary_large_image'],
      'twitter:title': [escaped(NAME)],
      'twitter:description': [escaped(description)],
      'twitter:image': [`${PUBLIC_URL}/uploads/dragon.png`],
    });
    // Nothing of the name escaped its attribute or became markup; the rest of the page is as built.
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('"Fruit"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
    expect(html).toContain('<body>\n    <div id="root"></div>\n  </body>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('makes links absolute from the request’s own host when PUBLIC_URL is not set, and keeps another site’s image as it is', async () => {
    const { html } = await page(hostOnly, `/items/${itemId}`);
    expect(metaTags(html)['og:image']).toEqual([`${hostOnly.baseUrl}/uploads/dragon.png`]);
    expect(metaTags(html)['og:url']).toEqual([`${hostOnly.baseUrl}/items/${itemId}`]);
    const remote = await page(app, `/items/${remoteImageItemId}`);
    expect(metaTags(remote.html)['og:image']).toEqual(['https://cdn.example/remote.png']);
  });

  it.each(['999999', '0', 'abc', '99999999999', '1.5'])('answers the plain page as a 404 for /items/%s, which names no item', async (id) => {
    const { status, type, html } = await page(app, `/items/${id}`);
    expect(status).toBe(404);
    expect(type).toMatch(/^text\/html/);
    expect(html).toBe(INDEX_HTML);
  });

  it('leaves other pages as built', async () => {
    const { status, html } = await page(app, '/store');
    expect(status).toBe(200);
    expect(html).toBe(INDEX_HTML);
  });
});
