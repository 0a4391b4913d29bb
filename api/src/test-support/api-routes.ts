import type { Express } from 'express';
import type { Permission } from '../modules/auth/permissions.js';

export interface ApiRoute {
  /** e.g. "POST /api/items/:id" */
  name: string;
  /** What its requirePermission guard asks for; undefined for a route without one. */
  permission?: Permission;
}

interface Layer {
  rawPath?: string | string[];
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: { requiredPermission?: Permission } }[] };
  handle: { stack?: Layer[] };
}

/** Every route mounted under /api, read off Express's router, with the permission its guard requires. */
export function apiRoutes(app: Express): ApiRoute[] {
  const found: ApiRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const permission = layer.route.stack.map((step) => step.handle.requiredPermission).find(Boolean);
        for (const method of Object.keys(layer.route.methods)) found.push({ name: `${method.toUpperCase()} ${prefix}${layer.route.path === '/' ? '' : layer.route.path}`, permission });
      } else if (layer.handle.stack && typeof layer.rawPath === 'string') {
        walk(layer.handle.stack, `${prefix}${layer.rawPath === '/' ? '' : layer.rawPath}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found.filter((route) => route.name.split(' ')[1].startsWith('/api/'));
}
