import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import { JSON_ANSWER, type CachedAnswer, writeCachedAnswer } from '../modules/catalogue-cache/cached-answer.js';
import type { CatalogueCache } from '../modules/catalogue-cache/catalogue-cache.js';
import type { KnownCatalogueOperations } from '../graphql/known-catalogue-operations.js';
import { itemListAnswer, type ItemListQuery, itemListQuery } from '../modules/item/item.routes.js';
import type { Services } from '../services.js';
import { HTML_HEADERS, type KeptPage } from '../modules/server-rendering/server-rendered-pages.js';
import { graphqlOperationDuration } from '../modules/operations/metrics.js';
import { noteGraphQLOperation, noteRoute } from '../modules/operations/request-context.js';
import { isPrivateAnswer } from './privacy-headers.js';

/** The store's GraphQL requests are a few KB; larger bodies go the long way (and are not remembered). */
const MAX_REMEMBERED_BODY_BYTES = 16 * 1024;
const JSON_REQUEST = /^application\/json(;\s*charset=utf-8)?$/i;

/** What a GraphQL request body (with its content and accept types) was last answered with. */
export interface GraphQLRequestAlias {
  answerKey: string;
  contentType: string;
  operation: string;
}

/** Bodies the fast path read and did not answer: Express's JSON parser reads them from here (jsonBodyAfterFastPath). */
const readBodies = new WeakMap<IncomingMessage, Buffer>();

/** The key under which a GraphQL request, byte for byte, leads to its answer. */
export function graphqlAliasKey(req: IncomingMessage, body: Buffer): string {
  return `graphql-request:${req.headers['content-type']}\n${req.headers.accept ?? ''}\n${body.toString('latin1')}`;
}

/** The body the fast path read from `req`, if it did. */
export function bodyReadBy(req: IncomingMessage): Buffer | undefined {
  return readBodies.get(req);
}

export interface FastPathSettings {
  cache: CatalogueCache;
  /** Headers the app's middleware puts on every answer (helmet's, Permissions-Policy), collected once at start. */
  everyAnswerHeaders: OutgoingHttpHeaders;
  /** Whether other sites may call the API (CORS_ORIGINS): then their requests go through the CORS middleware. */
  crossOriginCallers: boolean;
  /** While shutting down, answers close their connections (operations.routes.ts): Express does that. */
  shuttingDown: () => boolean;
  /** Catalogue queries answered before, run again for new variables; absent in tests of the cache alone. */
  operations?: Pick<KnownCatalogueOperations, 'answer'>;
  /** Services for catalogue reads, which do not read the caller: with them, the REST item list is read here too. */
  anonymousServices?: (req: IncomingMessage) => Services;
  /** The key of the server-rendered page a GET would be answered with; absent when pages are not rendered on the server. */
  pageKeyOf?: (req: IncomingMessage) => string;
}

/** A page's address: no file extension, and not the API's. */
const PAGE_PATH = /^\/(?!api\/|graphql|uploads\/)(?!.*\.\w+$)/;

/**
 * In front of Express: answers repeated catalogue reads from the catalogue cache — the REST item list, GraphQL
 * requests identical, byte for byte, to one answered before, and server-rendered pages — with the same headers
 * Express would send; reads the REST item list when it is not kept, and runs catalogue queries answered before
 * for new variables (known-catalogue-operations.ts); hands everything else on. A hit costs a lookup and a write:
 * no routing, body parsing, GraphQL validation or per-request middleware. Answers still carry the security
 * headers, and a GET is answered 304 when the client's If-None-Match matches.
 */
export function catalogueFastPath(settings: FastPathSettings) {
  const { cache, everyAnswerHeaders } = settings;
  const headersFor = (req: IncomingMessage, contentType: OutgoingHttpHeaders) =>
    isPrivateAnswer(req) ? { ...everyAnswerHeaders, ...contentType, 'Cache-Control': 'no-store' } : { ...everyAnswerHeaders, ...contentType };

  function answerItemList(req: IncomingMessage, res: ServerResponse, search: string, next: () => void) {
    let query: ItemListQuery;
    try {
      query = itemListQuery(querystring.parse(search));
    } catch {
      return next(); // Express answers the refusal.
    }
    const write = (answer: CachedAnswer) => {
      noteRoute('/api/items');
      writeCachedAnswer(req, res, answer, headersFor(req, JSON_ANSWER));
    };
    const answer = cache.get<CachedAnswer>(query.cacheKey, 'hits only');
    if (answer) return write(answer);
    if (!settings.anonymousServices) return next();
    // Nothing was written on a failure: Express answers, and words the refusal its own way.
    itemListAnswer(cache, settings.anonymousServices(req).items, query).then(write, () => next());
  }

  function answerGraphQL(req: IncomingMessage, res: ServerResponse, next: () => void) {
    const length = Number(req.headers['content-length']);
    if (!JSON_REQUEST.test(req.headers['content-type'] ?? '') || req.headers['content-encoding'] || !(length > 0 && length <= MAX_REMEMBERED_BODY_BYTES)) {
      return next();
    }
    const startedAt = performance.now();
    readBody(req).then(
      (body) => {
        const alias = cache.get<GraphQLRequestAlias>(graphqlAliasKey(req, body), 'neither');
        const answer = alias && cache.get<CachedAnswer>(alias.answerKey, 'hits only');
        if (!alias || !answer) return runKnownOperation(req, res, body, next);
        noteRoute('/graphql');
        noteGraphQLOperation(alias.operation);
        writeCachedAnswer(req, res, answer, headersFor(req, { 'Content-Type': alias.contentType }));
        graphqlOperationDuration.observe({ operation: alias.operation, type: 'query', result: 'ok' }, (performance.now() - startedAt) / 1000);
      },
      () => res.destroy(), // The client went away mid-body.
    );
  }

  function runKnownOperation(req: IncomingMessage, res: ServerResponse, body: Buffer, next: () => void) {
    const goOn = () => {
      readBodies.set(req, body);
      next();
    };
    if (!settings.operations) return goOn();
    settings.operations.answer(req, res, body, headersFor(req, {})).then(
      (answered) => answered || goOn(),
      // Nothing was written: Apollo answers, and words the failure its own way.
      () => goOn(),
    );
  }

  function answerPage(req: IncomingMessage, res: ServerResponse, pageKeyOf: (req: IncomingMessage) => string, next: () => void) {
    const page = cache.get<KeptPage>(pageKeyOf(req), 'hits only');
    if (!page) return next();
    noteRoute('/*');
    writeCachedAnswer(req, res, page.answer, { ...everyAnswerHeaders, ...HTML_HEADERS }, page.status);
  }

  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (settings.shuttingDown() || (settings.crossOriginCallers && req.headers.origin !== undefined)) return next();
    const url = req.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    if (req.method === 'GET' && path === '/api/items') return answerItemList(req, res, queryAt < 0 ? '' : url.slice(queryAt + 1), next);
    if (req.method === 'POST' && path === '/graphql') return answerGraphQL(req, res, next);
    if (req.method === 'GET' && settings.pageKeyOf && PAGE_PATH.test(path) && req.headers.accept?.includes('text/html')) {
      return answerPage(req, res, settings.pageKeyOf, next);
    }
    next();
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.once('error', reject);
    req.once('aborted', reject);
  });
}

/**
 * `parser` (express.json) for a request whose body the fast path already read: the parser reads the same bytes
 * from a copy of the stream, so limits, nesting checks and errors stay the parser's own.
 */
export function jsonBodyAfterFastPath(parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const body = readBodies.get(req);
    if (!body) return parser(req, res, next);
    const replay = Object.assign(Readable.from([body]), { headers: req.headers });
    parser(replay as never, res, (error?: unknown) => {
      req.body = (replay as unknown as { body?: unknown }).body;
      next(error);
    });
  };
}
