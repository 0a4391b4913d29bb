import { paymentInstructions } from '../payments/payment-instructions.js';
import type { WalletTopup } from './wallet-topup.entity.js';
import type { Topup, Wallet, WalletEntry } from './wallet.types.js';

/** A top-up as the API shows it, with how to pay it. */
export function topupView(topup: WalletTopup): Topup {
  return { id: topup.id, amount: topup.amount, status: topup.status, note: topup.note, noteCode: topup.noteCode, noteProvider: topup.noteProvider, payment: paymentInstructions(topup), createdAt: topup.createdAt };
}

export function topupJson(topup: WalletTopup) {
  const payment = paymentInstructions(topup);
  return {
    id: topup.id,
    amount: topup.amount,
    status: topup.status,
    note: topup.note,
    note_code: topup.noteCode,
    note_provider: topup.noteProvider,
    created_at: topup.createdAt.toISOString(),
    payment: payment && {
      method: payment.method,
      amount: payment.amount,
      amount_offset: payment.amountOffset,
      receiver_name: payment.receiverName,
      promptpay_payload: payment.promptpayPayload,
      expires_at: payment.expiresAt.toISOString(),
    },
  };
}

export const walletEntryJson = (entry: WalletEntry) => ({
  amount: entry.amount,
  balance_after: entry.balanceAfter,
  kind: entry.kind,
  ref: entry.ref,
  reason: entry.reason,
  at: entry.at.toISOString(),
});

export function walletJson(wallet: Wallet) {
  return { balance: wallet.balance, total_credited: wallet.totalCredited, entries: wallet.entries.map(walletEntryJson), total: wallet.total, offset: wallet.offset, limit: wallet.limit, topup_min: wallet.topupMin, topup_max: wallet.topupMax };
}
