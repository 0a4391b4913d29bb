import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { formWith, imageSamples } from '../../test-support/images.js';
import { callAs, newShopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

let app: TestApp;
const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.db.orm.em.fork().getConnection().execute(query, params);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await sql('delete from shop_social_link');
  await sql('delete from shop_creator');
});

const SET_LINKS = 'mutation($input: ShopSocialLinksInput!) { setShopSocialLinks(input: $input) { network url } }';
const SET_CREATORS = 'mutation($creators: [ShopCreatorInput!]!) { setShopCreators(creators: $creators) { id name pictureUrl link } }';
const auditOf = async (entityType: string) => sql('select admin_email, action, before, after from audit_entry where entity_type = ? order by id', [entityType]);

async function linksBothWays() {
  const rest = await callAs(app, undefined, 'GET', '/api/shop/social-links');
  expect(rest.status).toBe(200);
  const { body } = await app.graphql('{ shopSocialLinks { network url } }', {}, null);
  expect(body.errors).toBeUndefined();
  expect(rest.body).toEqual(body.data.shopSocialLinks);
  return rest.body;
}

async function creatorsBothWays() {
  const rest = await callAs(app, undefined, 'GET', '/api/shop/creators');
  expect(rest.status).toBe(200);
  const { body } = await app.graphql('{ shopCreators { id name pictureUrl link } }', {}, null);
  expect(body.errors).toBeUndefined();
  expect(rest.body).toEqual(body.data.shopCreators.map(({ pictureUrl, ...rest }: any) => ({ ...rest, picture_url: pictureUrl })));
  return body.data.shopCreators;
}

describe("the shop's social links", () => {
  it('are none until staff set some, and then only the ones set, in the footer order, the same through REST and GraphQL', async () => {
    expect(await linksBothWays()).toEqual([]);

    const { body } = await app.graphql(SET_LINKS, { input: { x: 'https://x.com/robuxshop', facebook: ' https://www.facebook.com/robuxshop ', youtube: '' } });
    expect(body.errors).toBeUndefined();
    const expected = [
      { network: 'FACEBOOK', url: 'https://www.facebook.com/robuxshop' },
      { network: 'X', url: 'https://x.com/robuxshop' },
    ];
    expect(body.data.setShopSocialLinks).toEqual(expected);
    expect(await linksBothWays()).toEqual(expected);

    // A save replaces every link: the ones left out are gone.
    const rest = await callAs(app, app.editor.token, 'PUT', '/api/shop/social-links', { line: 'https://lin.ee/abc123', discord: 'https://discord.gg/robux' });
    expect(rest.status).toBe(200);
    expect(await linksBothWays()).toEqual([
      { network: 'LINE', url: 'https://lin.ee/abc123' },
      { network: 'DISCORD', url: 'https://discord.gg/robux' },
    ]);
  });

  it('are refused with the field named when not an https address on the network', async () => {
    const refusals: [Record<string, string>, string][] = [
      [{ facebook: 'http://www.facebook.com/robuxshop' }, 'facebook'],
      [{ youtube: 'https://evil.example/youtube.com' }, 'youtube'],
      [{ tiktok: 'https://tiktok.com.evil.example/@shop' }, 'tiktok'],
      [{ instagram: 'javascript:alert(1)' }, 'instagram'],
      [{ discord: 'https://user:pass@discord.gg/x' }, 'discord'],
      [{ x: `https://x.com/${'a'.repeat(300)}` }, 'x'],
    ];
    for (const [input, field] of refusals) {
      const rest = await callAs(app, app.editor.token, 'PUT', '/api/shop/social-links', input);
      expect(rest.status, JSON.stringify(input)).toBe(400);
      expect(rest.body.error).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field, reason: 'INVALID' }] });
      const error = expectGraphQLError(await app.graphql(SET_LINKS, { input }), 'BAD_USER_INPUT');
      expect(error.extensions.fields).toEqual([expect.objectContaining({ field, reason: 'INVALID' })]);
    }
    const unknown = await callAs(app, app.editor.token, 'PUT', '/api/shop/social-links', { myspace: 'https://myspace.com/shop' });
    expect(unknown.status).toBe(400);
    expect(await linksBothWays()).toEqual([]);
  });

  it('are set by staff who keep the catalogue only, never by a shopper or anyone signed out', async () => {
    const shopper = await newShopper(app);
    const input = { facebook: 'https://facebook.com/robuxshop' };
    expect((await callAs(app, undefined, 'PUT', '/api/shop/social-links', input)).status).toBe(401);
    expect((await callAs(app, shopper.token, 'PUT', '/api/shop/social-links', input)).status).toBe(401);
    expectGraphQLError(await app.graphql(SET_LINKS, { input }, null), 'UNAUTHENTICATED');
    expectGraphQLError(await app.graphql(SET_LINKS, { input }, shopper.token), 'UNAUTHENTICATED');
    expect(await linksBothWays()).toEqual([]);
  });

  it('are audited with what they were and what they became, by whom', async () => {
    const admin = await app.signIn(AdminRole.ADMIN);
    await app.graphql(SET_LINKS, { input: { facebook: 'https://facebook.com/one' } }, admin.token);
    await app.graphql(SET_LINKS, { input: { facebook: 'https://facebook.com/two', tiktok: 'https://www.tiktok.com/@shop' } }, admin.token);
    const entries = await auditOf('ShopSocialLinks');
    expect(entries.slice(-2)).toEqual([
      { admin_email: admin.admin.email, action: 'update', before: {}, after: { FACEBOOK: 'https://facebook.com/one' } },
      {
        admin_email: admin.admin.email,
        action: 'update',
        before: { FACEBOOK: 'https://facebook.com/one' },
        after: { FACEBOOK: 'https://facebook.com/two', TIKTOK: 'https://www.tiktok.com/@shop' },
      },
    ]);
  });

  it('empty the kept pages and answers when saved, so no page shows the old links', async () => {
    await fetch(`${app.baseUrl}/api/items`);
    expect(app.catalogueCache.size).toBeGreaterThan(0);
    await callAs(app, app.editor.token, 'PUT', '/api/shop/social-links', { facebook: 'https://facebook.com/robuxshop' });
    expect(app.catalogueCache.size).toBe(0);
  });
});

describe('the creator cards', () => {
  it('are none until staff set some, then those in their order, the same through REST and GraphQL', async () => {
    expect(await creatorsBothWays()).toEqual([]);
    const upload = await fetch(`${app.baseUrl}/api/uploads`, { method: 'POST', headers: app.staffHeaders, body: formWith({}, { image: { bytes: imageSamples.png } }) });
    const picture = ((await upload.json()) as { secure_url: string }).secure_url;

    const { body } = await app.graphql(SET_CREATORS, {
      creators: [{ name: ' Builder Bob ', pictureUrl: picture, link: 'https://www.youtube.com/@builderbob' }, { name: 'Fruit Fan' }],
    });
    expect(body.errors).toBeUndefined();
    const creators = await creatorsBothWays();
    expect(creators).toEqual([
      { id: expect.any(Number), name: 'Builder Bob', pictureUrl: picture, link: 'https://www.youtube.com/@builderbob' },
      { id: expect.any(Number), name: 'Fruit Fan', pictureUrl: null, link: null },
    ]);
    expect(body.data.setShopCreators).toEqual(creators);

    // Through REST, in a new order; the picture no card shows any more is removed from storage.
    const rest = await callAs(app, app.editor.token, 'PUT', '/api/shop/creators', { creators: [{ name: 'Fruit Fan' }, { name: 'Sky', link: 'https://sky.example/' }] });
    expect(rest.status).toBe(200);
    expect((await creatorsBothWays()).map((creator: any) => creator.name)).toEqual(['Fruit Fan', 'Sky']);
    expect(await app.uploadedFiles()).not.toContain(picture.replace(/^\/uploads\//, ''));

    expect((await callAs(app, app.editor.token, 'PUT', '/api/shop/creators', { creators: [] })).status).toBe(200);
    expect(await creatorsBothWays()).toEqual([]);
  });

  it('are refused with the field named: a blank name, a link that is not https, a picture not held, more than twelve', async () => {
    const refusals: [unknown[], string, string][] = [
      [[{ name: '   ' }], 'creators.0.name', 'REQUIRED'],
      [[{ name: 'Bob' }, { name: 'Sky', link: 'http://sky.example' }], 'creators.1.link', 'INVALID'],
      [[{ name: 'Bob', pictureUrl: 'https://elsewhere.example/bob.png' }], 'creators.0.pictureUrl', 'INVALID'],
      [[{ name: 'Bob', pictureUrl: '/uploads/never-uploaded.png' }], 'creators.0.pictureUrl', 'NOT_FOUND'],
      [Array.from({ length: 13 }, (_, i) => ({ name: `Creator ${i}` })), 'creators', 'INVALID'],
    ];
    for (const [creators, field, reason] of refusals) {
      const error = expectGraphQLError(await app.graphql(SET_CREATORS, { creators }), 'BAD_USER_INPUT');
      expect(error.extensions.fields, field).toEqual([expect.objectContaining({ field, reason })]);
    }
    const rest = await callAs(app, app.editor.token, 'PUT', '/api/shop/creators', { creators: [{ name: 'Bob', picture_url: 'https://elsewhere.example/bob.png' }] });
    expect(rest.status).toBe(400);
    expect(rest.body.error.fields).toEqual([expect.objectContaining({ field: 'creators.0.pictureUrl' })]);
    expect((await callAs(app, app.editor.token, 'PUT', '/api/shop/creators', { creators: 'Bob' })).status).toBe(400);
    expect(await creatorsBothWays()).toEqual([]);
  });

  it('are set by staff only, and each save is audited', async () => {
    const shopper = await newShopper(app);
    const creators = [{ name: 'Builder Bob' }];
    expect((await callAs(app, undefined, 'PUT', '/api/shop/creators', { creators })).status).toBe(401);
    expect((await callAs(app, shopper.token, 'PUT', '/api/shop/creators', { creators })).status).toBe(401);
    expectGraphQLError(await app.graphql(SET_CREATORS, { creators }, null), 'UNAUTHENTICATED');
    expectGraphQLError(await app.graphql(SET_CREATORS, { creators }, shopper.token), 'UNAUTHENTICATED');
    expect(await creatorsBothWays()).toEqual([]);

    await app.graphql(SET_CREATORS, { creators });
    expect((await auditOf('ShopCreators')).at(-1)).toEqual({
      admin_email: app.editor.admin.email,
      action: 'update',
      before: [],
      after: [{ name: 'Builder Bob', pictureUrl: null, link: null }],
    });
  });
});
