/**
 * Fuzz of every REST route the router has: hostile path parameters, query parameters (bad values and
 * repeated ones), JSON body fields (every field the route reads, with valid values in the others),
 * malformed JSON, bodies of the wrong content type, and broken multipart forms for the routes taking an
 * image. As the Super Admin, and as a shopper for the shopper's routes.
 *
 *   every answer        below 500, no INTERNAL_SERVER_ERROR, no stack trace
 *   refused values      a 4xx, and the database (every table) and upload folder exactly as before
 *   unstorable text     400 BAD_USER_INPUT naming the field (NUL and unpaired surrogates never reach PostgreSQL)
 *   odd values          may be accepted
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../test-support/api-routes.js';
import { createFuzzFixtures, type FuzzFixtures } from '../test-support/fuzz-fixtures.js';
import { answerOf, type FuzzAnswer, Findings, fingerprint, namesField, rotatingSample, runLimited } from '../test-support/fuzz-run.js';
import { type FuzzValue, PATH_VALUES, QUERY_VALUES, REST_VALUES, type RestKind, toJsonText } from '../test-support/fuzz-values.js';
import { formWith, imageSamples } from '../test-support/images.js';
import { malformedImageForms, malformedJsonBodies, type RawBody } from '../test-support/malformed-bodies.js';
import { CART_LINE_FIELDS, type RouteSpec, restRouteSpecs, validCartLine } from '../test-support/rest-fuzz-routes.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let app: TestApp;
let fx: FuzzFixtures;
let specs: Record<string, RouteSpec>;

beforeAll(async () => {
  app = await startTestApp({ signUpsPerIpPerHour: 1_000_000, resetRequestsPerIpPerHour: 1_000_000 });
  fx = await createFuzzFixtures(app);
  specs = restRouteSpecs(fx);
});
afterAll(() => app?.close());

// ───────────────────────────── requests ─────────────────────────────

interface FuzzRequest {
  name: string;
  hostile: FuzzValue;
  /** The field or parameter the hostile value sits in (for "names the field"). */
  field: string;
  intendedCaller: boolean;
  send(): Promise<FuzzAnswer>;
}

type Body = { contentType: string; body: string | Buffer | FormData; headers?: Record<string, string> } | undefined;

const routes = () => Object.entries(specs).map(([name, spec]) => ({ name, method: name.split(' ')[0], path: name.split(' ')[1], spec }));
type Route = ReturnType<typeof routes>[number];

function callersOf(spec: RouteSpec) {
  return [
    ...(spec.shopper ? [{ who: 'shopper', token: fx.shopper.token, intended: true }] : []),
    { who: 'Super Admin', token: fx.superAdmin.token, intended: !spec.shopper },
  ];
}

/** The route's path with its parameters filled in: `raw` ones as given (already percent-encoded), the rest valid. */
function pathOf(route: Route, raw: Record<string, string> = {}) {
  return route.path.replace(/:(\w+)/g, (_m, name: string) => raw[name] ?? encodeURIComponent(String(route.spec.params?.[name] ?? 1)));
}

async function call(method: string, path: string, token: string, body: Body): Promise<FuzzAnswer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...body?.headers };
  if (body && !(body.body instanceof FormData)) headers['content-type'] = body.contentType;
  const url = `${app.baseUrl}${path}`;
  // fetch resolves dot segments (`%2E%2E` too) before sending, so such a path would reach another route: sent as written.
  if (new URL(url).pathname !== path.split('?')[0]) return sendAsWritten(method, path, headers, body);
  return answerOf(await fetch(url, { method, headers, body: body?.body }));
}

/** A request whose path goes out exactly as written, as a client that does not normalise URLs sends it. */
async function sendAsWritten(method: string, path: string, headers: Record<string, string>, body: Body): Promise<FuzzAnswer> {
  const encoded = body && new Request('http://localhost', { method: 'POST', body: body.body, headers: body.body instanceof FormData ? {} : { 'content-type': body.contentType } });
  const bytes = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
  const { hostname, port } = new URL(app.baseUrl);
  const allHeaders = { ...headers, ...(encoded ? { 'content-type': encoded.headers.get('content-type')! } : {}) };
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, method, path, headers: allHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => void answerOf(new Response(Buffer.concat(chunks), { status: response.statusCode })).then(resolve, reject));
    });
    request.on('error', reject).end(bytes);
  });
}

const jsonBody = (value: Record<string, unknown>): Body => ({ contentType: 'application/json', body: toJsonText(value) });
const validBody = (route: Route): Body => (route.spec.body ? jsonBody(route.spec.body.valid()) : undefined);
const rawBody = (raw: RawBody): Body => ({ contentType: raw.contentType, body: raw.body, headers: raw.headers });

function requests(route: Route, hostile: FuzzValue, field: string, what: string, make: () => { path: string; body: Body }): FuzzRequest[] {
  return callersOf(route.spec).map(({ who, token, intended }) => ({
    name: `${route.name} ${what} as ${who}`,
    hostile,
    field: route.spec.names?.[field] ?? field,
    intendedCaller: intended,
    send: () => {
      const { path, body } = make();
      return call(route.method, path, token, body);
    },
  }));
}

function pathRequests(route: Route): FuzzRequest[] {
  const params = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  return params.flatMap((param) =>
    PATH_VALUES.flatMap((value) =>
      requests(route, value, param, `(:${param} = ${value.label})`, () => ({ path: pathOf(route, { [param]: value.value as string }), body: validBody(route) })),
    ),
  );
}

const sampleOdd = rotatingSample();
/** Odd values sent per body field (all of them are sent across the routes). */
const ODD_PER_FIELD = 6;

/** Every refused value of a kind, and a rotating few of its odd ones. */
const valuesOf = (kind: RestKind) => [
  ...REST_VALUES[kind].filter((value) => value.class !== 'odd'),
  ...sampleOdd(REST_VALUES[kind].filter((value) => value.class === 'odd'), ODD_PER_FIELD),
];

/** Text a multipart form can carry: strings whose UTF-8 is what was meant (no unpaired surrogates). */
const formText = (value: unknown): value is string => typeof value === 'string' && !/[\ud800-\udfff]/.test(value.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''));

function bodyFieldRequests(route: Route): FuzzRequest[] {
  const body = route.spec.body;
  if (!body) return [];
  const path = pathOf(route);
  const asJson = (field: string, values: FuzzValue[], place: (value: unknown) => Record<string, unknown>) =>
    values.flatMap((value) => requests(route, value, field, `(body ${field} = ${value.label})`, () => ({ path, body: jsonBody(place(value.value)) })));
  const asForm = (field: string, values: FuzzValue[]) =>
    values
      .filter((value) => formText(value.value))
      .flatMap((value) =>
        requests(route, value, field, `(form ${field} = ${value.label})`, () => {
          const fields = { ...(body.valid() as Record<string, string>), [field]: value.value as string };
          return { path, body: { contentType: 'multipart/form-data', body: formWith(fields, { image: { bytes: imageSamples.png } }) } };
        }),
      );
  return Object.entries(body.fields).flatMap(([field, kind]) => [
    ...asJson(field, valuesOf(kind), (value) => ({ ...body.valid(), [field]: value })),
    ...(body.multipart ? asForm(field, valuesOf(kind)) : []),
    ...(kind === 'lines'
      ? Object.entries(CART_LINE_FIELDS).flatMap(([lineField, lineKind]) =>
          asJson(lineField, valuesOf(lineKind), (value) => ({ ...body.valid(), lines: [{ ...validCartLine(fx), [lineField]: value }] })),
        )
      : []),
  ]);
}

function malformedBodyRequests(route: Route): FuzzRequest[] {
  if (route.method !== 'POST' && route.method !== 'PUT') return [];
  const validText = Object.fromEntries(Object.entries(route.spec.body?.valid() ?? {}).map(([name, value]) => [name, String(value)]));
  const bodies = [...malformedJsonBodies(), ...(route.spec.image ? malformedImageForms(validText) : [])];
  return bodies.flatMap((raw) => requests(route, { label: raw.name, value: raw.name, class: raw.class }, 'body', `(${raw.name})`, () => ({ path: pathOf(route), body: rawBody(raw) })));
}

function queryRequests(route: Route): FuzzRequest[] {
  if (route.method !== 'GET') return [];
  const read = route.spec.query ?? [];
  const query = (q: string) => () => ({ path: `${pathOf(route)}?${q}`, body: undefined });
  return [
    ...(read.length ? read : ['search']).flatMap((param) => [
      ...QUERY_VALUES.map((value) => {
        const hostile: FuzzValue = { ...value, class: value.class === 'unstorable' && read.includes(param) ? 'unstorable' : 'odd' };
        return requests(route, hostile, param, `(?${param} = ${value.label})`, query(`${param}=${value.value}`));
      }).flat(),
      ...requests(route, { label: 'repeated', value: 'a,b', class: read.includes(param) ? 'refused' : 'odd' }, param, `(?${param} twice)`, query(`${param}=a&${param}=b`)),
    ]),
    ...requests(route, { label: 'a 20 KB query string', value: '', class: 'odd' }, 'query', '(a 20 KB query string)', query(`search=${'x'.repeat(20 * 1024)}`)),
  ];
}

// ───────────────────────────── judging ─────────────────────────────

async function fire(list: FuzzRequest[], findings: Findings) {
  await runLimited(
    list.map((request) => async () => {
      const answer = await request.send();
      findings.judge(request.name, answer);
      if (request.hostile.class !== 'odd' && !(answer.status >= 400 && answer.status < 500)) {
        findings.add(request.name, `not refused: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
      if (request.hostile.class === 'unstorable' && request.intendedCaller && answer.status < 500) {
        const error = answer.body?.error;
        if (answer.status !== 400 || error?.code !== 'BAD_USER_INPUT') findings.add(request.name, `answered ${answer.status} ${error?.code}, not 400 BAD_USER_INPUT: ${error?.message}`);
        else if (!namesField(error, request.field)) findings.add(request.name, `BAD_USER_INPUT not naming ${request.field}: ${error.message}`);
      }
    }),
  );
}

const everyRequest = () => routes().flatMap((route) => [...pathRequests(route), ...bodyFieldRequests(route), ...malformedBodyRequests(route), ...queryRequests(route)]);

describe('REST input fuzz', () => {
  it('knows what every route of the router reads (a new route must be added to the fuzz)', () => {
    expect(Object.keys(specs).sort()).toEqual(apiRoutes(app.handler).map((route) => route.name).sort());
  });

  it('refuses every hostile path parameter, query parameter, body field and malformed body with a 4xx, changing nothing', { timeout: 180_000 }, async () => {
    const findings = new Findings();
    const before = await fingerprint(app);
    await fire(everyRequest().filter((request) => request.hostile.class !== 'odd'), findings);
    expect(findings.problems, findings.report()).toEqual([]);
    expect(await fingerprint(app)).toEqual(before);
  });

  it('answers odd but storable values and bodies without a server error', { timeout: 120_000 }, async () => {
    const findings = new Findings();
    await fire(everyRequest().filter((request) => request.hostile.class === 'odd'), findings);
    expect(findings.problems, findings.report()).toEqual([]);
  });
});
