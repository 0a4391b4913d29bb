import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ contents: 'empty' });
});
afterAll(() => app.close());

async function send(method: string, urlPath: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${app.baseUrl}${urlPath}`, { method, ...init });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
}

const JSON_BODY = { 'content-type': 'application/json' };

describe('client errors raised by the HTTP layer answer their 4xx as JSON', () => {
  it.each([
    ['a badly percent-encoded REST path', 'GET', '/api/items/%E0%A4%A', {}, 400, 'BAD_USER_INPUT'],
    ['a badly percent-encoded staff path', 'PUT', '/api/admin/update/%E0%A4%A', {}, 400, 'BAD_USER_INPUT'],
    ['a JSON body that does not parse', 'PUT', '/api/items/adjust-prices', { body: '{"percentage":', headers: JSON_BODY }, 400, 'BAD_USER_INPUT'],
    ['a JSON body over the REST limit', 'PUT', '/api/items/adjust-prices', { body: JSON.stringify({ pad: 'x'.repeat(200_000) }), headers: JSON_BODY }, 413, 'PAYLOAD_TOO_LARGE'],
    ['a JSON body in an unknown charset', 'POST', '/graphql', { body: '{}', headers: { 'content-type': 'application/json; charset=klingon' } }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ])('%s', async (_label, method, urlPath, init, status, code) => {
    const reply = await send(method, urlPath, init);
    expect(reply.status, reply.text).toBe(status);
    expect(reply.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(reply.text)).toEqual({ error: { code, message: expect.any(String) } });
    expect(reply.text).not.toMatch(/URIError|at \w+ \(/);
  });
});
