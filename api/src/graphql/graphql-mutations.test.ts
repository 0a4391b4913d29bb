import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlMultipart, multipartForm, type UploadFile } from '../test-support/graphql-multipart.js';
import { imageSamples, svgImage } from '../test-support/images.js';
import { expectGraphQLError, expectNoStackTrace, type GraphQLBody } from '../test-support/graphql-assertions.js';
import { storedFilesOf } from '../test-support/stored-files.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// Tests share one database: each creates what it changes, or compares before and after.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Response = { status: number; body: { data?: any; errors?: any[]; error?: { code: string; message: string } } };

function dataOf(response: Response) {
  expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
  expect(response.status).toBe(200);
  return response.body.data;
}

const gql = async (query: string, variables?: Record<string, unknown>) => dataOf(await app.graphql(query, variables));

/** A multipart GraphQL request with one file in `variables.<variable>`, sent with the target app's Editor token. */
const withFile = (query: string, variables: Record<string, unknown>, variable: string, file: UploadFile, target = app) =>
  graphqlMultipart(target, query, { ...variables, [variable]: null }, { [`variables.${variable}`]: file });

const png = { bytes: imageSamples.png };
const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** Every catalogue row, read straight from the database, to prove that a refused request changed nothing. */
async function catalogueSnapshot() {
  const connection = app.db.orm.em.fork().getConnection();
  return {
    categories: await connection.execute('select * from category order by id'),
    items: await connection.execute('select * from item order by id'),
    robuxPackages: await connection.execute('select * from robux_package order by id'),
  };
}

/** Runs a refused request and checks it left the database and the upload folder as they were. */
async function expectRefusedWithoutChanges(code: string, send: () => Promise<Response>) {
  const before = await catalogueSnapshot();
  const filesBefore = await app.uploadedFiles();
  const error = expectGraphQLError(await send(), code);
  expect(await catalogueSnapshot()).toEqual(before);
  expect((await app.uploadedFiles()).sort()).toEqual(filesBefore.sort());
  return error;
}

/** How each accepted format starts. */
const MAGIC: Record<'png' | 'jpeg' | 'gif' | 'webp', (bytes: Buffer) => boolean> = {
  png: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  gif: (bytes) => ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1')),
  webp: (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

async function imageResponse(url: string) {
  const response = await fetch(`${app.baseUrl}${url}`);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

const CATEGORY_FIELDS = 'id name imageUrl comingSoon';
const CREATE_CATEGORY = `mutation($image: Upload!, $input: CreateCategoryInput!) { createCategory(image: $image, input: $input) { ${CATEGORY_FIELDS} } }`;
const UPDATE_CATEGORY = `mutation($id: Int!, $image: Upload, $input: UpdateCategoryInput!) { updateCategory(id: $id, image: $image, input: $input) { ${CATEGORY_FIELDS} } }`;
const ITEM_FIELDS = 'id name price oldPrice rarity type stock soldCount imageUrl category { id name }';
const CREATE_ITEM = `mutation($image: Upload!, $input: CreateItemInput!) { createItem(image: $image, input: $input) { ${ITEM_FIELDS} } }`;
const UPDATE_ITEM = `mutation($id: Int!, $image: Upload, $input: UpdateItemInput!) { updateItem(id: $id, image: $image, input: $input) { ${ITEM_FIELDS} } }`;
const GET_ITEM = `query($id: Int!) { item(id: $id) { ${ITEM_FIELDS} } }`;
const PACKAGE_FIELDS = 'id amount price imageUrl';
const CREATE_PACKAGE = `mutation($image: Upload!, $input: CreateRobuxPackageInput!) { createRobuxPackage(image: $image, input: $input) { ${PACKAGE_FIELDS} } }`;
const UPDATE_PACKAGE = `mutation($id: Int!, $image: Upload, $input: UpdateRobuxPackageInput!) { updateRobuxPackage(id: $id, image: $image, input: $input) { ${PACKAGE_FIELDS} } }`;
const UPLOAD_IMAGE = 'mutation($file: Upload!) { uploadImage(file: $file) }';
const ADJUST_PRICES = 'mutation($percentage: Decimal, $categoryId: Int) { adjustPrices(percentage: $percentage, categoryId: $categoryId) { updatedCount } }';
const PREVIEW_ADJUSTMENT = 'query($percentage: String!, $categoryId: Int) { adjustPricesPreview(percentage: $percentage, categoryId: $categoryId) { itemCount } }';

async function createCategory(input: Record<string, unknown> = {}) {
  return dataOf(await withFile(CREATE_CATEGORY, { input: { name: uniqueName('Game'), ...input } }, 'image', png)).createCategory;
}

async function createItem(input: Record<string, unknown> = {}) {
  const categoryId = input.categoryId ?? (await createCategory()).id;
  return dataOf(await withFile(CREATE_ITEM, { input: { name: uniqueName('Item'), price: '10.00', ...input, categoryId } }, 'image', png)).createItem;
}

async function createPackage(input: Record<string, unknown> = {}) {
  return dataOf(await withFile(CREATE_PACKAGE, { input: { amount: 100 + Math.floor(Math.random() * 1e6), price: '49.00', ...input } }, 'image', png))
    .createRobuxPackage;
}

async function seededItem(name: string) {
  const { items } = await gql('query($search: String) { items(filter: { search: $search }) { items { id name } } }', { search: name });
  return items.items.find((item: { name: string }) => item.name === name) as { id: number; name: string };
}

async function categoryIdByName(name: string): Promise<number> {
  const { categories } = await gql('{ categories { id name } }');
  return categories.find((category: { name: string }) => category.name === name).id;
}

const itemCount = async () => (await gql('{ items { total } }')).items.total as number;

/** price × (1 + percent/100), rounded half-up to 0.01, in exact integer arithmetic. */
function scaled(price: string, percent: number): string {
  const cents = BigInt(price.replace('.', '')) * BigInt(100 + percent);
  const rounded = (cents + 50n) / 100n;
  return `${rounded / 100n}.${String(rounded % 100n).padStart(2, '0')}`;
}

describe('categories', () => {
  it('createCategory stores the uploaded image and saves the trimmed name', async () => {
    const name = uniqueName('Grow a Garden');
    const response = await withFile(CREATE_CATEGORY, { input: { name: `  ${name}  `, comingSoon: true } }, 'image', png);
    const created = dataOf(response).createCategory;
    expect(created).toMatchObject({ id: expect.any(Number), name, comingSoon: true, imageUrl: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/) });
    expect(await app.uploadedFiles()).toContain(created.imageUrl.replace('/uploads/', ''));
    expect((await imageResponse(created.imageUrl)).type).toBe('image/png');
    expect((await gql('query($id: Int!) { category(id: $id) { name } }', { id: created.id })).category.name).toBe(name);
  });

  it('createCategory refuses a name that exists in another case with CONFLICT, storing nothing', async () => {
    await expectRefusedWithoutChanges('CONFLICT', () => withFile(CREATE_CATEGORY, { input: { name: 'BLOX FRUITS' } }, 'image', png));
  });

  it('updateCategory changes only the given fields and keeps the image when none is sent', async () => {
    const category = await createCategory({ comingSoon: false });
    const { updateCategory } = await gql(UPDATE_CATEGORY, { id: category.id, input: { comingSoon: true } });
    expect(updateCategory).toEqual({ ...category, comingSoon: true });
    const renamed = uniqueName('Renamed');
    expect((await gql(UPDATE_CATEGORY, { id: category.id, input: { name: renamed } })).updateCategory).toEqual({ ...category, name: renamed, comingSoon: true });
  });

  it('updateCategory with a new image replaces the image URL', async () => {
    const category = await createCategory();
    const response = await withFile(UPDATE_CATEGORY, { id: category.id, input: {} }, 'image', { bytes: imageSamples.jpeg, name: 'cover.jpg', type: 'image/jpeg' });
    const updated = dataOf(response).updateCategory;
    expect(updated.imageUrl).toMatch(/^\/uploads\/[\w-]+\.jpg$/);
    expect(updated.imageUrl).not.toBe(category.imageUrl);
    expect((await imageResponse(updated.imageUrl)).type).toBe('image/jpeg');
  });

  it('updateCategory of an unknown id is NOT_FOUND', async () => {
    await expectRefusedWithoutChanges('NOT_FOUND', () => app.graphql(UPDATE_CATEGORY, { id: 999999, input: { name: 'Nobody' } }));
  });

  it('deleteCategory removes a game without items', async () => {
    const category = await createCategory();
    expect((await gql('mutation($id: Int!) { deleteCategory(id: $id) }', { id: category.id })).deleteCategory).toBe(true);
    expectGraphQLError(await app.graphql('query($id: Int!) { category(id: $id) { id } }', { id: category.id }), 'NOT_FOUND');
  });

  it('deleteCategory of a game that still has items is CONFLICT and deletes nothing', async () => {
    const id = await categoryIdByName('Blox Fruits');
    const error = await expectRefusedWithoutChanges('CONFLICT', () => app.graphql('mutation($id: Int!) { deleteCategory(id: $id) }', { id }));
    expect(error.message).toContain('Blox Fruits');
    const { items } = await gql('query($id: Int) { items(filter: { categoryId: $id }) { total } }', { id });
    expect(items.total).toBeGreaterThan(0);
  });

  it('deleteCategory of an unknown id is NOT_FOUND', async () => {
    await expectRefusedWithoutChanges('NOT_FOUND', () => app.graphql('mutation { deleteCategory(id: 999999) }'));
  });

  it.each([
    ['an empty name', '   ', 'REQUIRED'],
    ['a 101-character name', 'x'.repeat(101), 'INVALID'],
  ])('createCategory with %s is BAD_USER_INPUT (reason %s) and stores nothing', async (_label, name, reason) => {
    const error = await expectRefusedWithoutChanges('BAD_USER_INPUT', () => withFile(CREATE_CATEGORY, { input: { name } }, 'image', png));
    expect(error.extensions.fields).toEqual([{ field: 'name', message: expect.any(String), reason }]);
  });
});

describe('items', () => {
  it('createItem saves every field, normalises money to two decimals and stores the image', async () => {
    const category = await createCategory();
    const countBefore = await itemCount();
    const created = await createItem({
      name: '  Leopard (Physical)  ', categoryId: category.id, price: '589', oldPrice: '650.5', rarity: 'Mythical', type: 'PHYSICAL_FRUIT', stock: 7,
    });
    expect(created).toMatchObject({
      name: 'Leopard (Physical)', price: '589.00', oldPrice: '650.50', rarity: 'Mythical', type: 'PHYSICAL_FRUIT', stock: 7, soldCount: 0,
      category: { id: category.id, name: category.name }, imageUrl: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/),
    });
    expect(await itemCount()).toBe(countBefore + 1);
    expect((await gql(GET_ITEM, { id: created.id })).item).toEqual(created);
    expect((await imageResponse(created.imageUrl)).type).toBe('image/png');
  });

  it('createItem defaults to a Common OTHER item with no old price and no stock', async () => {
    const created = await createItem({ price: 12 });
    expect(created).toMatchObject({ price: '12.00', oldPrice: null, rarity: 'Common', type: 'OTHER', stock: 0 });
  });

  it('updateItem changes only the given fields', async () => {
    const item = await createItem({ price: '100.00', oldPrice: '120.00', stock: 3 });
    const { updateItem } = await gql(UPDATE_ITEM, { id: item.id, input: { price: '95.5' } });
    expect(updateItem).toEqual({ ...item, price: '95.50' });
  });

  it('updateItem with oldPrice null removes the old price', async () => {
    const item = await createItem({ oldPrice: '20.00' });
    expect((await gql(UPDATE_ITEM, { id: item.id, input: { oldPrice: null } })).updateItem.oldPrice).toBeNull();
    expect((await gql(GET_ITEM, { id: item.id })).item.oldPrice).toBeNull();
  });

  it('updateItem moves an item to another game', async () => {
    const item = await createItem();
    const target = await createCategory();
    const { updateItem } = await gql(UPDATE_ITEM, { id: item.id, input: { categoryId: target.id } });
    expect(updateItem.category).toEqual({ id: target.id, name: target.name });
  });

  it('updateItem takes a new image, or an imageUrl returned by uploadImage', async () => {
    const item = await createItem();
    const withImage = dataOf(await withFile(UPDATE_ITEM, { id: item.id, input: {} }, 'image', { bytes: imageSamples.gif, name: 'a.gif', type: 'image/gif' })).updateItem;
    expect(withImage.imageUrl).toMatch(/^\/uploads\/[\w-]+\.gif$/);

    const uploaded = dataOf(await withFile(UPLOAD_IMAGE, {}, 'file', { bytes: imageSamples.webp, name: 'b.webp', type: 'image/webp' })).uploadImage;
    const { updateItem } = await gql(UPDATE_ITEM, { id: item.id, input: { imageUrl: uploaded } });
    expect(updateItem.imageUrl).toBe(uploaded);
  });

  it('updateItem refuses an imageUrl that points at no uploaded file', async () => {
    const item = await createItem();
    await expectRefusedWithoutChanges('BAD_USER_INPUT', () => app.graphql(UPDATE_ITEM, { id: item.id, input: { imageUrl: '/uploads/missing.png' } }));
  });

  it('deleteItem removes the item', async () => {
    const item = await createItem();
    const countBefore = await itemCount();
    expect((await gql('mutation($id: Int!) { deleteItem(id: $id) }', { id: item.id })).deleteItem).toBe(true);
    expect(await itemCount()).toBe(countBefore - 1);
    expectGraphQLError(await app.graphql(GET_ITEM, { id: item.id }), 'NOT_FOUND');
  });

  it('deleteItem of an unknown id is NOT_FOUND', async () => {
    await expectRefusedWithoutChanges('NOT_FOUND', () => app.graphql('mutation { deleteItem(id: 999999) }'));
  });

  describe('createItem refuses bad input with BAD_USER_INPUT, changing nothing and keeping no file', () => {
    it.each([
      ['an empty name', { name: '  ' }, 'name'],
      ['a 101-character name', { name: 'x'.repeat(101) }, 'name'],
      ['price 0', { price: '0' }, 'price'],
      ['price "-1"', { price: '-1' }, 'price'],
      ['price "1.234"', { price: '1.234' }, 'price'],
      ['price "10000000"', { price: '10000000' }, 'price'],
      ['an unknown categoryId', { categoryId: 999999 }, 'categoryId'],
      ['a negative stock', { stock: -1 }, 'stock'],
    ])('%s', async (_label, override, field) => {
      const categoryId = await categoryIdByName('Rivals');
      const input = { name: 'Valid name', categoryId, price: '10.00', ...override };
      const countBefore = await itemCount();
      const error = await expectRefusedWithoutChanges('BAD_USER_INPUT', () => withFile(CREATE_ITEM, { input }, 'image', png));
      expect(error.extensions.fields.map((f: { field: string }) => f.field)).toContain(field);
      expect(await itemCount()).toBe(countBefore);
    });

    it('a missing image', async () => {
      const categoryId = await categoryIdByName('Rivals');
      // The operation leaves the image null and the map names no file for it.
      const input = { name: 'No image', categoryId, price: '1.00' };
      await expectRefusedWithoutChanges('BAD_USER_INPUT', () => graphqlMultipart(app, CREATE_ITEM, { image: null, input }, {}));
    });
  });

  describe('updateItem refuses bad input with BAD_USER_INPUT, leaving the row and upload folder as they were', () => {
    it.each([
      ['an empty name', { name: '' }],
      ['price 0', { price: '0' }],
      ['price "1.234"', { price: '1.234' }],
      ['price "10000000"', { price: '10000000' }],
      ['an unknown categoryId', { categoryId: 999999 }],
    ])('%s, even with a new image attached', async (_label, input) => {
      const item = await createItem({ price: '33.30' });
      await expectRefusedWithoutChanges('BAD_USER_INPUT', () => withFile(UPDATE_ITEM, { id: item.id, input }, 'image', png));
      expect((await gql(GET_ITEM, { id: item.id })).item).toEqual(item);
    });
  });
});

describe('robux packages', () => {
  const packages = async () => (await gql('{ robuxPackages { id amount price } }')).robuxPackages as { id: number; amount: number; price: string }[];

  it('createRobuxPackage saves the package with its image and lists it in amount order', async () => {
    const created = await createPackage({ amount: 2500, price: '999.9' });
    expect(created).toMatchObject({ amount: 2500, price: '999.90', imageUrl: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/) });
    const list = await packages();
    expect(list).toContainEqual({ id: created.id, amount: 2500, price: '999.90' });
    const amounts = list.map((p) => p.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('updateRobuxPackage changes the given fields', async () => {
    const created = await createPackage({ price: '10.00' });
    const { updateRobuxPackage } = await gql(UPDATE_PACKAGE, { id: created.id, input: { price: '12.5' } });
    expect(updateRobuxPackage).toEqual({ ...created, price: '12.50' });
    const withImage = dataOf(await withFile(UPDATE_PACKAGE, { id: created.id, input: { amount: 777777 } }, 'image', { bytes: imageSamples.jpeg, type: 'image/jpeg' }));
    expect(withImage.updateRobuxPackage).toMatchObject({ amount: 777777, price: '12.50', imageUrl: expect.stringMatching(/\.jpg$/) });
  });

  it('deleteRobuxPackage removes the package', async () => {
    const created = await createPackage();
    expect((await gql('mutation($id: Int!) { deleteRobuxPackage(id: $id) }', { id: created.id })).deleteRobuxPackage).toBe(true);
    expect((await packages()).map((p) => p.id)).not.toContain(created.id);
    await expectRefusedWithoutChanges('NOT_FOUND', () => app.graphql('mutation($id: Int!) { deleteRobuxPackage(id: $id) }', { id: created.id }));
  });

  it.each([
    ['amount 0', { amount: 0, price: '10.00' }],
    ['price 0', { amount: 50, price: '0' }],
    ['price "1.234"', { amount: 50, price: '1.234' }],
    ['price "10000000"', { amount: 50, price: '10000000' }],
  ])('createRobuxPackage with %s is BAD_USER_INPUT and stores nothing', async (_label, input) => {
    await expectRefusedWithoutChanges('BAD_USER_INPUT', () => withFile(CREATE_PACKAGE, { input }, 'image', png));
  });

  it('updateRobuxPackage with a bad price is BAD_USER_INPUT and changes nothing', async () => {
    const created = await createPackage();
    await expectRefusedWithoutChanges('BAD_USER_INPUT', () => withFile(UPDATE_PACKAGE, { id: created.id, input: { price: '-1' } }, 'image', png));
  });
});

describe('uploadImage', () => {
  it.each([
    ['png', imageSamples.png, 'image/png'],
    ['jpeg', imageSamples.jpeg, 'image/jpeg'],
    ['gif', imageSamples.gif, 'image/gif'],
    ['webp', imageSamples.webp, 'image/webp'],
  ] as const)('stores a %s (re-encoded) and serves it back as a picture of that format with its content type', async (format, bytes, mimeType) => {
    // The claimed type is deliberately wrong: the server goes by the bytes.
    const url = dataOf(await withFile(UPLOAD_IMAGE, {}, 'file', { bytes, name: 'upload.bin', type: 'application/octet-stream' })).uploadImage;
    expect(url).toMatch(/^\/uploads\/[\w-]+\.(png|jpg|gif|webp)$/);
    const served = await imageResponse(url);
    expect(served).toMatchObject({ status: 200, type: mimeType });
    // The stored file is a clean copy made by the server, so it starts like the format and decodes as it,
    // at the sample's size, rather than being the uploaded bytes.
    expect(MAGIC[format](served.bytes), served.bytes.subarray(0, 12).toString('hex')).toBe(true);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format, width: 4, height: 3 });
  });

  it('refuses an SVG with UNSUPPORTED_MEDIA_TYPE and stores nothing', async () => {
    const svg = { bytes: svgImage, name: 'logo.svg', type: 'image/svg+xml' };
    await expectRefusedWithoutChanges('UNSUPPORTED_MEDIA_TYPE', () => withFile(UPLOAD_IMAGE, {}, 'file', svg));
  });

  it('refuses an SVG as a category image with UNSUPPORTED_MEDIA_TYPE, creating nothing', async () => {
    const svg = { bytes: svgImage, name: 'logo.svg', type: 'image/svg+xml' };
    await expectRefusedWithoutChanges('UNSUPPORTED_MEDIA_TYPE', () => withFile(CREATE_CATEGORY, { input: { name: uniqueName('Svg game') } }, 'image', svg));
  });

  it('refuses a multipart request without a preflight header (CSRF prevention)', async () => {
    const filesBefore = await app.uploadedFiles();
    // Signed in, so only the missing preflight header can be the reason for the refusal.
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: app.staffHeaders,
      body: multipartForm(UPLOAD_IMAGE, { file: null }, { 'variables.file': png }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as GraphQLBody;
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/CSRF/);
    expect(await app.uploadedFiles()).toEqual(filesBefore);
  });

  describe('over the size limit', () => {
    let small: TestApp;
    beforeAll(async () => {
      small = await startTestApp({ maxUploadBytes: 1024 });
    });
    afterAll(() => small.close());

    /** 2 KB that start with a real PNG (refused on size, which is checked before the image is decoded). */
    const tooBig = { bytes: Buffer.concat([imageSamples.png, Buffer.alloc(2048 - imageSamples.png.length, 1)]) };

    /** PAYLOAD_TOO_LARGE, as a GraphQL error or as the JSON error of an HTTP 413; never a 500. */
    function expectPayloadTooLarge(response: Response) {
      expect(response.status).not.toBe(500);
      expectNoStackTrace(response.body);
      if (response.status === 413) expect(response.body.error?.code).toBe('PAYLOAD_TOO_LARGE');
      else expectGraphQLError(response, 'PAYLOAD_TOO_LARGE');
    }

    it('uploadImage answers PAYLOAD_TOO_LARGE and stores nothing', async () => {
      const response = await withFile(UPLOAD_IMAGE, {}, 'file', tooBig, small);
      expectPayloadTooLarge(response);
      expect(response.status).toBe(200); // today it is a GraphQL error, not an HTTP 413
      expect(await small.uploadedFiles()).toEqual([]);
    });

    it('createItem with a too-large image answers PAYLOAD_TOO_LARGE and creates nothing', async () => {
      const { categories } = dataOf(await small.graphql('{ categories { id } }'));
      const countBefore = dataOf(await small.graphql('{ items { total } }')).items.total;
      const input = { name: 'Huge image', categoryId: categories[0].id, price: '5.00' };
      expectPayloadTooLarge(await withFile(CREATE_ITEM, { input }, 'image', tooBig, small));
      expect(dataOf(await small.graphql('{ items { total } }')).items.total).toBe(countBefore);
      expect(await small.uploadedFiles()).toEqual([]);
    });

    it('still accepts an image within the limit', async () => {
      const url = dataOf(await withFile(UPLOAD_IMAGE, {}, 'file', png, small)).uploadImage;
      expect((await small.uploadedFiles()).sort()).toEqual(storedFilesOf(url));
    });
  });
});

describe('adjustPrices', () => {
  const getItem = async (id: number) => (await gql(GET_ITEM, { id })).item as { price: string; oldPrice: string | null; category: { id: number } };

  it('+10% changes every price, rounded half-up: 17.32 -> 19.05 and 404.43 -> 444.87, old prices too', async () => {
    const rocket = await seededItem('Rocket (Physical)');
    const light = await seededItem('Light (Physical)');
    // Start from the seeded prices, whatever other tests did before.
    await gql(UPDATE_ITEM, { id: rocket.id, input: { price: '17.32', oldPrice: null } });
    await gql(UPDATE_ITEM, { id: light.id, input: { price: '404.43', oldPrice: '478.03' } });
    const elsewhere = await seededItem('Keyrambit'); // a Rivals item
    const elsewhereBefore = await getItem(elsewhere.id);
    const total = await itemCount();

    const { adjustPrices } = await gql(ADJUST_PRICES, { percentage: '10' });

    expect(adjustPrices.updatedCount).toBe(total);
    expect(await getItem(rocket.id)).toMatchObject({ price: '19.05', oldPrice: null });
    expect(await getItem(light.id)).toMatchObject({ price: '444.87', oldPrice: '525.83' });
    expect(await getItem(elsewhere.id)).toMatchObject({
      price: scaled(elsewhereBefore.price, 10),
      oldPrice: elsewhereBefore.oldPrice && scaled(elsewhereBefore.oldPrice, 10),
    });
  });

  it('with a categoryId changes only that game\'s prices, rounding half-up', async () => {
    const game = await createCategory();
    const a = await createItem({ categoryId: game.id, price: '0.10', oldPrice: '0.30' });
    const b = await createItem({ categoryId: game.id, price: '404.43' });
    const before = await catalogueSnapshot();

    const { adjustPrices } = await gql(ADJUST_PRICES, { percentage: 5, categoryId: game.id });

    expect(adjustPrices.updatedCount).toBe(2);
    expect(await getItem(a.id)).toMatchObject({ price: '0.11', oldPrice: '0.32' }); // 0.105 -> 0.11, 0.315 -> 0.32
    expect(await getItem(b.id)).toMatchObject({ price: '424.65', oldPrice: null }); // 424.6515
    const after = await catalogueSnapshot();
    const otherGames = (rows: any[]) => rows.filter((row) => row.category_id !== game.id);
    expect(otherGames(after.items)).toEqual(otherGames(before.items));
  });

  it('a negative percentage lowers prices', async () => {
    const game = await createCategory();
    const item = await createItem({ categoryId: game.id, price: '100.00', oldPrice: '150.00' });
    await gql(ADJUST_PRICES, { percentage: '-25.5', categoryId: game.id });
    expect(await getItem(item.id)).toMatchObject({ price: '74.50', oldPrice: '111.75' });
  });

  it.each([
    ['null', null],
    ['an empty string', ''],
    ['0', 0],
    ['"0.00"', '0.00'],
  ])('percentage %s changes nothing (updatedCount 0)', async (_label, percentage) => {
    const before = await catalogueSnapshot();
    const response = await app.graphql(ADJUST_PRICES, { percentage });
    expect(dataOf(response).adjustPrices).toEqual({ updatedCount: 0 });
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it('an omitted percentage changes nothing', async () => {
    const before = await catalogueSnapshot();
    expect((await gql('mutation { adjustPrices { updatedCount } }')).adjustPrices).toEqual({ updatedCount: 0 });
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it.each([
    ['"abc"', 'abc'],
    ['-100', -100],
    ['"-100"', '-100'],
    ['"1000.01"', '1000.01'],
  ])('percentage %s is BAD_USER_INPUT and changes nothing', async (_label, percentage) => {
    await expectRefusedWithoutChanges('BAD_USER_INPUT', () => app.graphql(ADJUST_PRICES, { percentage }));
  });

  it('an unknown categoryId is BAD_USER_INPUT and changes nothing', async () => {
    await expectRefusedWithoutChanges('BAD_USER_INPUT', () => app.graphql(ADJUST_PRICES, { percentage: '10', categoryId: 999999 }));
  });

  it('is previewed without a change: the count of items in scope, or the rule the percentage breaks, by name', async () => {
    const game = await createCategory();
    await createItem({ categoryId: game.id, price: '10.00' });
    await createItem({ categoryId: game.id, price: '20.00' });
    const before = await catalogueSnapshot();

    expect((await gql(PREVIEW_ADJUSTMENT, { percentage: '12.5', categoryId: game.id })).adjustPricesPreview).toEqual({ itemCount: 2 });
    expect((await gql(PREVIEW_ADJUSTMENT, { percentage: '-5' })).adjustPricesPreview).toEqual({ itemCount: await itemCount() });
    for (const [percentage, reason] of [
      ['abc', 'percentage must be a number with at most four decimals'],
      ['1.23456', 'percentage must be a number with at most four decimals'],
      ['1e3', 'percentage must be a number with at most four decimals'],
      ['-100', 'percentage must be above -100 and at most 1000'],
      ['1000.5', 'percentage must be above -100 and at most 1000'],
    ]) {
      const error = expectGraphQLError(await app.graphql(PREVIEW_ADJUSTMENT, { percentage, categoryId: game.id }), 'BAD_USER_INPUT');
      expect(error.message, percentage).toBe(reason);
      expect(error.extensions.fields, percentage).toEqual([expect.objectContaining({ field: 'percentage' })]);
    }
    expectGraphQLError(await app.graphql(PREVIEW_ADJUSTMENT, { percentage: '10', categoryId: 999999 }), 'BAD_USER_INPUT');
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it('a change that would take a price to 0.00 is BAD_USER_INPUT and changes nothing', async () => {
    const game = await createCategory();
    await createItem({ categoryId: game.id, price: '0.01' });
    await createItem({ categoryId: game.id, price: '500.00' });
    await expectRefusedWithoutChanges('BAD_USER_INPUT', () => app.graphql(ADJUST_PRICES, { percentage: '-99', categoryId: game.id }));
  });
});
