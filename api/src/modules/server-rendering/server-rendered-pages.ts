import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import type { CachedAnswer } from '../catalogue-cache/cached-answer.js';
import { writeCachedAnswer } from '../catalogue-cache/cached-answer.js';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache.js';
import { logUnexpectedError } from '../common/error-mapping.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageHtml } from './page-html.js';
import type { ServerEntry } from './server-entry.js';

/** A rendered page kept in the catalogue cache: its bytes (with ETag and compressed copies) and its status. */
export interface KeptPage {
  status: 200 | 404;
  answer: CachedAnswer;
}

export const HTML_HEADERS: OutgoingHttpHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  // Revalidated every time (the ETag makes that a 304): the catalogue may have changed.
  'Cache-Control': 'no-cache',
  // The language comes from a cookie: a shared cache must keep one copy per language.
  Vary: 'Cookie',
};

/** Where a rendered page is kept: one per language, address of the shop and page address. */
export const pageKey = (language: string, origin: string, url: string) => `page:${language}:${origin}${url}`;

/**
 * The key of the page a GET for `req` would be answered with, read from its headers alone (for the fast path,
 * in front of Express): the shop's address is PUBLIC_URL, or the Host and forwarded protocol headers as sent. A
 * request whose headers claim another address than Express would grant it finds only pages rendered for the
 * address it claims, which harms nobody else.
 */
export function pageKeyOf(req: IncomingMessage, entry: Pick<ServerEntry, 'languageOfCookies'>, publicUrl: string | undefined): string {
  const origin = publicUrl ?? `${req.headers['x-forwarded-proto'] ?? 'http'}://${req.headers.host}`;
  return pageKey(entry.languageOfCookies(req.headers.cookie), origin, req.url ?? '/');
}

export interface ServerRenderingDeps {
  entry: ServerEntry;
  webDir: string;
  apollo: ApolloServer<GraphQLContext>;
  /** A request's services as an anonymous caller (the catalogue is public; a render never acts for anyone). */
  anonymousContext(req: Request): Promise<GraphQLContext>;
  cache: CatalogueCache;
  /** PUBLIC_URL without a trailing slash; the request's own host when unset. */
  publicUrl?: string;
}

/**
 * GET of a customer page: the page rendered by the web app's server build, with its data, the same HTML for
 * every visitor in one language, kept in the catalogue cache (emptied by every catalogue write) under the address
 * and language. Pages the server does not render (the dashboard, a shopper's own pages), and any render that
 * could not complete, get the plain index.html for the browser to render.
 */
export function serverRenderedPages(deps: ServerRenderingDeps): RequestHandler {
  const html = new PageHtml(deps.webDir, deps.entry);
  const shell = (res: Parameters<RequestHandler>[1]) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html.shell);
  };
  // Requests for a page that is being rendered wait for that render (right after a catalogue write, a busy
  // page is asked for many times at once): one render each, not one per request.
  const rendering = new Map<string, Promise<KeptPage | null>>();
  const renderOnce = (req: Request, key: string, origin: string) => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(req, key, origin).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  /** The page under `key`, rendered now; null when it could not be rendered completely. */
  async function render(req: Request, key: string, origin: string): Promise<KeptPage | null> {
    const ticket = deps.cache.ticket();
    const rendered = await deps.entry.renderPage({
      url: req.originalUrl,
      cookies: req.headers.cookie,
      origin,
      execute: async (operation) => {
        const response = await deps.apollo.executeOperation(operation, { contextValue: await deps.anonymousContext(req) });
        if (response.body.kind !== 'single') throw new Error('A server render asked for an incremental answer');
        return response.body.singleResult;
      },
    });
    if (!rendered.complete) return null;
    const body = Buffer.from(html.of(rendered));
    const page: KeptPage = { status: rendered.status === 404 ? 404 : 200, answer: deps.cache.answerOf(key, body) };
    deps.cache.store(ticket, key, page, body.length);
    return page;
  }

  return async (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!deps.entry.isRenderedOnServer(req.path)) return shell(res);
    const origin = deps.publicUrl ?? `${req.protocol}://${req.get('host')}`;
    const key = pageKey(deps.entry.languageOfCookies(req.headers.cookie), origin, req.originalUrl);
    try {
      const kept = deps.cache.peek<KeptPage>(key);
      let page = kept?.value ?? null;
      if (!kept?.fresh) {
        // A page kept a little too long is still served at once (a catalogue write would have dropped it): the
        // render it starts serves the next request, rather than this visitor waiting for it.
        const rendered = renderOnce(req, key, origin);
        if (kept) rendered.catch((error: unknown) => logUnexpectedError(error, `server render of ${req.path}`));
        else page = await rendered;
      }
      if (page) writeCachedAnswer(req, res, page.answer, HTML_HEADERS, page.status);
      else shell(res);
    } catch (error) {
      // The browser can still render the page from the plain index.html.
      logUnexpectedError(error, `server render of ${req.path}`);
      shell(res);
    }
  };
}
