import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { type DocumentNode, GraphQLError, type ValidationRule, visit } from 'graphql';
import type { GraphQLContext } from './context.js';

/**
 * Limits that keep one request from costing the server too much: depth, aliases (so one request
 * cannot hide thousands of login attempts or queries), directives and estimated cost.
 */
/** Most lexical tokens one request may hold; applied by graphql-js while parsing. */
export const MAX_QUERY_TOKENS = 2000;

export function queryLimits(): { plugins: ApolloServerPlugin<GraphQLContext>[]; validationRules: ValidationRule[] } {
  const { plugins, validationRules } = new ApolloArmor({
    maxDepth: { n: 8, ignoreIntrospection: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 10 },
    // Tokens are limited by graphql-js's own parser (MAX_QUERY_TOKENS): armor's re-parse turns syntax errors into 500s.
    maxTokens: { enabled: false },
    costLimit: { maxCost: 5000, ignoreIntrospection: true },
    // Suggestions are stripped from every error message in format-error.ts instead.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  // graphql-armor is typed against @apollo/server's CommonJS declarations; at run time they are the same plugins.
  return { plugins: plugins as unknown as ApolloServerPlugin<GraphQLContext>[], validationRules };
}

/** Per document: Apollo hands every request of one query text the same parsed document, so each is visited once. */
const introspecting = new WeakMap<DocumentNode, boolean>();

function usesIntrospection(document: DocumentNode): boolean {
  const known = introspecting.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  introspecting.set(document, found);
  return found;
}

/** Schema introspection (what the playground and codegen read) only for signed-in staff. */
export const staffOnlyIntrospection: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, contextValue }) {
        if (!usesIntrospection(document) || (await contextValue.auth.isStaff())) return;
        throw new GraphQLError('Schema introspection is available to signed-in staff only', {
          extensions: { code: 'FORBIDDEN', http: { status: 403 } },
        });
      },
    };
  },
};
