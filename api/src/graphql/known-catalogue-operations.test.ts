import type { IncomingMessage } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlAliasKey, type GraphQLRequestAlias } from '../http/catalogue-fast-path.js';
import type { CachedAnswer } from '../modules/catalogue-cache/cached-answer.js';
import { newShopper } from '../test-support/shoppers.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// Counts the requests Apollo answers; answering stays Apollo's own.
const apolloAnswers = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');

const GAME_PAGE = `query GamePage($categoryId: Int, $limit: Int!) {
  items(filter: { categoryId: $categoryId }, sort: PRICE_DESC, page: { limit: $limit }) { total items { id name price category { id name } } }
}`;
const ONE_ITEM = 'query OneItem($id: Int!) { item(id: $id) { id name price } }';

interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** Headers that differ from one answer to the next whoever sends them. */
function lasting(headers: Headers): Record<string, string> {
  const { date: _date, 'x-request-id': _id, connection: _connection, 'keep-alive': _keepAlive, ...rest } = Object.fromEntries(headers);
  return rest;
}

async function post(app: TestApp, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: lasting(response.headers), text: await response.text() };
}

/** Asked twice: once to be seen, once to run compiled, after which the fast path knows the operation. */
async function learn(app: TestApp, query: string, operationName: string, variables: Record<string, unknown>[], headers: Record<string, string> = {}) {
  for (const asked of variables) expect((await post(app, { query, operationName, variables: asked }, headers)).status).toBe(200);
}

/** Apollo's own answer to the same request: the same document with a space more is a document it has not run. */
const viaApollo = (app: TestApp, query: string, operationName: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post(app, { query: `${query} `, operationName, variables }, headers);

async function gameIds(app: TestApp): Promise<number[]> {
  const { body } = await app.graphql<{ categories: { id: number }[] }>('{ categories { id } }', {}, null);
  return body.data!.categories.map((game) => game.id);
}

describe('catalogue queries run by the fast path, every request a cache miss', () => {
  let app: TestApp;
  let games: number[];
  beforeAll(async () => {
    app = await startTestApp({ catalogueCache: { maxBytes: 0 } });
    games = await gameIds(app);
    await learn(app, GAME_PAGE, 'GamePage', [{ categoryId: games[0], limit: 5 }, { categoryId: games[1], limit: 5 }]);
  });
  afterAll(() => app.close());
  beforeEach(() => {
    apolloAnswers.mockClear();
  });

  it('answers a known query for new variables without Apollo, with the bytes and headers Apollo answers', async () => {
    for (const variables of [{ categoryId: games[2], limit: 3 }, { categoryId: null, limit: 7 }]) {
      apolloAnswers.mockClear();
      const fast = await post(app, { query: GAME_PAGE, operationName: 'GamePage', variables });
      expect(apolloAnswers).not.toHaveBeenCalled();
      const apollo = await viaApollo(app, GAME_PAGE, 'GamePage', variables);
      expect(apolloAnswers).toHaveBeenCalledTimes(1);
      expect(fast).toEqual(apollo);
      const { items } = JSON.parse(fast.text).data.items as { items: { category: { id: number } }[] };
      expect(items).toHaveLength(variables.limit);
      if (variables.categoryId) expect(new Set(items.map((item) => item.category.id))).toEqual(new Set([variables.categoryId]));
    }
  });

  it("answers a shopper's, a staff member's and a junk token's request alike, never stored by the browser", async () => {
    const variables = { categoryId: games[3], limit: 4 };
    const anonymous = await post(app, { query: GAME_PAGE, operationName: 'GamePage', variables });
    const shopper = await newShopper(app);
    apolloAnswers.mockClear();
    for (const token of [shopper.token, app.editor.token, 'junk']) {
      const fast = await post(app, { query: GAME_PAGE, operationName: 'GamePage', variables }, { authorization: `Bearer ${token}` });
      expect(fast).toEqual({ ...anonymous, headers: { ...anonymous.headers, 'cache-control': 'no-store' } });
    }
    expect(apolloAnswers).not.toHaveBeenCalled();
  });

  it("words a resolver's refusal as Apollo does", async () => {
    const [existing] = (await app.graphql<{ items: { items: { id: number }[] } }>('{ items { items { id } } }', {}, null)).body.data!.items.items;
    await learn(app, ONE_ITEM, 'OneItem', [{ id: existing.id }, { id: existing.id }]);
    apolloAnswers.mockClear();
    const fast = await post(app, { query: ONE_ITEM, operationName: 'OneItem', variables: { id: 987654 } });
    expect(apolloAnswers).not.toHaveBeenCalled();
    expect(JSON.parse(fast.text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(fast).toEqual(await viaApollo(app, ONE_ITEM, 'OneItem', { id: 987654 }));
  });

  it('leaves to Apollo what it has not answered: variables that do not coerce, another Accept header, a persisted query, other fields', async () => {
    const refused = await post(app, { query: GAME_PAGE, operationName: 'GamePage', variables: { categoryId: 'one', limit: 5 } });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const legacy = await post(app, { query: GAME_PAGE, operationName: 'GamePage', variables: { categoryId: games[0], limit: 5 } }, { accept: 'application/json' });
    expect(legacy.headers['content-type']).toBe('application/json; charset=utf-8');
    const persisted = await post(app, {
      query: GAME_PAGE,
      operationName: 'GamePage',
      variables: { categoryId: games[0], limit: 5 },
      extensions: { persistedQuery: { version: 1, sha256Hash: 'not-the-hash' } },
    });
    expect(persisted.status).toBe(400);
    for (let asked = 0; asked < 3; asked++) await post(app, { query: '{ __typename categories { id } }' });
    expect(apolloAnswers).toHaveBeenCalledTimes(6);
  });

  it('leaves malformed bodies to the JSON parser', async () => {
    const malformed = await post(app, `{"query": ${JSON.stringify(GAME_PAGE)}, "operationName": "GamePage"`);
    expect(malformed.status).toBe(400);
    const deep = await post(app, `{"query": ${JSON.stringify(GAME_PAGE)}, "variables": {"x": ${'['.repeat(100)}${']'.repeat(100)}}}`);
    expect(deep.status).toBe(400);
    expect(deep.text).toContain('nests deeper than 64 levels');
  });
});

describe('catalogue queries run by the fast path, with the catalogue cache', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('keeps what it runs, under the keys Apollo\'s path uses, and runs it again once the catalogue changed', async () => {
    const games = await gameIds(app);
    await learn(app, GAME_PAGE, 'GamePage', [{ categoryId: games[0], limit: 2 }, { categoryId: games[1], limit: 2 }]);
    const request = { query: GAME_PAGE, operationName: 'GamePage', variables: { categoryId: games[2], limit: 2 } };
    apolloAnswers.mockClear();
    const run = await post(app, request);
    // fetch sends Accept: */* unless told otherwise.
    const asked = { headers: { 'content-type': 'application/json', accept: '*/*' } } as unknown as IncomingMessage;
    const alias = app.catalogueCache.get<GraphQLRequestAlias>(graphqlAliasKey(asked, Buffer.from(JSON.stringify(request))), 'neither');
    expect(alias).toMatchObject({ operation: 'GamePage', contentType: 'application/json; charset=utf-8' });
    expect(app.catalogueCache.get<CachedAnswer>(alias!.answerKey)!.body.toString()).toBe(run.text);
    expect(await post(app, request)).toEqual(run);
    expect(apolloAnswers).not.toHaveBeenCalled();

    const [first] = JSON.parse(run.text).data.items.items as { id: number; price: string }[];
    const update = await app.graphql('mutation ($id: Int!) { updateItem(id: $id, input: { price: "1234.50" }) { id } }', { id: first.id });
    expect(update.body.errors).toBeUndefined();
    apolloAnswers.mockClear();
    const afterChange = await post(app, request);
    expect(JSON.parse(afterChange.text).data.items.items.map((item: { id: number; price: string }) => [item.id, item.price])).toContainEqual([first.id, '1234.50']);
    expect(apolloAnswers).not.toHaveBeenCalled();
  });
});
