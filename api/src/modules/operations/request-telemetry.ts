import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { httpRequestDuration } from './metrics.js';
import { type CallerKind, type RequestContext, runInRequest } from './request-context.js';
import { routePatternOf } from './route-pattern.js';

/**
 * An id a load balancer or a client gave (nginx's $request_id, a UUID, a trace id) is kept so one request can be
 * followed across both logs; anything longer or stranger is replaced, since it is written into every line.
 */
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,128}$/;

function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/** What a request's log line says besides its request id; made once per request, for the log and the metrics. */
interface RequestFacts {
  method: string;
  route: string;
  status: number;
  durationMs: number;
  caller: CallerKind;
  staffId?: number;
  operation?: string;
  aborted?: true;
}

/** The request's answer, once it is finished or the client went away: facts for the log line and the metrics. */
function factsOf(req: IncomingMessage, res: ServerResponse, context: RequestContext): RequestFacts {
  const facts: RequestFacts = {
    method: req.method ?? 'GET',
    route: context.route ?? routePatternOf(req as Request),
    status: res.statusCode,
    durationMs: Math.round((performance.now() - context.startedAt) * 100) / 100,
    caller: context.caller ?? (req.headers.authorization ? 'unverified' : 'anonymous'),
  };
  if (context.staffId !== undefined) facts.staffId = context.staffId;
  if (context.operation !== undefined) facts.operation = context.operation;
  // The client went away before the answer was sent: its status is what it would have been, not what it got.
  if (!res.writableFinished) facts.aborted = true;
  return facts;
}

/**
 * One JSON line per request and the request metrics, and the request's context for everything served after it:
 * its X-Request-Id (taken from the load balancer or made here, and echoed) is on every line logged while the
 * request runs, unexpected errors included. A line holds the method, route pattern, status, duration and caller
 * kind; never the URL, headers, bodies or tokens. Written by hand rather than with pino-http, which made a child
 * logger and several closures per request: this costs a few microseconds (README, Performance).
 */
export function requestTelemetry(logger: Logger): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    const context: RequestContext = { requestId: requestIdFor(req, res), rootLog: logger, startedAt: performance.now() };
    res.once('close', () => {
      const facts = factsOf(req, res, context);
      const status = facts.aborted ? 'aborted' : String(facts.status);
      httpRequestDuration.observe({ method: facts.method, route: facts.route, status }, facts.durationMs / 1000);
      const line = { requestId: context.requestId, ...facts };
      const message = `${facts.method} ${facts.route} ${status}`;
      if (facts.status >= 500) logger.error(line, message);
      else logger.info(line, message);
    });
    runInRequest(context, next);
  };
}
