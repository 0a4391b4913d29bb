import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRobuxPackages } from '../../seeders/catalogue.data.js';
import { formWith, imageSamples, svgImage } from '../../test-support/images.js';
import { storedFilesOf } from '../../test-support/stored-files.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { thumbnailUrlOf } from '../uploads/thumbnail.js';

interface PackageJson {
  id: number;
  amount: number;
  price: string;
  image_url: string;
  gamepass_price: number;
  rate: string;
}

interface ErrorJson {
  error: { code: string; message: string };
}

const MONEY = /^\d+\.\d{2}$/;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Calls as the signed-in Editor, unless `signedIn` is false (then with no Authorization header at all). */
async function call<T>(method: string, path: string, body?: unknown, signedIn = true): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = signedIn ? { ...app.staffHeaders } : {};
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${app.baseUrl}${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

async function listPackages(): Promise<PackageJson[]> {
  const { status, body } = await call<PackageJson[]>('GET', '/api/topuprobux');
  expect(status).toBe(200);
  return body;
}

function packageForm(fields: Record<string, string>, image: Buffer | null = imageSamples.png) {
  return formWith(fields, image ? { image: { bytes: image } } : {});
}

async function createPackage(amount: number, price = '99.00'): Promise<PackageJson> {
  const { status, body } = await call<PackageJson>('POST', '/api/topuprobux', packageForm({ amount: String(amount), price }));
  expect(status).toBe(201);
  return body;
}

async function uploadImage(bytes: Buffer = imageSamples.webp): Promise<string> {
  const { status, body } = await call<{ secure_url: string }>('POST', '/api/uploads', formWith({}, { image: { bytes } }));
  expect(status).toBe(201);
  return body.secure_url;
}

/** What a refused request must leave untouched: every package as it was, and the upload folder. */
async function stateOfShop() {
  return { packages: await listPackages(), uploads: (await app.uploadedFiles()).sort() };
}

/** Every package row and the audit trail, read straight from the database, plus the upload folder. */
async function databaseAndUploads() {
  const connection = app.db.orm.em.fork().getConnection();
  return {
    robuxPackages: await connection.execute('select * from robux_package order by id'),
    audit: await connection.execute('select * from audit_entry order by id'),
    uploads: (await app.uploadedFiles()).sort(),
  };
}

describe('GET /api/topuprobux', () => {
  it('lists the packages as {id, amount, price, image_url, gamepass_price, rate}, smallest first', async () => {
    const packages = await listPackages();
    expect(Array.isArray(packages)).toBe(true);
    for (const robuxPackage of packages) {
      expect(robuxPackage).toMatchObject({
        id: expect.any(Number),
        amount: expect.any(Number),
        price: expect.stringMatching(MONEY),
        image_url: expect.any(String),
        gamepass_price: expect.any(Number),
        rate: expect.stringMatching(MONEY),
      });
    }
    const amounts = packages.map((p) => p.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const seeded = packages.filter((p) => seedRobuxPackages.some((s) => s.amount === p.amount));
    expect(seeded.map((p) => [p.amount, p.price])).toEqual(seedRobuxPackages.map((s) => [s.amount, s.price]));
    expect(seeded.map((p) => p.amount)).toEqual([80, 400, 800, 1700, 4500, 10000]);
  });

  it('GET /api/topuprobux/:id answers one package; unknown or non-numeric ids answer 404', async () => {
    const [first] = await listPackages();
    expect(await call('GET', `/api/topuprobux/${first.id}`)).toEqual({ status: 200, body: first });
    for (const id of ['abc', '0', '99999999']) {
      const { status, body } = await call<ErrorJson>('GET', `/api/topuprobux/${id}`);
      expect(status, id).toBe(404);
      expect(body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('POST /api/topuprobux (multipart)', () => {
  it('creates a package, answers 201 with its JSON, stores the image and lists it in amount order', async () => {
    const filesBefore = await app.uploadedFiles();
    const { status, body } = await call<PackageJson>('POST', '/api/topuprobux', packageForm({ amount: ' 250 ', price: '99.5' }));
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: expect.any(Number), amount: 250, price: '99.50', image_url: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/) });
    const filesAfter = await app.uploadedFiles();
    expect(filesAfter.filter((f) => !filesBefore.includes(f)).sort()).toEqual(storedFilesOf(body.image_url));

    const image = await fetch(`${app.baseUrl}${body.image_url}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const amounts = (await listPackages()).map((p) => p.amount);
    expect(amounts.indexOf(250)).toBeGreaterThan(amounts.indexOf(80));
    expect(amounts.indexOf(250)).toBeLessThan(amounts.indexOf(400));
  });

  it.each([
    ['a missing image', { amount: '500', price: '10.00' }, null],
    ['amount "0"', { amount: '0', price: '10.00' }, imageSamples.png],
    ['amount "1.5"', { amount: '1.5', price: '10.00' }, imageSamples.png],
    ['amount "-3"', { amount: '-3', price: '10.00' }, imageSamples.png],
    ['amount "abc"', { amount: 'abc', price: '10.00' }, imageSamples.png],
    ['a missing amount', { price: '10.00' }, imageSamples.png],
    ['price "0"', { amount: '500', price: '0' }, imageSamples.png],
    ['price "-5"', { amount: '500', price: '-5' }, imageSamples.png],
    ['price "1.234"', { amount: '500', price: '1.234' }, imageSamples.png],
    ['price "10000000"', { amount: '500', price: '10000000' }, imageSamples.png],
    ['a missing price', { amount: '500' }, imageSamples.png],
  ] as [string, Record<string, string>, Buffer | null][])(
    'refuses %s with 400 BAD_USER_INPUT, adding no package and storing no file',
    async (_label, fields, image) => {
      const before = await stateOfShop();
      const { status, body } = await call<ErrorJson>('POST', '/api/topuprobux', packageForm(fields, image));
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.any(String) });
      expect(await stateOfShop()).toEqual(before);
    },
  );

  it('refuses an SVG image with 415, adding no package and storing no file', async () => {
    const before = await stateOfShop();
    const { status, body } = await call<ErrorJson>('POST', '/api/topuprobux', packageForm({ amount: '500', price: '10.00' }, svgImage));
    expect(status).toBe(415);
    expect(body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await stateOfShop()).toEqual(before);
  });
});

describe('PUT /api/topuprobux/:id (JSON {amount, price, image_url})', () => {
  it('persists amount, price and an image_url that POST /api/uploads returned', async () => {
    const robuxPackage = await createPackage(1234);
    const imageUrl = await uploadImage();
    const { status, body } = await call<PackageJson>('PUT', `/api/topuprobux/${robuxPackage.id}`, {
      amount: 1300,
      price: '499.9',
      image_url: imageUrl,
    });
    expect(status).toBe(200);
    const expected = {
      id: robuxPackage.id,
      amount: 1300,
      price: '499.90',
      image_url: imageUrl,
      thumbnail_url: thumbnailUrlOf(imageUrl),
      gamepass_price: 1858,
      rate: '384.54',
    };
    expect(body).toEqual(expected);
    expect((await call('GET', `/api/topuprobux/${robuxPackage.id}`)).body).toEqual(expected);
    expect((await listPackages()).find((p) => p.id === robuxPackage.id)).toEqual(expected);
    const image = await fetch(`${app.baseUrl}${imageUrl}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('accepts the values as text, as a form would send them', async () => {
    const robuxPackage = await createPackage(1235);
    const { status, body } = await call<PackageJson>('PUT', `/api/topuprobux/${robuxPackage.id}`, {
      amount: '1236',
      price: '12',
      image_url: robuxPackage.image_url,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ ...robuxPackage, amount: 1236, price: '12.00', gamepass_price: 1766, rate: '9.71' });
  });

  it('keeps the current image when image_url is left out (not a 500)', async () => {
    const robuxPackage = await createPackage(1237);
    const { status, body } = await call<PackageJson>('PUT', `/api/topuprobux/${robuxPackage.id}`, { amount: 1238, price: '15.00' });
    expect(status).toBe(200);
    expect(body).toEqual({ ...robuxPackage, amount: 1238, price: '15.00', gamepass_price: 1769, rate: '12.12' });
  });

  it.each([
    ['an image_url that is not in the upload folder', { image_url: '/uploads/00000000-0000-0000-0000-000000000000.png' }],
    ['an image_url on another host', { image_url: 'https://evil.example/robux.png' }],
    ['an image_url that climbs out of the folder', { image_url: '/uploads/../package.json' }],
    ['amount 0', { amount: 0 }],
    ['amount "1.5"', { amount: '1.5' }],
    ['price "0"', { price: '0' }],
    ['price "1.234"', { price: '1.234' }],
    ['price 10000000', { price: 10000000 }],
  ])('refuses %s with 400 BAD_USER_INPUT and changes nothing', async (_label, change) => {
    const robuxPackage = await createPackage(2222);
    const before = await stateOfShop();
    const { status, body } = await call<ErrorJson>('PUT', `/api/topuprobux/${robuxPackage.id}`, {
      amount: robuxPackage.amount,
      price: robuxPackage.price,
      image_url: robuxPackage.image_url,
      ...change,
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_USER_INPUT');
    expect(await stateOfShop()).toEqual(before);
  });

  it('answers 404 for an unknown or non-numeric id', async () => {
    for (const id of ['abc', '99999999']) {
      const { status, body } = await call<ErrorJson>('PUT', `/api/topuprobux/${id}`, { amount: 5, price: '1.00' });
      expect(status, id).toBe(404);
      expect(body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('package writes without a token', () => {
  it('refuses POST, PUT and DELETE with 401 UNAUTHENTICATED, changing nothing in the database or the upload folder', async () => {
    const robuxPackage = await createPackage(4444);
    const imageUrl = await uploadImage();
    const before = await databaseAndUploads();

    const writes: [string, { status: number; body: Partial<ErrorJson> }][] = [
      ['POST', await call<Partial<ErrorJson>>('POST', '/api/topuprobux', packageForm({ amount: '4445', price: '10.00' }), false)],
      ['PUT', await call<Partial<ErrorJson>>('PUT', `/api/topuprobux/${robuxPackage.id}`, { amount: 4446, price: '1.00', image_url: imageUrl }, false)],
      ['DELETE', await call<Partial<ErrorJson>>('DELETE', `/api/topuprobux/${robuxPackage.id}`, undefined, false)],
    ];
    for (const [label, response] of writes) {
      expect(response.status, label).toBe(401);
      expect(response.body.error, label).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    }

    expect(await databaseAndUploads()).toEqual(before);
    expect((await call('GET', `/api/topuprobux/${robuxPackage.id}`)).body).toEqual(robuxPackage);
  });
});

describe('DELETE /api/topuprobux/:id', () => {
  it('deletes the package; afterwards it is gone from GET and the list', async () => {
    const robuxPackage = await createPackage(3333);
    const { status } = await call('DELETE', `/api/topuprobux/${robuxPackage.id}`);
    expect(status).toBe(200);
    const after = await call<ErrorJson>('GET', `/api/topuprobux/${robuxPackage.id}`);
    expect(after.status).toBe(404);
    expect(after.body.error.code).toBe('NOT_FOUND');
    expect((await listPackages()).map((p) => p.id)).not.toContain(robuxPackage.id);
  });

  it('answers 404 for an unknown or non-numeric id and deletes nothing', async () => {
    const before = await stateOfShop();
    for (const id of ['abc', '99999999']) {
      const { status, body } = await call<ErrorJson>('DELETE', `/api/topuprobux/${id}`);
      expect(status, id).toBe(404);
      expect(body.error.code).toBe('NOT_FOUND');
    }
    expect(await stateOfShop()).toEqual(before);
  });
});
