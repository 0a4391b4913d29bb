import type { EntityManager } from '@mikro-orm/postgresql';

/** The receiving account of every seeded test database: a shop that is set up to take PromptPay. */
export const TEST_CHECKOUT_ACCOUNT = { promptpayId: '0812345678', name: 'Robux Shop Test Co.' };

export async function addCheckoutAccount(em: EntityManager): Promise<void> {
  await em.execute(
    `insert into payment_method (type, name, details, promptpay_id, active_for_checkout) values ('PromptPay', ?, '081-xxx-5678', ?, true)`,
    [TEST_CHECKOUT_ACCOUNT.name, TEST_CHECKOUT_ACCOUNT.promptpayId],
  );
}
