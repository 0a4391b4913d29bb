import type { ApolloServerPlugin } from '@apollo/server';
import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { GraphQLContext } from './context.js';

/** Operations remembered as asked for once, and operations kept compiled; beyond these the oldest go first. */
const MAX_SEEN = 1000;
const MAX_COMPILED = 200;

type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/** A query's answer as the server sends it: errors formatted by the server's formatError. */
export type CompiledAnswer = FormattedExecutionResult;

function remember<Key, Value>(entries: Map<Key, Value>, key: Key, value: Value, max: number): void {
  entries.set(key, value);
  if (entries.size > max) entries.delete(entries.keys().next().value as Key);
}

const compiledKey = (queryHash: string | undefined, operationName: string | null | undefined) => `${queryHash}\n${operationName ?? ''}`;

/**
 * Runs queries with graphql-jit, which compiles an operation into one function: several times less CPU than
 * graphql-js walking the document for every request. A query is compiled the second time it is asked for,
 * so one-off documents (or a stranger sending a new one each time) cost no compilation. Runs after parsing,
 * validation and the query limits; mutations, operations graphql-jit cannot compile and variables that do
 * not coerce go on to Apollo's own execution, which words those errors as graphql-js does (with status 400).
 * The catalogue fast path runs the compiled catalogue queries too (known-catalogue-operations.ts).
 *
 * Apollo neither formats the errors of an answer a plugin gives nor calls didEncounterErrors for them
 * (requestPipeline.js uses the body as it is), so `formatError` (the server's) is applied here; no plugin of
 * this app listens to didEncounterErrors, and no resolver error sets an HTTP status.
 */
export class CompiledQueries {
  private readonly seen = new Map<string, true>();
  private readonly compiled = new Map<string, CompiledQuery | undefined>();

  constructor(private readonly formatError: FormatError) {}

  /** The query compiled earlier for this document and operation, if it was. */
  compiledFor(queryHash: string, operationName: string | null | undefined): CompiledQuery | undefined {
    return this.compiled.get(compiledKey(queryHash, operationName));
  }

  /** Its answer; undefined when the variables do not coerce (graphql-js words that error). */
  async run(query: CompiledQuery, context: GraphQLContext, variables: Record<string, unknown> | null | undefined): Promise<CompiledAnswer | undefined> {
    const result = await query.query(undefined, context, variables);
    // No data at all: the variables did not coerce.
    if (!('data' in result)) return undefined;
    const errors = result.errors?.map((error) => this.formatError(error.toJSON(), error));
    return errors ? { errors, data: result.data } : { data: result.data };
  }

  plugin(): ApolloServerPlugin<GraphQLContext> {
    return {
      requestDidStart: async () => ({
        responseForOperation: async ({ schema, document, operation, queryHash, request, contextValue, response }) => {
          if (operation.operation !== 'query') return null;
          const query = this.compileOnSecondSight(compiledKey(queryHash, request.operationName), () => {
            const compiledQuery = compileQuery(schema, document, request.operationName);
            return isCompiledQuery(compiledQuery) ? compiledQuery : undefined;
          });
          const answer = query && (await this.run(query, contextValue, request.variables));
          return answer ? { http: response.http, body: { kind: 'single', singleResult: answer } } : null;
        },
      }),
    };
  }

  private compileOnSecondSight(key: string, compile: () => CompiledQuery | undefined): CompiledQuery | undefined {
    if (this.compiled.has(key)) return this.compiled.get(key);
    if (!this.seen.delete(key)) {
      remember(this.seen, key, true, MAX_SEEN);
      return undefined;
    }
    const query = compile();
    remember(this.compiled, key, query, MAX_COMPILED);
    return query;
  }
}
