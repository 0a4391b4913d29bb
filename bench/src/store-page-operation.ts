import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { type DocumentNode, print } from 'graphql';

const GENERATED_DOCUMENTS = new URL('../../web/src/gql/graphql.ts', import.meta.url);
/** The page the store shows first: popularity order, page 1 of 48 (web/src/features/store/store-filters.ts). */
const PAGE_SIZE = 48;

/**
 * The store page's request body exactly as the web app's Apollo Client sends it: the generated
 * StorePage document (fragments included) with the __typename fields the cache adds, and the
 * client-library extension HttpLink attaches. Read from web/src/gql so it follows the web app.
 */
export async function storePageRequestBody(categoryId: number): Promise<string> {
  const source = await readFile(GENERATED_DOCUMENTS, 'utf8');
  const match = /export const StorePageDocument = (\{.*\}) as unknown as DocumentNode/.exec(source);
  if (!match) throw new Error(`StorePageDocument not found in ${GENERATED_DOCUMENTS.pathname}; run npm run codegen`);
  const document = addTypenameToDocument(JSON.parse(match[1]) as DocumentNode);
  const apolloVersion = (createRequire(import.meta.url)('@apollo/client/package.json') as { version: string }).version;
  return JSON.stringify({
    operationName: 'StorePage',
    variables: {
      categoryId,
      rarities: null,
      // The store opens with no price bound: every item of the game shows.
      maxPrice: null,
      type: null,
      sort: 'POPULARITY',
      offset: 0,
      limit: PAGE_SIZE,
    },
    extensions: { clientLibrary: { name: '@apollo/client', version: apolloVersion } },
    query: print(document),
  });
}

export const GRAPHQL_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json,application/json;q=0.9',
};
