import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formWith } from '../../test-support/images.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { THUMBNAIL_SIZE, thumbnailUrlOf } from './thumbnail.js';

let app: TestApp;
let categoryId: number;
beforeAll(async () => {
  app = await startTestApp();
  const created = await fetch(`${app.baseUrl}/api/categories`, {
    method: 'POST',
    headers: app.staffHeaders,
    body: formWith({ name: 'Thumbnail Tests' }, { image: { bytes: await picture(900, 600).png().toBuffer() } }),
  });
  categoryId = ((await created.json()) as { id: number }).id;
});
afterAll(() => app.close());

const picture = (width: number, height: number, background = '#c83c78') => sharp({ create: { width, height, channels: 3, background } });

async function upload(bytes: Buffer, type = 'image/jpeg'): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/uploads`, {
    method: 'POST',
    headers: app.staffHeaders,
    body: formWith({}, { image: { bytes, name: 'picture', type } }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { secure_url: string }).secure_url;
}

/** Fetches a thumbnail and checks it is a served, cached WebP; gives its sharp metadata. */
async function servedThumbnail(url: string) {
  const response = await fetch(`${app.baseUrl}${url}`);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('cache-control')).toContain('immutable');
  return sharp(Buffer.from(await response.arrayBuffer()), { animated: true }).metadata();
}

describe('a thumbnail is made for every uploaded image', () => {
  it(`is a WebP at most ${THUMBNAIL_SIZE} px on its longer side, in the picture's proportions`, async () => {
    const url = await upload(await picture(1200, 900).jpeg().toBuffer());
    expect(thumbnailUrlOf(url)).toMatch(/^\/uploads\/[\w-]+\.thumb\.webp$/);
    const meta = await servedThumbnail(thumbnailUrlOf(url));
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 240]);
  });

  it('is never larger than the picture', async () => {
    const meta = await servedThumbnail(thumbnailUrlOf(await upload(await picture(40, 30).png().toBuffer(), 'image/png')));
    expect([meta.width, meta.height]).toEqual([40, 30]);
  });

  it('keeps a GIF animated', async () => {
    const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map((colour) => picture(600, 600, colour).png().toBuffer()));
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    const meta = await servedThumbnail(thumbnailUrlOf(await upload(gif, 'image/gif')));
    expect([meta.format, meta.width, meta.pages]).toEqual(['webp', 320, 3]);
  });

  it('is made on first request for an image stored before thumbnails existed', async () => {
    const url = await upload(await picture(800, 800).jpeg().toBuffer());
    const { rm } = await import('node:fs/promises');
    await rm(`${app.uploadDir}/${thumbnailUrlOf(url).replace('/uploads/', '')}`);
    const meta = await servedThumbnail(thumbnailUrlOf(url));
    expect([meta.width, meta.height]).toEqual([320, 320]);
    expect(await app.uploadedFiles()).toContain(thumbnailUrlOf(url).replace('/uploads/', ''));
  });

  it('answers 404 for the thumbnail of an image that does not exist', async () => {
    const response = await fetch(`${app.baseUrl}/uploads/00000000-0000-0000-0000-000000000000.thumb.webp`);
    expect(response.status).toBe(404);
  });
});

describe('thumbnailUrlOf', () => {
  it.each([
    ['/uploads/abc-DEF_123.png', '/uploads/abc-DEF_123.thumb.webp'],
    ['/images/items/dragon.svg', '/images/items/dragon.thumb.webp'],
    ['/images/games/blox-fruits.svg', '/images/games/blox-fruits.thumb.webp'],
    ['/images/placeholder.svg', '/images/placeholder.thumb.webp'],
    ['/images/a/b/c.svg', '/images/a/b/c.thumb.webp'],
  ])('gives %s a WebP beside it: %s', (imageUrl, thumbnailUrl) => {
    expect(thumbnailUrlOf(imageUrl)).toBe(thumbnailUrl);
  });

  it.each([
    '/images/items/x.SVG',
    '/images/items/ผลไม้.svg',
    '/images/items/two.dots.svg',
    '/images/../etc/x.svg',
    '/images/items/x.svg\n',
    '/images/.svg',
    '/imagesx/a.svg',
    '/images/items/x.png',
    'https://cdn.example.com/images/x.svg',
    'https://cdn.example.com/uploads/x.png',
  ])('leaves %j, neither an image we stored nor one the web app bundles, as its own thumbnail', (imageUrl) => {
    expect(thumbnailUrlOf(imageUrl)).toBe(imageUrl);
  });
});

interface ItemAnswer {
  id: number;
  imageUrl: string;
  thumbnailUrl: string;
  category: { imageUrl: string; thumbnailUrl: string };
}

const ITEM_FIELDS = 'id imageUrl thumbnailUrl category { imageUrl thumbnailUrl }';

/** Every thumbnail URL of our uploads in the item and package lists, GraphQL and REST, with whether it is served. */
async function uploadedThumbnailsInAnswers() {
  const graphql = await app.graphql<{ items: { items: ItemAnswer[] }; robuxPackages: { thumbnailUrl: string }[] }>(
    `{ items(page: { limit: 100 }, filter: { categoryId: ${categoryId} }) { items { ${ITEM_FIELDS} } } robuxPackages { thumbnailUrl } }`,
  );
  expect(graphql.body.errors).toBeUndefined();
  const rest = (await (await fetch(`${app.baseUrl}/api/items?category_id=${categoryId}`)).json()) as { thumbnail_url: string }[];
  const urls = [
    ...graphql.body.data!.items.items.flatMap((item) => [item.thumbnailUrl, item.category.thumbnailUrl]),
    ...graphql.body.data!.robuxPackages.map((robuxPackage) => robuxPackage.thumbnailUrl),
    ...rest.map((item) => item.thumbnail_url),
  ].filter((url) => url.startsWith('/uploads/'));
  return Promise.all([...new Set(urls)].map(async (url) => ({ url, status: (await fetch(`${app.baseUrl}${url}`)).status })));
}

describe('answers carry thumbnails that resolve', () => {
  it("a seeded SVG item's thumbnail is the WebP the web app's build renders beside it", async () => {
    const { body } = await app.graphql<{ items: { items: ItemAnswer[] } }>(`{ items(page: { limit: 1 }) { items { ${ITEM_FIELDS} } } }`);
    const [item] = body.data!.items.items;
    expect(item.imageUrl).toMatch(/^\/images\/.+\.svg$/);
    expect(item.thumbnailUrl).toBe(item.imageUrl.replace(/\.svg$/, '.thumb.webp'));
    expect(item.category.thumbnailUrl).toBe(item.category.imageUrl.replace(/\.svg$/, '.thumb.webp'));
  });

  it('after creating, replacing the image of, and deleting items, no answer links to a missing thumbnail', async () => {
    const create = await fetch(`${app.baseUrl}/api/items`, {
      method: 'POST',
      headers: app.staffHeaders,
      body: formWith(
        { name: 'Thumb Sword', category_id: String(categoryId), price: '120', rarity: 'Rare' },
        { image: { bytes: await picture(1000, 1000).png().toBuffer() } },
      ),
    });
    expect(create.status).toBe(201);
    const created = (await create.json()) as { id: number; image_url: string; thumbnail_url: string };
    expect(created.thumbnail_url).toBe(thumbnailUrlOf(created.image_url));
    const doomed = (await (
      await fetch(`${app.baseUrl}/api/items`, {
        method: 'POST',
        headers: app.staffHeaders,
        body: formWith(
          { name: 'Thumb Shield', category_id: String(categoryId), price: '80', rarity: 'Common' },
          { image: { bytes: await picture(500, 700).jpeg().toBuffer(), type: 'image/jpeg' } },
        ),
      })
    ).json()) as { id: number };

    const replaced = await fetch(`${app.baseUrl}/api/items/${created.id}`, {
      method: 'PUT',
      headers: app.staffHeaders,
      body: formWith({}, { image: { bytes: await picture(700, 350, '#3c78c8').webp().toBuffer(), type: 'image/webp' } }),
    });
    expect(replaced.status).toBe(200);
    const after = (await replaced.json()) as { image_url: string; thumbnail_url: string };
    expect(after.image_url).not.toBe(created.image_url);
    expect(after.thumbnail_url).toBe(thumbnailUrlOf(after.image_url));
    const meta = await servedThumbnail(after.thumbnail_url);
    expect([meta.width, meta.height]).toEqual([320, 160]);

    expect((await fetch(`${app.baseUrl}/api/items/${doomed.id}`, { method: 'DELETE', headers: app.staffHeaders })).status).toBeLessThan(300);

    const thumbnails = await uploadedThumbnailsInAnswers();
    expect(thumbnails.map((thumbnail) => thumbnail.url)).toContain(after.thumbnail_url);
    expect(thumbnails.filter((thumbnail) => thumbnail.status !== 200)).toEqual([]);
  });
});
