import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formWith, imageSamples } from '../../test-support/images.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Every category row and the audit trail, read straight from the database, plus the upload folder. */
async function databaseAndUploads() {
  const connection = app.db.orm.em.fork().getConnection();
  return {
    categories: await connection.execute('select * from category order by id'),
    audit: await connection.execute('select * from audit_entry order by id'),
    uploads: (await app.uploadedFiles()).sort(),
  };
}

const categoryNames = async () => ((await (await fetch(`${app.baseUrl}/api/categories`)).json()) as { name: string }[]).map((c) => c.name);

describe('REST /api/categories', () => {
  it('lists the six seeded games in the spec order with {id, name, image}', async () => {
    const response = await fetch(`${app.baseUrl}/api/categories`);
    expect(response.status).toBe(200);
    const categories = (await response.json()) as { name: string; coming_soon: boolean }[];
    expect(categories.map((c) => c.name)).toEqual([
      'Blox Fruits', 'Rivals', 'Pets Go!', 'Anime Vanguards', 'King Legacy', 'Murder Mystery 2',
    ]);
    expect(categories[0]).toMatchObject({ id: expect.any(Number), name: 'Blox Fruits', image: expect.stringMatching(/^\/images\//) });
    expect(categories.find((c) => c.name === 'Murder Mystery 2')?.coming_soon).toBe(true);
  });

  it('filters by a trimmed, case-insensitive part of the name', async () => {
    const response = await fetch(`${app.baseUrl}/api/categories?search=${encodeURIComponent('  FRUIT ')}`);
    expect(((await response.json()) as { name: string }[]).map((c) => c.name)).toEqual(['Blox Fruits']);
  });

  it('takes a search of at most 100 characters, in GraphQL as in REST (400 / BAD_USER_INPUT naming search)', async () => {
    const longest = 'a'.repeat(100);
    const tooLong = 'a'.repeat(101);
    expect((await fetch(`${app.baseUrl}/api/categories?search=${longest}`)).status).toBe(200);
    const rest = await fetch(`${app.baseUrl}/api/categories?search=${tooLong}`);
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { error: unknown }).error).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'search' }] });

    const search = 'query($search: String) { categories(search: $search) { id } }';
    expect((await app.graphql(search, { search: longest }, null)).body).toEqual({ data: { categories: [] } });
    const { body } = await app.graphql(search, { search: 'a'.repeat(50_000) }, null);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'search' }] });
  });

  it('creates a category from a multipart form with an image, storing the image', async () => {
    const response = await fetch(`${app.baseUrl}/api/categories`, {
      method: 'POST',
      headers: app.staffHeaders,
      body: formWith({ name: '  Grow a Garden  ' }, { image: { bytes: imageSamples.png } }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { image: string };
    expect(created).toMatchObject({ name: 'Grow a Garden', image: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/) });
    const image = await fetch(`${app.baseUrl}${created.image}`);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a duplicate name, ignoring case, with 409 and stores nothing', async () => {
    const filesBefore = await app.uploadedFiles();
    const response = await fetch(`${app.baseUrl}/api/categories`, {
      method: 'POST',
      headers: app.staffHeaders,
      body: formWith({ name: 'blox fruits' }, { image: { bytes: imageSamples.png } }),
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('CONFLICT');
    expect(await app.uploadedFiles()).toEqual(filesBefore);
    expect((await categoryNames()).filter((n) => n.toLowerCase() === 'blox fruits')).toHaveLength(1);
  });

  it('refuses a valid new category sent without a token with 401 UNAUTHENTICATED, storing and recording nothing', async () => {
    const before = await databaseAndUploads();
    const response = await fetch(`${app.baseUrl}/api/categories`, {
      method: 'POST',
      body: formWith({ name: 'Tokenless Game' }, { image: { bytes: imageSamples.png } }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    expect(await databaseAndUploads()).toEqual(before);
    expect(await categoryNames()).not.toContain('Tokenless Game');
  });
});
