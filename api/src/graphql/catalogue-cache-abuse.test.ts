import vm from 'node:vm';
import v8 from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonNestingDepth } from '../http/json-nesting.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// The cache's byte budget for this file: small, so a flood passes it many times over.
const BUDGET = { maxBytes: 4 * 1024 * 1024, maxEntryBytes: 1024 * 1024 };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ catalogueCache: BUDGET });
});
afterAll(() => app.close());

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** The JavaScript heap and the Buffers outside it, where kept answers' bytes live. */
function memoryUsedAfterGc(): number {
  collectGarbage();
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

const EVERY_ITEM_FIELD = 'id createdAt updatedAt name category { id name } price oldPrice rarity type soldCount stock imageUrl thumbnailUrl';

/** The review's query: 15 aliases of a 100-item page with every field (the most the query limits allow). */
const FLOOD_QUERY = `query Flood($limit: Int!, $sort: ItemSort!) {
  ${Array.from({ length: 15 }, (_, i) => `a${i}: items(page: { limit: $limit }, sort: $sort) { total items { ${EVERY_ITEM_FIELD} } }`).join('\n  ')}
}`;

async function postAnonymous(body: string) {
  const response = await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: response.status, text: await response.text() };
}

const flood = (variables: Record<string, unknown>) => postAnonymous(JSON.stringify({ query: FLOOD_QUERY, variables }));

describe('the catalogue cache under a flood of distinct anonymous queries', () => {
  it('ignores variables the operation does not declare: one answer, however many junk values', async () => {
    const first = await flood({ limit: 100, sort: 'POPULARITY', junk: 'first' });
    expect(first.status, first.text).toBe(200);
    const oneAnswer = app.catalogueCache.size;
    expect(oneAnswer).toBeGreaterThan(100_000);
    let junkBodies = 0;
    for (let i = 0; i < 20; i++) {
      const body = JSON.stringify({ query: FLOOD_QUERY, variables: { limit: 100, sort: 'POPULARITY', junk: `junk-${i}`, [`extra${i}`]: { nested: [i] } } });
      junkBodies += Buffer.byteLength(body);
      const reply = await postAnonymous(body);
      expect(reply.text).toBe(first.text);
    }
    // Each new body is kept as a way to the one answer (the fast path's), never as a second copy of it.
    expect(app.catalogueCache.size - oneAnswer).toBeLessThanOrEqual(junkBodies);
  });

  it('keys REST lists by the filter they apply, not by the raw URL', async () => {
    const first = await fetch(`${app.baseUrl}/api/items?sort=PRICE_DESC`);
    expect(first.status).toBe(200);
    const afterFirst = app.catalogueCache.size;
    for (let i = 0; i < 20; i++) {
      const reply = await fetch(`${app.baseUrl}/api/items?sort=PRICE_DESC&junk=${i}&cachebust${i}=1`);
      expect(reply.status).toBe(200);
      await reply.arrayBuffer();
    }
    expect(app.catalogueCache.size).toBe(afterFirst);
  });

  it('a few hundred distinct large answers keep memory within the byte budget, and the shop keeps answering', { timeout: 180_000 }, async () => {
    const memoryBefore = memoryUsedAfterGc();
    const variations = ['POPULARITY', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST'].flatMap((sort) =>
      Array.from({ length: 60 }, (_, i) => ({ limit: 100 - i, sort, junk: Math.random() })),
    );
    let bytesServed = 0;
    const workers = Array.from({ length: 4 }, async (_, worker) => {
      for (let i = worker; i < variations.length; i += 4) {
        const reply = await flood(variations[i]);
        expect(reply.status, reply.text.slice(0, 300)).toBe(200);
        bytesServed += reply.text.length;
      }
    });
    await Promise.all(workers);
    const growth = memoryUsedAfterGc() - memoryBefore;

    expect(bytesServed, 'the flood must be many times the budget').toBeGreaterThan(20 * BUDGET.maxBytes);
    expect(app.catalogueCache.size).toBeLessThanOrEqual(BUDGET.maxBytes);
    // Answers are kept as their bytes, counted with their compressed copies; the margin covers the app's own warm-up.
    expect(growth, `memory grew by ${(growth / 1e6).toFixed(1)} MB`).toBeLessThan(BUDGET.maxBytes + 40 * 1024 * 1024);
    const after = await fetch(`${app.baseUrl}/api/categories`);
    expect(after.status).toBe(200);
  });
});

describe('deeply nested JSON bodies', () => {
  const deep = `${'['.repeat(300_000)}${']'.repeat(300_000)}`;

  it('an unused GraphQL variable nested 300,000 levels deep is a 400 like any malformed request, not a 500', async () => {
    const reply = await postAnonymous(`{"query":"{ categories { id } }","variables":{"junk":${deep}}}`);
    expect(reply.status, reply.text.slice(0, 300)).toBe(400);
    expect(JSON.parse(reply.text)).toEqual({ error: { code: 'BAD_USER_INPUT', message: expect.stringMatching(/nests deeper than 64 levels/) } });
  });

  it('so is a REST body nested 40,000 levels deep (within the REST size limit)', async () => {
    const response = await fetch(`${app.baseUrl}/api/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...app.staffHeaders },
      body: `{"name":${'['.repeat(40_000)}${']'.repeat(40_000)}}`,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BAD_USER_INPUT');
  });

  it('counts only brackets outside strings, so text full of brackets is fine', () => {
    expect(jsonNestingDepth(Buffer.from('{"a":[{"b":"[[[[{{{{\\"}]}'))).toBe(3);
    expect(jsonNestingDepth(Buffer.from(`{"name":"${'['.repeat(1000)}"}`))).toBe(1);
  });
});
