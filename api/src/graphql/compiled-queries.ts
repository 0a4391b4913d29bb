import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { GraphQLContext } from './context.js';

/** Operations remembered as asked for once, and operations kept compiled; beyond these the oldest go first. */
const MAX_SEEN = 1000;
const MAX_COMPILED = 200;

type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

function remember<Key, Value>(entries: Map<Key, Value>, key: Key, value: Value, max: number): void {
  entries.set(key, value);
  if (entries.size > max) entries.delete(entries.keys().next().value as Key);
}

/**
 * Runs queries with graphql-jit, which compiles an operation into one function: several times less CPU than
 * graphql-js walking the document for every request. A query is compiled the second time it is asked for,
 * so one-off documents (or a stranger sending a new one each time) cost no compilation. Runs after parsing,
 * validation and the query limits; mutations, operations graphql-jit cannot compile and variables that do
 * not coerce go on to Apollo's own execution, which words those errors as graphql-js does (with status 400).
 *
 * Apollo neither formats the errors of an answer a plugin gives nor calls didEncounterErrors for them
 * (requestPipeline.js uses the body as it is), so `formatError` (the server's) is applied here; no plugin of
 * this app listens to didEncounterErrors, and no resolver error sets an HTTP status.
 */
export function compiledQueries(formatError: FormatError): ApolloServerPlugin<GraphQLContext> {
  const seen = new Map<string, true>();
  const compiled = new Map<string, CompiledQuery | undefined>();

  function compiledFor(key: string, compile: () => CompiledQuery | undefined): CompiledQuery | undefined {
    if (compiled.has(key)) return compiled.get(key);
    if (!seen.delete(key)) {
      remember(seen, key, true, MAX_SEEN);
      return undefined;
    }
    const query = compile();
    remember(compiled, key, query, MAX_COMPILED);
    return query;
  }

  return {
    async requestDidStart() {
      return {
        async responseForOperation({ schema, document, operation, queryHash, request, contextValue, response }) {
          if (operation.operation !== 'query') return null;
          const query = compiledFor(`${queryHash}\n${request.operationName ?? ''}`, () => {
            const compiledQuery = compileQuery(schema, document, request.operationName);
            return isCompiledQuery(compiledQuery) ? compiledQuery : undefined;
          });
          if (!query) return null;
          const result = await query.query(undefined, contextValue, request.variables);
          // No data at all: the variables did not coerce.
          if (!('data' in result)) return null;
          const errors = result.errors?.map((error) => formatError(error.toJSON(), error));
          return { http: response.http, body: { kind: 'single', singleResult: errors ? { errors, data: result.data } : { data: result.data } } };
        },
      };
    },
  };
}
