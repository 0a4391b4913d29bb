import { type ErrorRequestHandler, type RequestHandler, Router } from 'express';
import { bodyOf, pathId } from '../../rest/request-input.js';
import { servicesOf } from '../../rest/request-scope.js';
import { Permission } from '../auth/permissions.js';
import { requirePermission } from '../auth/require-permission.js';
import { toAppError } from '../common/error-mapping.js';
import { UnauthenticatedError } from '../common/errors.js';
import type { Admin } from './admin.entity.js';

/** The admin as the dashboard reads it; never the password hash. */
export function adminJson(admin: Admin) {
  return { id: admin.id, name: admin.name, email: admin.email, role: admin.role };
}

/** The spec's client reads `success: false` and `message` from a failed login. */
const loginFailure: ErrorRequestHandler = (error, _req, res, next) => {
  const appError = toAppError(error);
  if (!(appError instanceof UnauthenticatedError)) return next(error);
  res.status(401).json({ success: false, message: appError.message, error: { code: appError.code, message: appError.message } });
};

const login: RequestHandler = async (req, res) => {
  const { email, password } = bodyOf(req);
  const { token, admin } = await servicesOf(res).admins.login({ email, password }, servicesOf(res).caller.ip);
  res.json({ success: true, token, admin: adminJson(admin) });
};

export function adminRoutes(): Router {
  const router = Router();
  const canManageAdmins = requirePermission(Permission.MANAGE_ADMINS);

  router.post('/login', login, loginFailure);

  router.get('/me', async (_req, res) => {
    res.json({ admin: adminJson(await servicesOf(res).auth.admin()) });
  });

  router.get('/all', canManageAdmins, async (_req, res) => {
    res.json({ admins: (await servicesOf(res).admins.list()).map(adminJson) });
  });

  router.post('/register', canManageAdmins, async (req, res) => {
    const { name, email, password, role } = bodyOf(req);
    const admin = await servicesOf(res).admins.register({ name, email, password, role });
    res.status(201).json({ success: true, admin: adminJson(admin) });
  });

  router.put('/update/:id', canManageAdmins, async (req, res) => {
    const { name, role, password } = bodyOf(req);
    const admin = await servicesOf(res).admins.update(pathId(req), { name, role, password });
    res.json({ success: true, admin: adminJson(admin) });
  });

  router.delete('/delete/:id', canManageAdmins, async (req, res) => {
    const id = pathId(req);
    await servicesOf(res).admins.delete(id);
    res.json({ success: true, deleted: true, id });
  });

  return router;
}
