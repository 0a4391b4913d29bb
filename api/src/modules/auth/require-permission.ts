import type { RequestHandler } from 'express';
import { servicesOf } from '../../rest/request-scope.js';
import type { Permission } from './permissions.js';

/** A REST guard, labelled with what it requires so the permission-matrix test can read guards off the router. */
export type PermissionGuard = RequestHandler & { requiredPermission: Permission };

/** REST guard: 401 without a valid admin token, 403 when the admin's current role lacks `permission`. */
export function requirePermission(permission: Permission): PermissionGuard {
  const guard: RequestHandler = async (_req, res, next) => {
    await servicesOf(res).auth.authorize(permission);
    next();
  };
  return Object.assign(guard, { requiredPermission: permission });
}
