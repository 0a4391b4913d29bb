import type { Express, RequestHandler } from 'express';
import { type MetricsAccess, metricsGate } from './metrics-access.js';
import { metricsRegistry } from './metrics.js';
import type { Readiness } from './readiness.js';

/** Probes and scrapes must never be answered from a cache between them and the app. */
const NO_STORE = 'no-store';

/** Liveness: the process answers. Nothing else is asked, so a slow database never gets a live process restarted. */
const answerAlive: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', NO_STORE);
  res.json({ status: 'ok' });
};

function answerReadiness(readiness: Readiness): RequestHandler {
  return async (_req, res) => {
    const { ready, checks } = await readiness.report();
    res.setHeader('Cache-Control', NO_STORE);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks });
  };
}

function answerMetrics(access: MetricsAccess): RequestHandler {
  const refusalFor = metricsGate(access);
  return async (req, res) => {
    const refusal = refusalFor(req.ip ?? req.socket.remoteAddress ?? '', req.headers.authorization);
    res.setHeader('Cache-Control', NO_STORE);
    if (refusal) {
      if (refusal.status === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(refusal.status).json({ error: { code: refusal.code, message: refusal.message } });
      return;
    }
    res.setHeader('Content-Type', metricsRegistry.contentType);
    res.send(await metricsRegistry.metrics());
  };
}

/**
 * GET /healthz, /readyz and /metrics, registered first on the app and served without request logging: they answer
 * before security headers, CORS and compression, so probes stay cheap and do not fill the request log. Once shutdown has begun,
 * every answer closes its connection: Node keeps serving new requests on kept-alive connections after the server
 * stops accepting, so a load balancer's pooled connections would otherwise keep the instance busy.
 */
/** The paths addOperationsRoutes answers: left out of the request log (app.ts). */
const OPERATIONS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export function isOperationsRequest(url: string | undefined): boolean {
  return OPERATIONS_PATHS.has((url ?? '').split('?', 1)[0]);
}

export function addOperationsRoutes(app: Express, readiness: Readiness, metricsAccess: MetricsAccess): void {
  app.use((_req, res, next) => {
    if (readiness.shuttingDown) res.setHeader('Connection', 'close');
    next();
  });
  app.get('/healthz', answerAlive);
  app.get('/readyz', answerReadiness(readiness));
  app.get('/metrics', answerMetrics(metricsAccess));
}
