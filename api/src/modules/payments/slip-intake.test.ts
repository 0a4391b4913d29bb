import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { newSlip } from '../../test-support/slip-images.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { SLIP_UPLOADS_PER_SHOPPER } from './slip-upload-limits.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ slipUploadsPerShopper: SLIP_UPLOADS_PER_SHOPPER });
});
afterAll(() => app?.close());

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

async function placedOrder(buyer: Shopper) {
  const [item] = await sql<{ id: number }>(
    `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), '60.00', 50, '/images/test.png') returning id`,
    [`Intake fruit ${randomUUID().slice(0, 8)}`],
  );
  const reply = await buyer.call('POST', '/api/orders', orderBody([{ item_id: item.id, quantity: 1 }]));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { number: string };
}

async function sendSlip(buyer: Shopper, path: string, bytes: Buffer) {
  const form = new FormData();
  form.append('slip', new Blob([bytes], { type: 'image/png' }), 'slip.png');
  const response = await fetch(`${app.baseUrl}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${buyer.token}` } });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as any };
}

/** Bytes no image decoder takes: reading them at all would answer 415, so an earlier answer proves they were not read. */
const NOT_AN_IMAGE = randomBytes(64 * 1024);

describe('taking a slip: the cheap checks come before the picture is read', () => {
  it('another shopper’s order, a paid order and an unknown top-up are refused without reading the picture', async () => {
    const [owner, stranger] = [await newShopper(app), await newShopper(app)];
    const order = await placedOrder(owner);
    expect(await sendSlip(stranger, `/api/orders/${order.number}/slip`, NOT_AN_IMAGE)).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    await sql(`update customer_order set status = 'CANCELLED' where number = ?`, [order.number]);
    expect(await sendSlip(owner, `/api/orders/${order.number}/slip`, NOT_AN_IMAGE)).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT' } } });
    expect(await sendSlip(owner, '/api/wallet/topups/999999/slip', NOT_AN_IMAGE)).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
  });

  it(`a shopper’s pictures count against ${SLIP_UPLOADS_PER_SHOPPER} per 15 minutes, bad ones too; another shopper is not held up`, async () => {
    const shopper = await newShopper(app);
    const order = await placedOrder(shopper);
    for (let n = 0; n < SLIP_UPLOADS_PER_SHOPPER; n++) {
      expect((await sendSlip(shopper, `/api/orders/${order.number}/slip`, NOT_AN_IMAGE)).status).toBe(415);
    }
    const refused = await sendSlip(shopper, `/api/orders/${order.number}/slip`, (await newSlip()).image);
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^You have sent 10 slips in a short time; wait 15 minute\(s\)/) } } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(800);
    expect((await sql<{ status: string }>('select status from customer_order where number = ?', [order.number]))[0].status).toBe('AWAITING_PAYMENT');

    const other = await newShopper(app);
    const theirs = await placedOrder(other);
    expect((await sendSlip(other, `/api/orders/${theirs.number}/slip`, (await newSlip()).image)).status).toBe(200);
  });
});
