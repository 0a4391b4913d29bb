import type { EntityManager } from '@mikro-orm/postgresql';

/** Orders and top-ups are paid to the one payment account active for checkout; without it nothing can be paid. */
export const CHECKOUT_ACCOUNT_EXISTS_SQL = 'select exists (select 1 from payment_method where active_for_checkout) as exists';

export async function hasCheckoutAccount(em: EntityManager): Promise<boolean> {
  const [row] = await em.execute<{ exists: boolean }[]>(CHECKOUT_ACCOUNT_EXISTS_SQL);
  return row.exists;
}
