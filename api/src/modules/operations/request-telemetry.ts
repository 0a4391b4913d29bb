import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { serializeError } from './logger.js';
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

const contexts = new WeakMap<IncomingMessage, RequestContext>();
const facts = new WeakMap<IncomingMessage, RequestFacts>();

function factsOf(req: IncomingMessage, res: ServerResponse): RequestFacts {
  const known = facts.get(req);
  if (known) return known;
  const context = contexts.get(req);
  const made: RequestFacts = {
    method: req.method ?? 'GET',
    route: routePatternOf(req as Request),
    status: res.statusCode,
    durationMs: context ? Math.round((performance.now() - context.startedAt) * 100) / 100 : 0,
    caller: context?.caller ?? (req.headers.authorization ? 'unverified' : 'anonymous'),
  };
  if (context?.staffId !== undefined) made.staffId = context.staffId;
  if (context?.operation !== undefined) made.operation = context.operation;
  // The client went away before the answer was sent: its status is what it would have been, not what it got.
  if (!res.writableFinished) made.aborted = true;
  facts.set(req, made);
  return made;
}

const summary = (req: IncomingMessage, res: ServerResponse) => {
  const { method, route, status, aborted } = factsOf(req, res);
  return `${method} ${route} ${aborted ? 'aborted' : status}`;
};

function observe(req: IncomingMessage, res: ServerResponse): void {
  const { method, route, status, durationMs, aborted } = factsOf(req, res);
  httpRequestDuration.observe({ method, route, status: aborted ? 'aborted' : String(status) }, durationMs / 1000);
}

/**
 * One JSON line per request (pino-http) and the request metrics, and the request's context for everything served
 * after it: its X-Request-Id (taken from the load balancer or made here, and echoed) is on every line logged while
 * the request runs, unexpected errors included. A line holds the method, route pattern, status, duration and
 * caller kind; never the URL, headers, bodies or tokens (the serializers drop the request and response objects).
 */
export function requestTelemetry(logger: Logger): RequestHandler {
  const logRequest = pinoHttp({
    logger,
    genReqId: requestIdFor,
    // pino-http binds the request to one child logger per request, under this key; its serializer writes the
    // request's id and nothing else of it. (Its "quiet" options would make a second child per request for the id.)
    customAttributeKeys: { req: 'requestId' },
    wrapSerializers: false,
    serializers: { requestId: (req: IncomingMessage) => req.id, res: () => undefined, err: serializeError },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: factsOf,
    customErrorObject: factsOf,
    customSuccessMessage: summary,
    customErrorMessage: summary,
  });
  return (req, res, next) => {
    const context: RequestContext = { log: logger, startedAt: performance.now() };
    contexts.set(req, context);
    res.once('close', () => observe(req, res));
    logRequest(req, res, () => {
      // pino-http's child logger: every line it writes carries the request id.
      context.log = req.log;
      runInRequest(context, next);
    });
  };
}
