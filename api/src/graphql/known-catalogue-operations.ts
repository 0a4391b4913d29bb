import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { GraphQLSchema, OperationDefinitionNode } from 'graphql';
import type { CatalogueCache } from '../modules/catalogue-cache/catalogue-cache.js';
import { type CachedAnswer, writeCachedAnswer } from '../modules/catalogue-cache/cached-answer.js';
import { graphqlOperationDuration } from '../modules/operations/metrics.js';
import { noteGraphQLOperation, noteRoute } from '../modules/operations/request-context.js';
import { jsonNestingDepth, MAX_JSON_NESTING } from '../http/json-nesting.js';
import { catalogueQueryKey, keepCatalogueAnswer } from './catalogue-response-cache.js';
import type { CompiledQueries } from './compiled-queries.js';
import type { GraphQLContext } from './context.js';

/** Documents kept known; beyond this the oldest go first (as many as queries are kept compiled). */
const MAX_KNOWN = 200;
/** What a GraphQL request body may hold for the fast path to run it; anything else (a persisted query…) is Apollo's. */
const REQUEST_FIELDS = new Set(['query', 'operationName', 'variables', 'extensions']);

/** A catalogue query Apollo parsed, validated, held to the query limits and ran compiled, answering one Accept header with `contentType`. */
export interface KnownOperation {
  queryHash: string;
  operation: OperationDefinitionNode;
  contentType: string;
  /** The operation's metrics label. */
  label: string;
}

/** The parts of a GraphQL request body the fast path runs. */
export interface GraphQLRequestBody {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request, when it is one the fast path may run: a query text, and an operation name and variables of the right kinds. */
function requestOf(body: Buffer): GraphQLRequestBody | undefined {
  if (jsonNestingDepth(body) > MAX_JSON_NESTING) return undefined;
  let request: unknown;
  try {
    request = JSON.parse(body.toString());
  } catch {
    return undefined;
  }
  if (!isObject(request) || !Object.keys(request).every((field) => REQUEST_FIELDS.has(field))) return undefined;
  const { query, operationName, variables, extensions } = request;
  if (typeof query !== 'string') return undefined;
  if (!(operationName == null || (typeof operationName === 'string' && operationName))) return undefined;
  if (!(variables == null || isObject(variables))) return undefined;
  if (!(extensions == null || (isObject(extensions) && !('persistedQuery' in extensions)))) return undefined;
  return { query, operationName: operationName ?? undefined, variables: variables ?? undefined };
}

const knownKey = (req: IncomingMessage, { query, operationName }: GraphQLRequestBody) => `${req.headers.accept ?? ''}\n${operationName ?? ''}\n${query}`;

export interface KnownOperationsSettings {
  schema: GraphQLSchema;
  cache: CatalogueCache;
  compiled: CompiledQueries;
  /** The services a catalogue query runs with: no catalogue field reads the caller. */
  anonymousContext: (req: IncomingMessage) => GraphQLContext;
}

/**
 * Catalogue queries the app has answered, run again for new variables in front of Express and Apollo (the
 * catalogue fast path calls `answer` when the cache has no answer). Apollo's work for such a request — routing,
 * body parsing, hashing and looking up the document, the plugins' hooks, choosing the answer's type — was done
 * for the same document text and Accept header, and gave a catalogue query that graphql-jit compiled; validation
 * and the query limits depend on the document alone. What depends on the request still runs: its variables are
 * coerced, the query runs with fresh services, and the answer is kept in the catalogue cache, as Apollo's path
 * keeps it. On the store page, every request a cache miss, the app's CPU per request fell by about a third
 * (README, Performance).
 */
export class KnownCatalogueOperations {
  private readonly known = new Map<string, KnownOperation>();

  constructor(private readonly settings: KnownOperationsSettings) {}

  /** Called once Apollo answered `request`, a catalogue query, compiled and without errors. */
  learn(req: IncomingMessage, request: GraphQLRequestBody, operation: KnownOperation): void {
    const key = knownKey(req, request);
    this.known.delete(key);
    this.known.set(key, operation);
    if (this.known.size > MAX_KNOWN) this.known.delete(this.known.keys().next().value as string);
  }

  /**
   * Answers `req` (whose body is `body`) when it runs a known operation, with `headers` (the security headers, and
   * no-store for a private request); false, having written nothing, when Express is to answer it.
   */
  async answer(req: IncomingMessage, res: ServerResponse, body: Buffer, headers: OutgoingHttpHeaders): Promise<boolean> {
    const startedAt = performance.now();
    const request = requestOf(body);
    const known = request && this.known.get(knownKey(req, request));
    const compiled = known && this.settings.compiled.compiledFor(known.queryHash, request.operationName);
    if (!compiled) return false;
    const { schema, cache } = this.settings;
    const key = catalogueQueryKey(schema, known.queryHash, known.operation, request.variables);
    if (key === undefined) return false;
    const ticket = cache.ticket();
    const kept = cache.get<CachedAnswer>(key);
    let answer = kept;
    let failed = false;
    if (!answer) {
      const result = await this.settings.compiled.run(compiled, this.settings.anonymousContext(req), request.variables);
      if (!result) return false;
      failed = Boolean(result.errors);
      // As Apollo writes it: JSON.stringify, then a newline.
      answer = cache.answerOf(key, Buffer.from(`${JSON.stringify(result)}\n`));
    }
    if (!failed) keepCatalogueAnswer(cache, { key, ticket, kept }, answer, { req, body, contentType: known.contentType, operation: known.label });
    noteRoute('/graphql');
    noteGraphQLOperation(known.label);
    writeCachedAnswer(req, res, answer, { ...headers, 'Content-Type': known.contentType });
    graphqlOperationDuration.observe({ operation: known.label, type: 'query', result: failed ? 'error' : 'ok' }, (performance.now() - startedAt) / 1000);
    return true;
  }
}
