import { adminGraphQL, adminLogin } from './admin-session';

/** The account checkout pays into, set up as a shop owner does in Manage Payments; without one no order is placed. */
export const E2E_CHECKOUT_ACCOUNT = { name: 'Robux Shop E2E', promptpayId: '0812345678' };

/** Makes a freshly started shop able to take PromptPay (and so to take orders). */
export async function takePromptPay(shopUrl: string): Promise<void> {
  const { token } = await adminLogin(shopUrl);
  await adminGraphQL(shopUrl, token, 'mutation ($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { id } }', {
    input: { type: 'PROMPTPAY', name: E2E_CHECKOUT_ACCOUNT.name, details: '081-xxx-5678', promptpayId: E2E_CHECKOUT_ACCOUNT.promptpayId, activeForCheckout: true },
  });
}
