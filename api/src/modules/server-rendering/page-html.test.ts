import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageHtml } from './page-html.js';
import type { RenderedPage } from './server-entry.js';

const INDEX_HTML = `<!doctype html>
<html lang="th">
  <head>
    <meta name="description" content="The shop's own description." />
    <title>Robux Storefront</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'], imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_page-title-1.js': { file: 'assets/page-title-1.js', css: ['assets/page-title-1.css'], imports: ['_shared-1.js'] },
  'src/features/store/store-page.tsx': { file: 'assets/store-page-1.js', css: ['assets/store-page-1.css'], imports: ['_page-title-1.js', '_shared-1.js'] },
};

const ENTRY = { HYDRATE_ATTRIBUTE: 'data-hydrate', SERVER_STATE_ID: 'server-state', SERVER_HEAD_ATTRIBUTE: 'data-server-head' };

const page = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  language: 'en',
  head: '<link rel="preload" as="image" href="/images/a.svg"/><title>Blox Fruits — Robux Storefront</title><link rel="canonical" href="https://shop.example/store"/>',
  body: '<div class="storefront"><h1>Best Sellers</h1></div>',
  state: '{"ROOT_QUERY":{"name":"\\u003c/script>"}}',
  pageModules: ['src/features/store/store-page.tsx'],
  complete: true,
  ...overrides,
});

let webDir: string;
let html: PageHtml;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-page-html-'));
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  html = new PageHtml(webDir, ENTRY);
});

afterAll(() => rm(webDir, { recursive: true, force: true }));

describe('a server-rendered page', () => {
  it('takes the language, its own title in place of the shop’s (marked for the browser to remove), the app and its data', () => {
    const out = html.of(page());
    expect(out).toContain('<html lang="en">');
    expect(out).not.toContain('<title>Robux Storefront</title>');
    expect(out).toContain('<title data-server-head>Blox Fruits — Robux Storefront</title>');
    expect(out).toContain('<link data-server-head rel="canonical" href="https://shop.example/store"/>');
    // No description of its own: the shop's stays.
    expect(out).toContain(`<meta name="description" content="The shop's own description." />`);
    expect(out).toContain(
      '<div id="root" data-hydrate="src/features/store/store-page.tsx"><div class="storefront"><h1>Best Sellers</h1></div></div>\n    <script type="application/json" id="server-state">{"ROOT_QUERY":{"name":"\\u003c/script>"}}</script>',
    );
  });

  it('links the CSS and preloads the code of the page modules shown and what they import, beyond what index.html loads', () => {
    const head = html.of(page()).split('</head>')[0]!;
    expect(head.match(/<link rel="(?:stylesheet|modulepreload)"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/store-page-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/store-page-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/page-title-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/page-title-1.js">',
    ]);
  });

  it('a 404 carries no data and is not hydrated; the shell is index.html as built', () => {
    const out = html.of(page({ status: 404, body: '<h1>Not found</h1>' }));
    expect(out).toContain('<div id="root"><h1>Not found</h1></div>');
    expect(out).not.toContain('server-state');
    expect(html.shell).toBe(INDEX_HTML);
  });
});
