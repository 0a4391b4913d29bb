import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// Two instances of the shop on one database, each with its own cache. Their answers never expire by age
// here, so the only way the second learns of a write through the first is the change notification.
const NEVER_EXPIRE = { maxAgeMs: 10 * 60_000 };
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await startTestApp({ catalogueCache: NEVER_EXPIRE });
  second = await startTestApp({ catalogueCache: NEVER_EXPIRE, sharedDatabase: first.db });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const ITEM_PRICE = 'query ($id: Int!) { item(id: $id) { price } }';

async function priceSeenBy(app: TestApp, id: number): Promise<{ rest: string; graphql: string }> {
  const rest = (await (await fetch(`${app.baseUrl}/api/items?sort=PRICE_DESC`)).json()) as { id: number; price: string }[];
  const { body } = await app.graphql(ITEM_PRICE, { id }, null);
  return { rest: rest.find((item) => item.id === id)!.price, graphql: body.data.item.price };
}

describe('the catalogue cache across instances', () => {
  it('a price change through one instance empties the cache of the other', async () => {
    const [{ id, price }] = (await (await fetch(`${first.baseUrl}/api/items?sort=PRICE_DESC`)).json()) as { id: number; price: string }[];
    expect(await priceSeenBy(second, id)).toEqual({ rest: price, graphql: price });
    expect(second.catalogueCache.size).toBeGreaterThan(0);

    const changed = await fetch(`${first.baseUrl}/api/items/${id}`, {
      method: 'PUT',
      headers: { ...first.staffHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ price: '19999.99' }),
    });
    expect(changed.status, await changed.text()).toBe(200);

    await expect.poll(() => priceSeenBy(second, id), { timeout: 5_000, interval: 20 }).toEqual({ rest: '19999.99', graphql: '19999.99' });
  });

  it('a catalogue write that rolls back tells no other instance (the notice goes out with the commit, not before)', async () => {
    const [{ id }] = (await (await fetch(`${first.baseUrl}/api/items?sort=PRICE_DESC`)).json()) as { id: number }[];
    await priceSeenBy(second, id);
    const cached = second.catalogueCache.size;
    expect(cached).toBeGreaterThan(0);

    const failedWrite = first.catalogueCache.transactional(first.db.orm.em.fork(), async (tx) => {
      await tx.execute('update item set price = 1 where id = ?', [id]);
      throw new Error('the write fails after its change');
    });
    await expect(failedWrite).rejects.toThrow('the write fails after its change');
    // Time for a notice to cross over, had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(second.catalogueCache.size).toBe(cached);
  });
});
