import type { RequestHandler } from 'express';
import { servicesOf } from '../../rest/request-scope.js';
import type { Permission } from './permissions.js';

/** REST guard: 401 without a valid admin token, 403 when the admin's current role lacks `permission`. */
export function requirePermission(permission: Permission): RequestHandler {
  return async (_req, res, next) => {
    await servicesOf(res).auth.authorize(permission);
    next();
  };
}
