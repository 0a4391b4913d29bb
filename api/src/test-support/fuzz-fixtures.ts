/**
 * The records the fuzz tests aim their valid arguments at: with every other argument pointing at
 * something real, a request fails only because of the one hostile value it carries.
 */
import { randomBytes } from 'node:crypto';
import { AdminRole } from '../modules/admin/admin-role.js';
import { newShopper, orderBody, type Shopper } from './shoppers.js';
import type { TestAdmin, TestApp } from './test-app.js';

export interface FuzzFixtures {
  superAdmin: TestAdmin;
  /** The admin that admin updates are aimed at (never the Super Admin: a password change would end its session). */
  targetAdmin: TestAdmin;
  shopper: Shopper;
  categoryId: number;
  /** An item with plenty of stock. */
  itemId: number;
  packageId: number;
  paymentMethodId: number;
  /** An order of the shopper's, awaiting payment (so cancelling it is allowed). */
  shopperOrderNumber: string;
  /** Another shopper's order awaiting payment, for staff moves. */
  staffOrderNumber: string;
  /** A top-up of the shopper's, awaiting payment. */
  shopperTopupId: number;
}

/** Something unique for names and e-mails that must not clash with earlier requests. */
export const fresh = () => randomBytes(5).toString('hex');

export async function createFuzzFixtures(app: TestApp): Promise<FuzzFixtures> {
  const sql = app.db.orm.em.getConnection();
  const [{ id: categoryId }] = await sql.execute<{ id: number }[]>('select id from category order by id limit 1');
  const [{ id: itemId }] = await sql.execute<{ id: number }[]>(`update item set stock = 1000 where id = (select min(id) from item) returning id`);
  const [{ id: packageId }] = await sql.execute<{ id: number }[]>('select id from robux_package order by id limit 1');
  const [{ id: paymentMethodId }] = await sql.execute<{ id: number }[]>(
    `insert into payment_method (type, name, details) values ('Bank', 'Fuzz Bank', '123-4-56789-0') returning id`,
  );
  const shopper = await newShopper(app);
  const otherShopper = await newShopper(app);
  const placeOrder = async (who: Shopper) => {
    const placed = await who.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }]));
    if (placed.status !== 201) throw new Error(`fixture order not placed: ${placed.status} ${JSON.stringify(placed.body)}`);
    return placed.body.number as string;
  };
  return {
    superAdmin: await app.signIn(AdminRole.SUPER_ADMIN),
    targetAdmin: await app.signIn(AdminRole.ADMIN),
    shopper,
    categoryId,
    itemId,
    packageId,
    paymentMethodId,
    shopperOrderNumber: await placeOrder(shopper),
    staffOrderNumber: await placeOrder(otherShopper),
    shopperTopupId: (await shopper.call('POST', '/api/wallet/topups', { amount: 100 })).body.id,
  };
}
