import http from 'node:http';
import type { AddressInfo } from 'node:net';
import querystring from 'node:querystring';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogueCache } from '../modules/catalogue-cache/catalogue-cache.js';
import { newShopper } from '../test-support/shoppers.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { itemListQuery } from '../modules/item/item.routes.js';
import { catalogueFastPath, graphqlAliasKey, type GraphQLRequestAlias } from './catalogue-fast-path.js';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function send(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Headers that differ from one answer to the next whoever sends them. */
const withoutPerRequest = ({ date: _date, 'x-request-id': _id, connection: _connection, 'keep-alive': _keepAlive, ...rest }: http.IncomingHttpHeaders) => rest;

const STORE_QUERY = JSON.stringify({
  operationName: 'Games',
  query: 'query Games { categories { id name } items(page: { limit: 40 }) { total items { id name price } } }',
});
const JSON_POST = { 'content-type': 'application/json' };

describe('the catalogue fast path in the app', () => {
  let app: TestApp;
  const get = (path: string, headers?: Record<string, string>) => send(app.baseUrl, 'GET', path, headers);
  const postGraphQL = (body: string, headers: Record<string, string> = {}) => send(app.baseUrl, 'POST', '/graphql', { ...JSON_POST, ...headers }, body);
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers a repeated REST list and GraphQL request with the bytes and headers of the first answer, security headers included', async () => {
    for (const ask of [() => get('/api/items?sort=PRICE_DESC'), () => postGraphQL(STORE_QUERY)]) {
      const first = await ask();
      const again = await ask();
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.body.equals(first.body)).toBe(true);
      expect(withoutPerRequest(again.headers)).toEqual(withoutPerRequest(first.headers));
      expect(again.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'x-content-type-options': 'nosniff',
        'permissions-policy': expect.stringContaining('camera=()'),
        'x-request-id': expect.any(String),
        etag: expect.stringMatching(/^W\//),
      });
    }
  });

  it('finds what the slow path kept, under the keys it computes itself', async () => {
    await get('/api/items?rarity=Rare,Mythical&sort=PRICE_DESC&utm=x');
    expect(app.catalogueCache.get(itemListQuery(querystring.parse('sort=PRICE_DESC&rarity=Rare,Mythical')).cacheKey)).toBeDefined();
    await postGraphQL(STORE_QUERY, { accept: 'application/json' });
    const request = { headers: { ...JSON_POST, accept: 'application/json' } } as unknown as http.IncomingMessage;
    const alias = app.catalogueCache.get<GraphQLRequestAlias>(graphqlAliasKey(request, Buffer.from(STORE_QUERY)), 'neither');
    expect(alias).toMatchObject({ operation: 'Games', contentType: 'application/json; charset=utf-8' });
    expect(app.catalogueCache.get(alias!.answerKey)).toBeDefined();
  });

  it('answers 304 to a GET whose If-None-Match holds the answer, and compresses for clients that take it, once', async () => {
    const first = await get('/api/items');
    const unchanged = await get('/api/items', { 'if-none-match': first.headers.etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers['content-security-policy']).toBeDefined();
    const brotli = await get('/api/items', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(first.body)).toBe(true);
    const gzipped = await get('/api/items', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzipped.body).equals(first.body)).toBe(true);
    expect(brotli.headers.vary).toBe('Accept-Encoding');
  });

  it("serves a shopper's, a staff member's and a junk token's request from the cache, never stored by the browser", async () => {
    const anonymous = await postGraphQL(STORE_QUERY);
    await app.db.orm.em.fork().getConnection().execute(`update item set name = 'Renamed Behind The Cache'`);
    const shopper = await newShopper(app);
    for (const token of [shopper.token, app.editor.token, 'junk']) {
      const answer = await postGraphQL(STORE_QUERY, { authorization: `Bearer ${token}` });
      expect(answer.body.equals(anonymous.body)).toBe(true);
      expect(answer.headers['cache-control']).toBe('no-store');
      const list = await get('/api/items', { authorization: `Bearer ${token}` });
      expect(list.body.toString()).not.toContain('Renamed Behind The Cache');
      expect(list.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps the type each Accept header was answered with', async () => {
    const body = JSON.stringify({ query: '{ categories { id } }' });
    const plain = await postGraphQL(body, { accept: 'application/json' });
    const modern = await postGraphQL(body, { accept: 'application/graphql-response+json' });
    for (let i = 0; i < 2; i++) {
      expect((await postGraphQL(body, { accept: 'application/json' })).headers['content-type']).toBe(plain.headers['content-type']);
      expect((await postGraphQL(body, { accept: 'application/graphql-response+json' })).headers['content-type']).toBe(modern.headers['content-type']);
    }
    expect(plain.headers['content-type']).not.toBe(modern.headers['content-type']);
  });

  it('leaves bodies it read to the JSON parser when it has no answer: malformed and deeply nested ones are still 400s', async () => {
    const malformed = await postGraphQL('{"query": "{ categories { id } }"');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body.toString())).toMatchObject({ error: { code: 'BAD_USER_INPUT', message: 'Request body is not valid JSON' } });
    const nested = await postGraphQL(`{"query":"{ categories { id } }","variables":{"x":${'['.repeat(100)}${']'.repeat(100)}}}`);
    expect(nested.status).toBe(400);
  });
});

describe('the catalogue fast path in the app, every request a cache miss', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ catalogueCache: { maxBytes: 0 } });
  });
  afterAll(() => app.close());

  it('reads the REST item list in front of Express, and leaves refusals to it', async () => {
    // Express's app hands every request to its `handle`, which its types do not show.
    const express = vi.spyOn(app.handler as unknown as { handle: () => void }, 'handle');
    const list = await send(app.baseUrl, 'GET', '/api/items?sort=PRICE_DESC&rarity=Mythical');
    expect(express).not.toHaveBeenCalled();
    expect(list.status).toBe(200);
    expect(list.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff', etag: expect.stringMatching(/^W\//) });
    const items = JSON.parse(list.body.toString()) as { rarity: string; price: string }[];
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((item) => item.rarity === 'Mythical')).toBe(true);
    expect(items.map((item) => Number(item.price))).toEqual(items.map((item) => Number(item.price)).sort((a, b) => b - a));

    const refused = await send(app.baseUrl, 'GET', '/api/items?rarity=Shiny');
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ error: { code: 'BAD_USER_INPUT' } });
    expect(express).toHaveBeenCalledTimes(1);
  });
});

describe('the catalogue fast path on its own', () => {
  let server: http.Server;
  let baseUrl: string;
  let handedOn = 0;
  const cache = new CatalogueCache();
  beforeAll(async () => {
    const fastPath = catalogueFastPath({ cache, everyAnswerHeaders: { 'X-Frame-Options': 'DENY' }, crossOriginCallers: true, shuttingDown: () => false });
    server = http.createServer((req, res) =>
      fastPath(req, res, () => {
        handedOn++;
        req.resume();
        res.writeHead(299).end('handed on');
      }),
    );
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers only what the cache holds; anything else, refusals and cross-origin calls go on to Express', async () => {
    await cache.read('rest:items:[{},null]', async () => '[{"id":1}]');
    const hit = await send(baseUrl, 'GET', '/api/items?utm_source=mail');
    expect([hit.status, hit.body.toString(), hit.headers['x-frame-options']]).toEqual([200, '[{"id":1}]', 'DENY']);
    const before = handedOn;
    for (const [method, path, headers] of [
      ['GET', '/api/items?sort=NEWEST', {}],
      ['GET', '/api/items?sort=a&sort=b', {}],
      ['GET', '/api/items/', {}],
      ['HEAD', '/api/items', {}],
      ['GET', '/api/items', { origin: 'https://elsewhere.example' }],
      ['POST', '/graphql', JSON_POST],
      ['POST', '/graphql', { 'content-type': 'text/plain' }],
    ] as const) {
      const reply = await send(baseUrl, method, path, headers, method === 'POST' ? STORE_QUERY : undefined);
      expect(reply.status, `${method} ${path}`).toBe(299);
    }
    expect(handedOn - before).toBe(7);
  });
});
