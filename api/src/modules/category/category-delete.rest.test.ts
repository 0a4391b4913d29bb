import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCategories } from '../../seeders/catalogue.data.js';
import { formWith, imageSamples } from '../../test-support/images.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

interface CategoryJson {
  id: number;
  name: string;
  image: string;
}

interface ItemJson {
  id: number;
  name: string;
  category_id: number;
}

interface ErrorJson {
  error: { code: string; message: string };
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Calls as the signed-in Editor, unless `signedIn` is false (then with no Authorization header at all). */
async function call<T>(method: string, path: string, body?: FormData, signedIn = true): Promise<{ status: number; body: T }> {
  const response = await fetch(`${app.baseUrl}${path}`, { method, body, headers: signedIn ? app.staffHeaders : {} });
  return { status: response.status, body: (await response.json()) as T };
}

async function listCategories(): Promise<CategoryJson[]> {
  const { status, body } = await call<CategoryJson[]>('GET', '/api/categories');
  expect(status).toBe(200);
  return body;
}

const categoryNamed = async (name: string) => (await listCategories()).find((c) => c.name === name)!;
const itemsOf = async (categoryId: number) => (await call<ItemJson[]>('GET', `/api/items?category_id=${categoryId}`)).body;

async function createCategory(name: string): Promise<CategoryJson> {
  const { status, body } = await call<CategoryJson>('POST', '/api/categories', formWith({ name }, { image: { bytes: imageSamples.png } }));
  expect(status).toBe(201);
  return body;
}

/** What a refused request must leave untouched: the games, every item, and the upload folder. */
async function stateOfShop() {
  return {
    categories: await listCategories(),
    items: (await call<ItemJson[]>('GET', '/api/items')).body,
    uploads: (await app.uploadedFiles()).sort(),
  };
}

/** Every catalogue row and the audit trail, read straight from the database, plus the upload folder. */
async function databaseAndUploads() {
  const connection = app.db.orm.em.fork().getConnection();
  return {
    categories: await connection.execute('select * from category order by id'),
    items: await connection.execute('select * from item order by id'),
    audit: await connection.execute('select * from audit_entry order by id'),
    uploads: (await app.uploadedFiles()).sort(),
  };
}

describe('DELETE /api/categories/:id', () => {
  it.each(['Blox Fruits', 'Murder Mystery 2'])('refuses to delete %s while it still has items: 409 CONFLICT, nothing deleted', async (name) => {
    const category = await categoryNamed(name);
    const seededItems = seedCategories.find((c) => c.name === name)!.items.length;
    expect(await itemsOf(category.id)).toHaveLength(seededItems);
    const before = await stateOfShop();

    const { status, body } = await call<ErrorJson>('DELETE', `/api/categories/${category.id}`);
    expect(status).toBe(409);
    expect(body.error).toMatchObject({ code: 'CONFLICT', message: expect.any(String) });

    expect(await call('GET', `/api/categories/${category.id}`)).toEqual({ status: 200, body: expect.objectContaining(category) });
    expect(await itemsOf(category.id)).toHaveLength(seededItems);
    expect(await stateOfShop()).toEqual(before);
  });

  it('deletes an empty category: 200, then it is gone from GET and the list', async () => {
    const category = await createCategory('Short-lived Game');
    const { status, body } = await call<{ deleted: boolean; id: number }>('DELETE', `/api/categories/${category.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ deleted: true, id: category.id });

    const after = await call<ErrorJson>('GET', `/api/categories/${category.id}`);
    expect(after.status).toBe(404);
    expect(after.body.error.code).toBe('NOT_FOUND');
    expect((await listCategories()).map((c) => c.id)).not.toContain(category.id);
    expect((await call<ErrorJson>('DELETE', `/api/categories/${category.id}`)).status).toBe(404);
  });

  it('a category becomes deletable once its last item is deleted', async () => {
    const category = await createCategory('Game With One Item');
    const created = await call<ItemJson>(
      'POST',
      '/api/items',
      formWith({ name: 'Lonely Item', category_id: String(category.id), price: '5.00', rarity: 'Common' }, { image: { bytes: imageSamples.png } }),
    );
    expect(created.status).toBe(201);

    expect((await call<ErrorJson>('DELETE', `/api/categories/${category.id}`)).status).toBe(409);
    expect((await call<ItemJson>('GET', `/api/items/${created.body.id}`)).status).toBe(200);

    expect((await call('DELETE', `/api/items/${created.body.id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/categories/${category.id}`)).status).toBe(200);
    expect((await call('GET', `/api/categories/${category.id}`)).status).toBe(404);
  });

  it('refuses to delete an empty category without a token: 401 UNAUTHENTICATED, nothing changed in the database or the upload folder', async () => {
    const category = await createCategory('Guarded Empty Game');
    const before = await databaseAndUploads();

    const { status, body } = await call<ErrorJson>('DELETE', `/api/categories/${category.id}`, undefined, false);
    expect(status).toBe(401);
    expect(body.error).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });

    expect(await databaseAndUploads()).toEqual(before);
    expect(await call('GET', `/api/categories/${category.id}`)).toEqual({ status: 200, body: category });
  });

  it.each(['99999999', 'abc', '0', '-1'])('answers 404 NOT_FOUND for the id %s and deletes nothing', async (id) => {
    const before = await stateOfShop();
    const { status, body } = await call<ErrorJson>('DELETE', `/api/categories/${id}`);
    expect(status).toBe(404);
    expect(body.error.code).toBe('NOT_FOUND');
    expect(await stateOfShop()).toEqual(before);
  });
});

describe('POST /api/categories refusals', () => {
  it.each([
    ['a missing image', { name: 'No Image Game' }, false],
    ['a missing name', {}, true],
    ['an empty name', { name: '' }, true],
    ['a name of only spaces', { name: '   ' }, true],
    ['a 101-character name', { name: 'g'.repeat(101) }, true],
  ] as [string, Record<string, string>, boolean][])(
    'refuses %s with 400 BAD_USER_INPUT, adding no category and storing no file',
    async (_label, fields, withImage) => {
      const before = await stateOfShop();
      const form = formWith(fields, withImage ? { image: { bytes: imageSamples.png } } : {});
      const { status, body } = await call<ErrorJson>('POST', '/api/categories', form);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.any(String) });
      expect(await stateOfShop()).toEqual(before);
    },
  );
});
