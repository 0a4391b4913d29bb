import { randomBytes, randomUUID } from 'node:crypto';
import { CUSTOMER_AUDIENCE } from '../modules/auth/tokens.js';
import { Customer } from '../modules/customer/customer.entity.js';
import type { TestApp } from './test-app.js';

export interface Shopper {
  id: number;
  token: string;
  /** Calls the REST API as this shopper. */
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

/** A signed-in shopper (a customer row and its token), made straight in the database. */
export async function newShopper(app: TestApp): Promise<Shopper> {
  const em = app.db.orm.em.fork();
  const tag = randomBytes(4).toString('hex');
  const customer = em.create(Customer, { email: `shopper-${tag}@shop.test`, name: `Shopper ${tag}`, username: `shopper${tag}`, emailConfirmedAt: new Date() });
  await em.flush();
  const token = await app.tokens.sign(CUSTOMER_AUDIENCE, customer.id);
  return { id: customer.id, token, call: (method, path, body) => callAs(app, token, method, path, body) };
}

export async function callAs(app: TestApp, token: string | undefined, method: string, path: string, body?: unknown) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // a CSV or other text stays as it is
  }
  return { status: response.status, body: parsed as any };
}

/** A checkout body for POST /api/orders with a fresh idempotency key. */
export function orderBody(lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  return { lines, roblox_username: 'Builder_Bob', idempotency_key: randomUUID(), ...extra };
}
