import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlMultipart } from '../../test-support/graphql-multipart.js';
import { formWith, imageSamples } from '../../test-support/images.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

interface PackageJson {
  id: number;
  amount: number;
  price: string;
  gamepass_price: number;
  rate: string;
}

const PACKAGE_FIELDS = 'id amount price gamepassPrice rate';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function rest<T>(method: string, path: string, body?: FormData | object): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...app.staffHeaders };
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${app.baseUrl}${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

async function createOverRest(amount: number, price: string): Promise<PackageJson> {
  const { status, body } = await rest<PackageJson>('POST', '/api/topuprobux', formWith({ amount: String(amount), price }, { image: { bytes: imageSamples.png } }));
  expect(status).toBe(201);
  return body;
}

async function createOverGraphQL(amount: number, price: string) {
  const { body } = await graphqlMultipart(
    app,
    `mutation($image: Upload!, $input: CreateRobuxPackageInput!) { createRobuxPackage(image: $image, input: $input) { ${PACKAGE_FIELDS} } }`,
    { input: { amount, price }, image: null },
    { 'variables.image': { bytes: imageSamples.png } },
  );
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.createRobuxPackage as { id: number; amount: number; price: string; gamepassPrice: number; rate: string };
}

async function packagesOverGraphQL() {
  const { body } = await app.graphql(`{ robuxPackages { ${PACKAGE_FIELDS} } }`, undefined, null);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.robuxPackages as { id: number; gamepassPrice: number; rate: string }[];
}

// [amount, price, gamepass price = ceil(amount / 0.7), rate = price × 1000 / amount rounded half-up to the satang]
const CASES: [number, string, number, string][] = [
  [1000, '350.00', 1429, '350.00'],
  [700, '250.00', 1000, '357.14'], // a whole gamepass price stays whole: no float drift to 1001
  [1, '0.50', 2, '500.00'],
  [3, '1.00', 5, '333.33'],
  [999_999, '9999999.99', 1_428_570, '10000.01'], // 9,999,990 / 7 is whole; 10,000.0099… rounds up
  [1700, '659.00', 2429, '387.65'],
  [4500, '1690.00', 6429, '375.56'],
  [16, '0.01', 23, '0.63'], // 0.625: half-up, as the accounts' prices round
];

describe('a Robux package’s gamepass price and rate per 1,000 Robux', () => {
  it.each(CASES)('%i Robux at ฿%s: a gamepass priced %i Robux, rate %s, over REST and GraphQL', async (amount, price, gamepassPrice, rate) => {
    const created = await createOverRest(amount, price);
    expect(created).toMatchObject({ amount, gamepass_price: gamepassPrice, rate });
    expect((await rest<PackageJson>('GET', `/api/topuprobux/${created.id}`)).body).toMatchObject({ gamepass_price: gamepassPrice, rate });
    expect((await rest<PackageJson[]>('GET', '/api/topuprobux')).body.find((p) => p.id === created.id)).toMatchObject({ gamepass_price: gamepassPrice, rate });
    expect((await packagesOverGraphQL()).find((p) => p.id === created.id)).toMatchObject({ gamepassPrice, rate });

    const made = await createOverGraphQL(amount, price);
    expect(made).toMatchObject({ amount, gamepassPrice, rate });
  });

  it('follows an edit of the amount or the price at once, in the answer to the edit', async () => {
    const created = await createOverRest(1000, '350.00');
    const edited = await rest<PackageJson>('PUT', `/api/topuprobux/${created.id}`, { amount: 2000, price: '650.00' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ gamepass_price: 2858, rate: '325.00' });

    const { body } = await app.graphql(
      `mutation($id: Int!, $input: UpdateRobuxPackageInput!) { updateRobuxPackage(id: $id, input: $input) { ${PACKAGE_FIELDS} } }`,
      { id: created.id, input: { amount: 80, price: '35' } },
    );
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(body.data.updateRobuxPackage).toMatchObject({ gamepassPrice: 115, rate: '437.50' });
  });

  it('asks at checkout for the same gamepass price the package shows', async () => {
    const created = await createOverRest(1000, '350.00');
    const { body } = await app.graphql(
      'query ($lines: [CartLineInput!]!) { checkoutPreview(lines: $lines) { lines { gamepassPrice } } }',
      { lines: [{ packageId: created.id, quantity: 1 }] },
      null,
    );
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(body.data.checkoutPreview.lines).toEqual([{ gamepassPrice: created.gamepass_price }]);
  });
});
