import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';

/** Who made a request, as far as the request found out: the log line says so, without tokens or personal data. */
export type CallerKind = 'anonymous' | 'unverified' | 'shopper' | 'staff';

/** One request's id and log, and what its log line reports beyond method and status. */
export interface RequestContext {
  requestId: string;
  /** The process's logger; a child of it carrying the request id is made only if something logs during the request. */
  rootLog: Logger;
  log?: Logger;
  startedAt: number;
  /** Set once a token was checked and its account found; otherwise anonymous, or unverified when a token came. */
  caller?: 'shopper' | 'staff';
  staffId?: number;
  /** The GraphQL operation's name, as labelled for metrics. */
  operation?: string;
  /** The route pattern, when the request was answered before Express routed it (the catalogue fast path). */
  route?: string;
}

/**
 * The request being served, wherever the code is (a service, a GraphQL plugin, the error mapping) without
 * passing it down. The body parsers and multer keep it across their stream callbacks (they bind AsyncResource).
 */
const requests = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return requests.run(context, work);
}

/** The current request's logger, or undefined outside a request (start-up, background sweeps). */
export function requestLog(): Logger | undefined {
  const context = requests.getStore();
  if (!context) return undefined;
  context.log ??= context.rootLog.child({ requestId: context.requestId });
  return context.log;
}

/** Called once the caller's token checked out and the account exists (request-auth.ts). */
export function noteSignedInCaller(kind: 'shopper' | 'staff', staffId?: number): void {
  const context = requests.getStore();
  if (!context) return;
  context.caller = kind;
  // A shopper's id links the line to a person; a staff member's id is what an operator needs to follow up.
  if (kind === 'staff') context.staffId = staffId;
}

export function noteGraphQLOperation(operation: string): void {
  const context = requests.getStore();
  if (context) context.operation = operation;
}

/** The operation noted so far, for what is kept about the request (the catalogue fast path's way to its answer). */
export function currentOperation(): string {
  return requests.getStore()?.operation ?? '(anonymous)';
}

export function noteRoute(route: string): void {
  const context = requests.getStore();
  if (context) context.route = route;
}

/**
 * A warning for the shop's operators (a refused slip, a probed e-mail): on the request's log with its request id,
 * or on stderr when there is no request.
 */
export function warnOperators(message: string): void {
  const log = requestLog();
  if (log) log.warn(message);
  else console.warn(message);
}
