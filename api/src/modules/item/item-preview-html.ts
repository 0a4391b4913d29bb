import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import { servicesOf } from '../../rest/request-scope.js';
import { logUnexpectedError, toAppError } from '../common/error-mapping.js';
import { NotFoundError } from '../common/errors.js';
import { escapeHtml } from '../common/html.js';
import { formatBaht } from '../common/money.js';
import type { Item } from './item.entity.js';

/** What a link preview names: the shop, and its address for absolute links (PUBLIC_URL; the request's own host when unset). */
export interface PreviewSite {
  shopName: string;
  /** No trailing slash. */
  publicUrl?: string;
}

type PreviewedItem = Pick<Item, 'id' | 'name' | 'price' | 'rarity' | 'imageUrl'> & { category: { name: string } };

/** The largest id an item can have (a PostgreSQL integer); a longer number names nothing. */
const MAX_ID = 2 ** 31 - 1;

/** The title, description and Open Graph / Twitter tags of an item's page, HTML-escaped; marked for the web app to replace. */
function itemPreviewTags(item: PreviewedItem, shopName: string, origin: string): { title: string; tags: string } {
  const title = `${item.name} — ${shopName}`;
  const description = `${item.name} — ${item.rarity} · ${item.category.name} · ${formatBaht(item.price)}`;
  const image = new URL(item.imageUrl, origin).href;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" data-item-preview>`;
  const tags = [
    meta('name', 'description', description),
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:title', item.name),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
    meta('property', 'og:url', `${origin}/items/${item.id}`),
    meta('property', 'product:price:amount', item.price),
    meta('property', 'product:price:currency', 'THB'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', item.name),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
  return { title: escapeHtml(title), tags: tags.join('\n    ') };
}

/** index.html with the item's title in place of the shop's and its tags (instead of the generic description) before </head>. */
function withItemPreview(indexHtml: string, item: PreviewedItem, shopName: string, origin: string): string {
  const { title, tags } = itemPreviewTags(item, shopName, origin);
  // Replacements as functions, so a `$` in a name is never read as a replacement pattern.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title data-item-preview>${title}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${tags}\n  </head>`);
}

function itemIdOf(param: unknown): number | null {
  if (typeof param !== 'string' || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const originOf = (req: Request, site: PreviewSite) => site.publicUrl ?? `${req.protocol}://${req.get('host')}`;

/**
 * GET /items/:id for link previews, which run no script: the web app's index.html with the item's title and
 * tags written in. An id that names no item answers the same page (the app says the item was not found) as a
 * 404. Needs the request's services (attachServices) in front.
 */
export function itemPreviewPage(webDir: string, site: PreviewSite): RequestHandler {
  return async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const indexHtml = await readFile(path.join(webDir, 'index.html'), 'utf8');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    const id = itemIdOf(req.params.id);
    if (id === null) return void res.status(404).send(indexHtml);
    try {
      const item = await servicesOf(res).items.get(id);
      res.send(withItemPreview(indexHtml, item, site.shopName, originOf(req, site)));
    } catch (error) {
      if (error instanceof NotFoundError) return void res.status(404).send(indexHtml);
      // Without a preview the page still works: the app in it asks for the item itself and shows its own error.
      if (!toAppError(error)) logUnexpectedError(error, 'GET /items/:id');
      res.send(indexHtml);
    }
  };
}
