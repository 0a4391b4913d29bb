import { anyId } from 'promptparse/generate';
import { promptPayIdKind } from './promptpay-id.js';

/**
 * The EMVCo payload of a PromptPay QR that pays exactly `amount` baht to `promptpayId` (point of initiation
 * 12, a one-time amount, with its CRC): what a bank app reads when the shopper scans it.
 */
export function promptPayPayload(promptpayId: string, amount: string): string {
  const type = promptPayIdKind(promptpayId);
  if (!type) throw new Error(`Stored PromptPay id ${promptpayId} is not a valid PromptPay id`);
  // promptparse writes the amount with two decimals; NUMERIC(12,2) amounts are exact as JS numbers.
  return anyId({ type, target: promptpayId, amount: Number(amount) });
}
