import type { Express, Request } from 'express';

/** Express's router internals, as test-support/api-routes.ts reads them too. */
interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown };
  handle?: { stack?: RouterLayer[] };
}

/** Each route of the app with its full pattern ("/api/items/:id"), learnt once when the app is built. */
const patterns = new WeakMap<object, string>();

const join = (prefix: string, path: string) => `${prefix}${path === '/' ? '' : path}` || '/';

/**
 * Learns the full pattern of every route: a matched route only knows its own path ("/:id"), and by the time a
 * response is finished (or an error reached the app's handler) Express has put back the mount path it was under.
 */
export function learnRoutePatterns(app: Express): void {
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      // A route given as a regular expression is the web app's page fallback.
      if (layer.route) patterns.set(layer.route, typeof layer.route.path === 'string' ? join(prefix, layer.route.path) : '/*');
      else if (layer.handle?.stack && typeof layer.rawPath === 'string') walk(layer.handle.stack, join(prefix, layer.rawPath));
    }
  };
  walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
}

/** Mounted middleware rather than routes; anything else (static files, pages, unknown paths) is "/*". */
const MOUNTS: Record<string, string> = { graphql: '/graphql', api: '/api/*', uploads: '/uploads/*', assets: '/assets/*' };

/**
 * The route a request was served by, as a metric label and log field: a fixed set, never the raw URL (ids and
 * query strings would make every request a new time series, and could carry personal data into the log).
 */
export function routePatternOf(req: Request): string {
  const pattern = req.route ? patterns.get(req.route) : undefined;
  if (pattern) return pattern;
  const mount = /^\/(graphql|api|uploads|assets)(?:[/?]|$)/.exec(req.originalUrl)?.[1];
  return mount ? MOUNTS[mount] : '/*';
}
