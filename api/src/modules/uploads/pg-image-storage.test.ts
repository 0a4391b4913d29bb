import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formWith, imageSamples } from '../../test-support/images.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { PgImageStorage } from './pg-image-storage.js';
import { thumbnailUrlOf } from './thumbnail.js';

// Two instances of the shop on one database, sharing no disk: images live in PostgreSQL.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await startTestApp({ imageStorage: 'database' });
  second = await startTestApp({ imageStorage: 'database', sharedDatabase: first.db });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function upload(app: TestApp): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/uploads`, { method: 'POST', headers: app.staffHeaders, body: formWith({}, { image: { bytes: imageSamples.png } }) });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { secure_url: string }).secure_url;
}

describe('images stored in PostgreSQL', () => {
  it('an image uploaded through one instance is served by the other, with its thumbnail, cached for a year', async () => {
    const url = await upload(first);
    const served = await fetch(`${second.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');

    // An explicit Cache-Control, or fetch adds "no-cache" to a conditional request and the server must answer in full.
    const again = await fetch(`${second.baseUrl}${url}`, { headers: { 'if-none-match': served.headers.get('etag')!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
    const thumbnail = await fetch(`${second.baseUrl}${thumbnailUrlOf(url)}`);
    expect([thumbnail.status, thumbnail.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(await first.uploadedFiles()).toEqual([]);
  });

  it('an item can use an image uploaded through another instance (the URL is checked against the database)', async () => {
    const url = await upload(first);
    const { body } = await second.graphql('mutation ($id: Int!, $input: UpdateItemInput!) { updateItem(id: $id, input: $input) { imageUrl } }', {
      id: 1,
      input: { imageUrl: url },
    });
    expect(body.data.updateItem.imageUrl).toBe(url);
  });

  it('a removed image is gone from every instance, thumbnail too; unknown and hostile names are JSON 404s', async () => {
    const url = await upload(first);
    await new PgImageStorage(first.db.orm, 5 * 1024 * 1024).remove(url);
    for (const path of [url, thumbnailUrlOf(url), '/uploads/nothing-here.png', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/x.svg']) {
      const reply = await fetch(`${second.baseUrl}${path}`);
      expect(reply.status, path).toBe(404);
      expect(((await reply.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
  });

  it('a replaced or deleted picture is removed from storage, unless another record still shows it', async () => {
    const shared = await upload(first);
    const items = await first.db.orm.em.fork().getConnection().execute<{ id: number }[]>(
      `insert into item (name, category_id, price, image_url) values ('Shares a picture', 1, '5.00', ?), ('Shares it too', 1, '6.00', ?) returning id`,
      [shared, shared],
    );
    const status = async (url: string) => (await fetch(`${second.baseUrl}${url}`)).status;
    const staff = (method: string, path: string, body?: unknown) =>
      fetch(`${first.baseUrl}${path}`, { method, headers: { ...first.staffHeaders, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

    expect((await staff('DELETE', `/api/items/${items[0].id}`)).status).toBe(200);
    expect(await status(shared)).toBe(200);

    const replacement = await upload(first);
    expect((await staff('PUT', `/api/items/${items[1].id}`, { image_url: replacement })).status).toBe(200);
    expect(await status(shared)).toBe(404);
    expect(await status(thumbnailUrlOf(shared))).toBe(404);

    expect((await staff('DELETE', `/api/items/${items[1].id}`)).status).toBe(200);
    expect(await status(replacement)).toBe(404);
  });
});

