import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { getVariableValues, type GraphQLSchema, Kind, type OperationDefinitionNode } from 'graphql';
import { bodyReadBy, graphqlAliasKey, type GraphQLRequestAlias } from '../http/catalogue-fast-path.js';
import type { CachedAnswer } from '../modules/catalogue-cache/cached-answer.js';
import type { CatalogueCache } from '../modules/catalogue-cache/catalogue-cache.js';
import { currentOperation } from '../modules/operations/request-context.js';
import type { CompiledQueries } from './compiled-queries.js';
import type { GraphQLContext } from './context.js';
import type { GraphQLRequestBody, KnownCatalogueOperations } from './known-catalogue-operations.js';

/** Root fields that read only the public catalogue; an answer made of these alone is the same for everyone. */
const CATALOGUE_FIELDS = new Set(['categories', 'category', 'items', 'itemFacets', 'item', 'robuxPackages']);

function readsOnlyCatalogue(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && CATALOGUE_FIELDS.has(selection.name.value))
  );
}

/** JSON with object keys in a fixed order, so equal values always give the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The answer's identity: the document, the operation run, and the values of the variables it declares as
 * the executor will see them (coerced, defaults applied). Variables the operation does not declare are
 * ignored by GraphQL, so they must not make a new entry. Undefined when the variables do not coerce
 * (execution will report it) — nothing is cached then.
 */
export function catalogueQueryKey(
  schema: GraphQLSchema,
  queryHash: string,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): string | undefined {
  const { coerced } = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 1 });
  if (!coerced) return undefined;
  const variablesHash = createHash('sha256').update(canonicalJson(coerced)).digest('base64url');
  return `graphql:${queryHash}:${operation.name?.value ?? ''}:${variablesHash}`;
}

/** A catalogue answer on its way out, marked by the plugin on the request's parsed body for rememberCatalogueAnswers. */
interface Remembered {
  key: string;
  ticket: number;
  /** The answer already kept under `key`, when this request was served from it. */
  kept?: CachedAnswer;
}

/** The request body that led to an answer, kept so the fast path answers the same bytes next time. */
interface WayToAnswer {
  req: IncomingMessage;
  body: Buffer;
  contentType: string;
  operation: string;
}

/** Keeps `answer` under its key (unless it is the one kept there), and the request body that led to it when given. */
export function keepCatalogueAnswer(cache: CatalogueCache, { key, ticket, kept }: Remembered, answer: CachedAnswer, way?: WayToAnswer): void {
  if (!kept) cache.store(ticket, key, answer, answer.body.length);
  if (!way) return;
  const alias: GraphQLRequestAlias = { answerKey: key, contentType: way.contentType, operation: way.operation };
  cache.store(ticket, graphqlAliasKey(way.req, way.body), alias, way.body.length);
}

/** What the plugin marks: the answer to keep, and what the fast path needs to run the operation again. */
interface OnItsWay extends Remembered {
  queryHash: string;
  operation: OperationDefinitionNode;
}

const onTheirWay = new WeakMap<object, OnItsWay>();

/**
 * Serves catalogue queries from the catalogue cache: after parsing and validation (so limits still apply) but
 * before execution. The answer does not depend on who asks (no catalogue field reads the caller), so a shopper's
 * token, or any token, changes nothing. Complete answers without errors are marked to be kept, as the bytes sent
 * (rememberCatalogueAnswers).
 */
export function catalogueResponseCache(cache: CatalogueCache): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ request }) {
      const body = request.http?.body;
      if (typeof body !== 'object' || body === null) return {};
      let remembered: OnItsWay | undefined;
      return {
        async responseForOperation({ schema, operation, queryHash, response }) {
          if (!queryHash || !readsOnlyCatalogue(operation)) return null;
          const key = catalogueQueryKey(schema, queryHash, operation, request.variables);
          if (key === undefined) return null;
          const kept = cache.get<CachedAnswer>(key);
          remembered = { key, ticket: cache.ticket(), kept, queryHash, operation };
          // Apollo writes the answer again from this, byte for byte the same (JSON.stringify, then a newline).
          if (kept) return { http: response.http, body: { kind: 'single', singleResult: JSON.parse(kept.body.toString()) } };
          return null;
        },
        async willSendResponse({ response }) {
          if (!remembered || response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (data && !errors) onTheirWay.set(body, remembered);
        },
      };
    },
  };
}

/**
 * On /graphql, before Apollo: keeps the bytes of the catalogue answers the plugin marked, under their key, and
 * the request body that asked (when the fast path read it) as a way to them, so the same request is answered
 * by the fast path next time (http/catalogue-fast-path.ts); an operation that ran compiled becomes known, so
 * the fast path runs it for other variables too.
 */
export function rememberCatalogueAnswers(cache: CatalogueCache, compiled: CompiledQueries, known: KnownCatalogueOperations): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = ((sent?: unknown) => {
      const remembered = req.body && onTheirWay.get(req.body);
      if (remembered && res.statusCode === 200 && typeof sent === 'string') {
        const answer = remembered.kept ?? cache.answerOf(remembered.key, Buffer.from(sent));
        const body = bodyReadBy(req);
        const contentType = String(res.getHeader('Content-Type'));
        const operation = currentOperation();
        keepCatalogueAnswer(cache, remembered, answer, body && { req, body, contentType, operation });
        const request = req.body as GraphQLRequestBody;
        if (body && typeof request.query === 'string' && compiled.compiledFor(remembered.queryHash, request.operationName)) {
          known.learn(req, request, { queryHash: remembered.queryHash, operation: remembered.operation, contentType, label: operation });
        }
      }
      return send(sent);
    }) as typeof res.send;
    next();
  };
}
