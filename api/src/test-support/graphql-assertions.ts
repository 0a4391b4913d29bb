import { expect } from 'vitest';

/** A GraphQL response body read straight from fetch. */
export type GraphQLBody = { data?: any; errors: { message: string; extensions?: { code?: string } }[] };

export type GraphQLResponse = { status: number; body: { data?: unknown; errors?: any[] } };

/** Fails on anything that looks like a leaked stack trace. */
export function expectNoStackTrace(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/stacktrace/i);
  expect(text).not.toMatch(/\bat [^"]*:\d+:\d+/); // "at fn (/path/file.ts:12:34)"
  expect(text).not.toMatch(/\\n\s+at /);
}

/** The request failed with exactly one GraphQL error carrying `code`, and no data or stack trace leaked. */
export function expectGraphQLError(response: GraphQLResponse, code: string) {
  expect(response.body.errors, JSON.stringify(response.body)).toHaveLength(1);
  expect(response.body.errors![0].extensions.code).toBe(code);
  expect(response.body.data ?? null).toBeNull();
  expect(response.status).not.toBe(500);
  expectNoStackTrace(response.body);
  return response.body.errors![0];
}
