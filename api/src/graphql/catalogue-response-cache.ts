import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { getVariableValues, type GraphQLSchema, Kind, type OperationDefinitionNode } from 'graphql';
import type { CatalogueCache } from '../modules/catalogue-cache/catalogue-cache.js';
import type { GraphQLContext } from './context.js';

/** Root fields that read only the public catalogue; an answer made of these alone is the same for every shopper. */
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
function catalogueQueryKey(
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

/**
 * Serves anonymous catalogue queries from the catalogue cache: after parsing and validation (so limits
 * still apply) but before execution. Only complete answers without errors are kept.
 */
export function catalogueResponseCache(cache: CatalogueCache): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let pending: { key: string; ticket: number } | undefined;
      return {
        async responseForOperation({ schema, operation, queryHash, request, contextValue, response }) {
          if (contextValue.caller.token !== undefined || !queryHash || !readsOnlyCatalogue(operation)) return null;
          const key = catalogueQueryKey(schema, queryHash, operation, request.variables);
          if (key === undefined) return null;
          const cached = cache.get<Record<string, unknown>>(key);
          if (cached) return { http: response.http, body: { kind: 'single', singleResult: { data: cached } } };
          pending = { key, ticket: cache.ticket() };
          return null;
        },
        async willSendResponse({ response }) {
          if (!pending || response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (data && !errors) cache.store(pending.ticket, pending.key, data, Buffer.byteLength(JSON.stringify(data)));
        },
      };
    },
  };
}
