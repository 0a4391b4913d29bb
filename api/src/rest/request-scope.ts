import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response } from 'express';
import { bearerToken } from '../modules/auth/request-auth.js';
import { type Caller, createServices, type ServiceDeps, type Services } from '../services.js';

export function callerOf(req: Request): Caller {
  return { token: bearerToken(req.headers.authorization), ip: req.ip ?? req.socket.remoteAddress ?? 'unknown' };
}

/** Gives each REST request its own EntityManager fork and service layer. */
export function attachServices(orm: MikroORM, deps: ServiceDeps): RequestHandler {
  return (req, res, next) => {
    res.locals.services = createServices(orm.em.fork(), deps, callerOf(req));
    next();
  };
}

export function servicesOf(res: Response): Services {
  return res.locals.services as Services;
}
