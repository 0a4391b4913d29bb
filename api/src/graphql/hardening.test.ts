import { createHash } from 'node:crypto';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRole } from '../modules/admin/admin-role.js';
import { CUSTOMER_AUDIENCE } from '../modules/auth/tokens.js';
import { expectNoStackTrace } from '../test-support/graphql-assertions.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// Read-only requests only: the tests share one app and never change its data.
let app: TestApp;
let shopApp: TestApp;
beforeAll(async () => {
  [app, shopApp] = await Promise.all([startTestApp(), startTestApp({ corsOrigins: ['https://shop.example'], contents: 'empty' })]);
});
afterAll(async () => {
  await Promise.all([app?.close(), shopApp?.close()]);
});

type Body = { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };

/** POST /graphql with any JSON body (not only `{query}`), no token unless given. */
async function postGraphQL(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Body };
}

const query = (source: string, token?: string) => postGraphQL({ query: source }, token ? { authorization: `Bearer ${token}` } : {});

/** The request was refused before anything ran: errors, no data, not a 500, no stack trace. */
function expectRefused(reply: { status: number; body: Body }, message: RegExp) {
  expect(reply.body.errors?.length, JSON.stringify(reply.body)).toBeGreaterThan(0);
  expect(reply.body.data ?? null).toBeNull();
  expect(reply.status).toBeGreaterThanOrEqual(400);
  expect(reply.status).toBeLessThan(500);
  expect(reply.body.errors!.map((error) => error.message).join('\n')).toMatch(message);
  expectNoStackTrace(reply.body);
}

/** `depth` nested inline fragments on Query around `categories { id }`: valid, and deeper by one per fragment. */
const nestedInlineFragments = (depth: number) => `{ ${'... on Query { '.repeat(depth)}categories { id }${' }'.repeat(depth)} }`;

/** The same nesting made of named fragments, each spreading the next. */
function nestedNamedFragments(depth: number) {
  const fragments = Array.from({ length: depth }, (_, i) =>
    i === depth - 1 ? `fragment F${i} on Query { categories { id } }` : `fragment F${i} on Query { ...F${i + 1} }`,
  );
  return `{ ...F0 }\n${fragments.join('\n')}`;
}

describe('query limits', () => {
  it('refuses 2,000 aliases of categories { id } (too many tokens and aliases) without running it', async () => {
    const aliases = Array.from({ length: 2000 }, (_, i) => `c${i}: categories { id }`).join(' ');
    const reply = await query(`{ ${aliases} }`);
    expectRefused(reply, /more that 2000 tokens|Token limit of 2000 exceeded|Aliases limit of 15 exceeded/);
  });

  it('refuses 16 aliases (the limit is 15) but runs 15', async () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `c${i}: categories { id }`).join(' ');
    expectRefused(await query(`{ ${aliases(16)} }`), /Aliases limit of 15 exceeded, found 16/);
    const allowed = await query(`{ ${aliases(15)} }`);
    expect(allowed.body.errors).toBeUndefined();
    expect(Object.keys(allowed.body.data)).toHaveLength(15);
  });

  it('counts aliases hidden in fragments', async () => {
    const inFragment = Array.from({ length: 16 }, (_, i) => `c${i}: categories { id }`).join(' ');
    expectRefused(await query(`{ ...F } fragment F on Query { ${inFragment} }`), /Aliases limit of 15 exceeded/);
  });

  it('refuses a valid query nested 10 levels deep (through inline fragments) with the depth rule', async () => {
    const reply = await query(nestedInlineFragments(8));
    expectRefused(reply, /Query depth limit of 8 exceeded, found 10/);
    // It is the depth rule, not a schema mistake: every field exists.
    expect(reply.text).not.toMatch(/Cannot query field/);
  });

  it('refuses the same depth built from named fragments', async () => {
    const reply = await query(nestedNamedFragments(8));
    expectRefused(reply, /Query depth limit of 8 exceeded/);
    expect(reply.text).not.toMatch(/Cannot query field/);
  });

  it('runs the same query at the depth limit (8)', async () => {
    const reply = await query(nestedInlineFragments(6));
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.categories.length).toBeGreaterThan(0);
  });

  it('refuses deep nesting on field paths too, reporting the depth rule beside the unknown fields', async () => {
    const reply = await query('{ items { items { category { a { b { c { d { e { f { g } } } } } } } } } }');
    expectRefused(reply, /Query depth limit of 8 exceeded, found 10/);
  });

  it('refuses a query of more than 2,000 tokens', async () => {
    const reply = await query(`{ categories { ${'id '.repeat(2100)}} }`);
    expectRefused(reply, /more that 2000 tokens|Token limit of 2000 exceeded/);
  });

  it('refuses more than 10 directives', async () => {
    const reply = await query(`{ categories { id ${'@include(if: true) '.repeat(11)}} }`);
    expectRefused(reply, /Directives limit of 10 exceeded|directive/i);
  });

  it('hides field suggestions: a typo in a field, argument, type or input field gets no "Did you mean"', async () => {
    const reply = await query('{ categoriez { id } }');
    expectRefused(reply, /Cannot query field "categoriez"/);
    expect(reply.text).not.toMatch(/Did you mean/);
    expect(reply.text).not.toMatch(/"categories"|\\"categories\\"/);
    for (const source of [
      'mutation { adminLogn(email: "a", password: "b") { token } }',
      '{ category(idd: 1) { id } }',
      'query($x: Strin) { categories(search: $x) { id } }',
      '{ items(filter: { categoryI: 1 }) { total } }',
    ]) {
      const typo = await query(source);
      expect(typo.body.errors?.length, source).toBeGreaterThan(0);
      expect(typo.text, source).not.toMatch(/Did you mean/);
    }
  });

  it('hides enum value suggestions too, in a query literal and in a variable', async () => {
    const literal = await query('{ items(sort: PRICE_AS) { total } }');
    expect(literal.body.errors?.length).toBeGreaterThan(0);
    expect(literal.text).not.toMatch(/Did you mean|PRICE_ASC|PRICE_DESC/);
    const variable = await postGraphQL({ query: 'query($s: ItemSort!) { items(sort: $s) { total } }', variables: { s: 'PRICE_AS' } });
    expect(variable.body.errors?.length).toBeGreaterThan(0);
    expect(variable.text).not.toMatch(/Did you mean|PRICE_ASC|PRICE_DESC/);
  });
});

describe('how requests may arrive', () => {
  it('refuses a GET /graphql?query=… without a preflight header (CSRF prevention) with 400', async () => {
    const response = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('{categories{id}}')}`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toMatch(/CSRF|preflight/i);
    expect(text).not.toMatch(/"categories"\s*:/);
    expect(text).not.toMatch(/\n\s+at /);
  });

  it('answers the same GET with the apollo-require-preflight header (so the refusal above was the CSRF rule)', async () => {
    const response = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('{categories{id}}')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Body).data.categories.length).toBeGreaterThan(0);
  });

  it('refuses a mutation sent as GET even with the preflight header', async () => {
    const response = await fetch(
      `${app.baseUrl}/graphql?query=${encodeURIComponent('mutation { adminLogin(email: "a@shop.test", password: "x") { token } }')}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    expect(response.status).toBe(405);
  });

  it('refuses a simple cross-site form post (text/plain) to /graphql', async () => {
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ categories { id } }' }),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a batched array of operations', async () => {
    const reply = await postGraphQL([{ query: '{ categories { id } }' }, { query: '{ robuxPackages { id } }' }]);
    expect(reply.status).toBe(400);
    expect(reply.text).toMatch(/batch/i);
    expect(reply.text).not.toMatch(/"categories"\s*:/);
    expect(reply.text).not.toMatch(/\n\s+at /);
  });

  it('refuses an automatic persisted query whose sha256Hash is not the hash of its query: 400 with a client code', async () => {
    const otherHash = createHash('sha256').update('{ categories { id } }').digest('hex');
    const reply = await postGraphQL({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: otherHash } } });
    expect(reply.status).toBe(400);
    expect(reply.body.data ?? null).toBeNull();
    expect(reply.body.errors?.map((error) => error.extensions?.code)).toEqual(['PERSISTED_QUERY_HASH_MISMATCH']);
  });

  it('error bodies carry no stack trace: parse, validation, resolver and not-found errors', async () => {
    for (const source of ['{ categories { id ', '{ nope }', '{ category(id: 999999) { id } }', '{ category(id: "x") { id } }']) {
      const reply = await query(source);
      expect(reply.body.errors?.length, source).toBeGreaterThan(0);
      expectNoStackTrace(reply.body);
      expect(reply.text).not.toMatch(/stacktrace|\.ts:\d+|node_modules/);
    }
    const invalidJson = await postGraphQL('{"query": ');
    expect(invalidJson.status).toBe(400);
    expect(invalidJson.text).not.toMatch(/stacktrace|\n\s+at |node_modules/);
  });
});

describe('introspection', () => {
  const SCHEMA = '{ __schema { types { name } } }';

  it('is refused without a token (FORBIDDEN)', async () => {
    const reply = await query(SCHEMA);
    expect(reply.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(reply.body.data ?? null).toBeNull();
    expect(reply.text).not.toContain('"types"');
    expectNoStackTrace(reply.body);
  });

  it.each([
    ['__type', '{ __type(name: "Admin") { fields { name } } }'],
    ['an alias', '{ s: __schema { queryType { name } } }'],
    ['a fragment', '{ ...F } fragment F on Query { __schema { queryType { name } } }'],
    ['an inline fragment', '{ ... on Query { __type(name: "Query") { name } } }'],
  ])('is refused without a token when hidden in %s', async (_label, source) => {
    const reply = await query(source);
    expect(reply.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(reply.body.data ?? null).toBeNull();
  });

  it('is refused with a junk token', async () => {
    const reply = await query(SCHEMA, 'junk.token.here');
    expect(reply.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('is allowed with the Editor token', async () => {
    const reply = await query(SCHEMA, app.editor.token);
    expect(reply.status).toBe(200);
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.__schema.types.map((type: { name: string }) => type.name)).toContain('Item');
  });

  it('is allowed for every staff role', async () => {
    for (const role of [AdminRole.ADMIN, AdminRole.SUPER_ADMIN]) {
      const { token } = await app.signIn(role);
      expect((await query('{ __type(name: "Item") { name } }', token)).body.data.__type.name).toBe('Item');
    }
  });

  it('__typename is fine for everyone', async () => {
    const reply = await query('{ __typename categories { __typename id } }');
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.__typename).toBe('Query');
    expect(reply.body.data.categories[0].__typename).toBe('Category');
  });
});

describe('introspection in production', () => {
  // Apollo Server disables introspection when NODE_ENV is production (read when it is built); the shop's own
  // staff-only rule must be what decides there too, or the staff playground has no schema docs.
  let productionApp: TestApp;
  beforeAll(async () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      productionApp = await startTestApp({ contents: 'empty' });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });
  afterAll(async () => {
    await productionApp?.close();
  });

  const introspect = async (token?: string) => {
    const response = await fetch(`${productionApp.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      // The full query GraphiQL's docs explorer sends.
      body: JSON.stringify({ query: getIntrospectionQuery({ inputValueDeprecation: true }), operationName: 'IntrospectionQuery' }),
    });
    return { status: response.status, body: (await response.json()) as Body };
  };

  it("answers signed-in staff the playground's full introspection query", async () => {
    const reply = await introspect(productionApp.editor.token);
    expect(reply.body.errors).toBeUndefined();
    expect(reply.status).toBe(200);
    expect(reply.body.data.__schema.types.map((type: { name: string }) => type.name)).toContain('Admin');
  });

  it('still refuses it without a token', async () => {
    const reply = await introspect();
    expect(reply.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(reply.body.data ?? null).toBeNull();
  });
});

describe('HTTP security headers', () => {
  it.each([
    ['GET /api/categories', '/api/categories', undefined],
    ['GET /api/nope (404)', '/api/nope', undefined],
    ['POST /graphql', '/graphql', JSON.stringify({ query: '{ __typename }' })],
  ])('%s carries nosniff, a strict CSP, a Referrer-Policy and no X-Powered-By', async (_label, path, body) => {
    const response = await fetch(`${app.baseUrl}${path}`, body ? { method: 'POST', body, headers: { 'content-type': 'application/json' } } : {});
    await response.arrayBuffer();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect(response.headers.has('x-powered-by')).toBe(false);
  });
});

describe('HTTP security headers outside the API', () => {
  it('a 404 outside /api and /graphql still has nosniff, a default-src \'none\' CSP, X-Frame-Options and no X-Powered-By', async () => {
    const response = await fetch(`${app.baseUrl}/uploads/missing.png`);
    await response.arrayBuffer();
    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src '(none|self)'/);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.has('x-powered-by')).toBe(false);
  });
});

describe('privacy headers', () => {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.baseUrl}${path}`, { headers });

  it.each(['/api/categories', '/api/nope', '/uploads/missing.png', '/graphql?query=%7B__typename%7D'])(
    '%s denies camera, microphone, geolocation, payment and other unused browser features (Permissions-Policy)',
    async (path) => {
      const response = await get(path, { 'apollo-require-preflight': 'true' });
      await response.arrayBuffer();
      const policy = response.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
    },
  );

  it('marks every signed-in answer no-store (staff REST and GraphQL, shopper data) and leaves anonymous catalogue reads alone', async () => {
    const staff = { authorization: `Bearer ${app.editor.token}` };
    const [{ id: customerId }] = await app.db.orm.em
      .fork()
      .getConnection()
      .execute(`insert into customer (name, email) values ('No Store', 'no-store-${Date.now()}@shop.test') returning id`);
    const shopper = { authorization: `Bearer ${await app.tokens.sign(CUSTOMER_AUDIENCE, customerId)}` };
    const answers = {
      'staff REST': await get('/api/admin/me', staff),
      'staff GraphQL': await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { ...staff, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { id } }' }),
      }),
      'shopper REST': await get('/api/auth/me', shopper),
      'a sign-in answer': await fetch(`${app.baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: app.editor.admin.email, password: app.editor.password }),
      }),
    };
    for (const [label, response] of Object.entries(answers)) {
      await response.arrayBuffer();
      expect(response.status, label).toBeLessThan(500);
      expect(response.headers.get('cache-control'), label).toBe('no-store');
    }
    const anonymous = await get('/api/categories');
    await anonymous.arrayBuffer();
    expect(anonymous.headers.get('cache-control')).toBeNull();
  });

  it('answers a missing upload with a JSON 404 like the API, not an HTML page', async () => {
    const response = await get('/uploads/missing.png');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});

describe('CORS', () => {
  const fromOrigin = (target: TestApp, origin: string, init: RequestInit = {}, path = '/api/categories') =>
    fetch(`${target.baseUrl}${path}`, { ...init, headers: { origin, ...(init.headers as Record<string, string>) } });
  const preflight = (target: TestApp, origin: string) =>
    fromOrigin(
      target,
      origin,
      { method: 'OPTIONS', headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' } },
      '/graphql',
    );

  it('by default gives no Access-Control-Allow-Origin to another site, for requests or preflights', async () => {
    const response = await fromOrigin(app, 'https://evil.example');
    await response.arrayBuffer();
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await preflight(app, 'https://evil.example');
    await pre.arrayBuffer();
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('with corsOrigins set, allows that origin (requests and preflights) and still not another', async () => {
    const allowed = await fromOrigin(shopApp, 'https://shop.example');
    await allowed.arrayBuffer();
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    const pre = await preflight(shopApp, 'https://shop.example');
    await pre.arrayBuffer();
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://shop.example');

    for (const origin of ['https://evil.example', 'https://shop.example.evil.example', 'http://shop.example', 'null']) {
      const refused = await fromOrigin(shopApp, origin);
      await refused.arrayBuffer();
      expect(refused.headers.get('access-control-allow-origin'), origin).toBeNull();
      const refusedPre = await preflight(shopApp, origin);
      await refusedPre.arrayBuffer();
      expect(refusedPre.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});

describe('request body limits', () => {
  it('refuses a JSON body over 100 KB to /api/admin/login with 413 and never checks it', async () => {
    const response = await fetch(`${app.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@shop.test', password: 'x'.repeat(110 * 1024) }),
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expectNoStackTrace(body);
  });

  it('accepts a JSON body just under 100 KB (refused for its content, not its size)', async () => {
    const response = await fetch(`${app.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@shop.test', padding: 'x'.repeat(90 * 1024) }),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a GraphQL JSON body over 1 MB with 413', async () => {
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(1100 * 1024) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).not.toMatch(/\n\s+at /);
  });
});
