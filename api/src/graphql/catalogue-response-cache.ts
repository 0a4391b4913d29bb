import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
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

/**
 * Serves anonymous catalogue queries from the catalogue cache: after parsing and validation (so limits
 * still apply) but before execution. Only complete answers without errors are kept.
 */
export function catalogueResponseCache(cache: CatalogueCache): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let pending: { key: string; ticket: number } | undefined;
      return {
        async responseForOperation({ operation, queryHash, request, contextValue, response }) {
          if (contextValue.caller.token !== undefined || !readsOnlyCatalogue(operation)) return null;
          const key = `graphql:${queryHash}:${request.operationName ?? ''}:${JSON.stringify(request.variables ?? {})}`;
          const cached = cache.get<Record<string, unknown>>(key);
          if (cached) return { http: response.http, body: { kind: 'single', singleResult: { data: cached } } };
          pending = { key, ticket: cache.ticket() };
          return null;
        },
        async willSendResponse({ response }) {
          if (!pending || response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (data && !errors) cache.store(pending.ticket, pending.key, data);
        },
      };
    },
  };
}
