import { bangkokDateOf } from '../transactions/bangkok-time.js';
import { csvField } from '../common/csv.js';
import { paymentInstructions } from '../payments/payment-instructions.js';
import type { OrderLine } from './order-line.entity.js';
import type { Order } from './order.entity.js';
import { movesFrom, nextStatuses, OPEN_STATUSES, OrderStatus } from './order-status.js';

/** Which product a line bought, as REST names it: an account by its public id, since that is what shoppers know. */
function productIdOf(line: OrderLine) {
  if (line.accountPublicId !== null) return { account_id: line.accountPublicId };
  return line.robuxAmount === null ? { item_id: line.item?.id ?? null } : { package_id: line.robuxPackage?.id ?? null };
}

/** The REST shape of an order (snake_case, money as strings), the same for shoppers and staff. */
export function orderJson(order: Order) {
  return {
    number: order.number,
    status: order.status,
    total: order.total,
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt.toISOString(),
    open: OPEN_STATUSES.has(order.status),
    cancellable: nextStatuses(order.status, 'customer').includes(OrderStatus.CANCELLED),
    roblox_user: order.robloxUsername === null ? null : {
      id: order.robloxUserId,
      name: order.robloxUsername,
      display_name: order.robloxDisplayName,
      verified: order.robloxUserId !== null,
    },
    lines: order.lines.getItems().map((line) => ({
      ...productIdOf(line),
      kind: line.kind,
      name: line.name,
      name_th: line.nameTh,
      game_name: line.gameName,
      rarity: line.rarity,
      robux_amount: line.robuxAmount,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      line_total: line.lineTotal,
      delivery_method: line.deliveryMethod,
      delivery_instructions: line.deliveryInstructions,
      account_type: line.accountType,
      guarantee_days: line.guaranteeDays,
      gamepass_id: line.gamepassId,
      gamepass_price: line.gamepassPrice,
    })),
    timeline: order.events.getItems().map((event) => ({ status: event.toStatus, from: event.fromStatus, at: event.at.toISOString(), by: event.actor, note: event.note, note_code: event.noteCode, note_provider: event.noteProvider })),
    payment: paymentJson(order),
  };
}

function paymentJson(order: Order) {
  const payment = paymentInstructions(order);
  if (!payment) return null;
  return {
    method: payment.method,
    amount: payment.amount,
    amount_offset: payment.amountOffset,
    receiver_name: payment.receiverName,
    promptpay_payload: payment.promptpayPayload,
    expires_at: payment.expiresAt.toISOString(),
  };
}

/** Staff see who bought it and what they may do next. */
export function staffOrderJson(order: Order) {
  const { id, email, name } = order.customer;
  const moves = movesFrom(order, 'staff').map(({ status, needsReason, withoutPayment }) => ({ status, needs_reason: needsReason, without_payment: withoutPayment }));
  return { ...orderJson(order), customer: { id, email, name }, staff_moves: moves };
}

export const ORDER_CSV_HEADER = ['number', 'date', 'status', 'total', 'customer_email', 'roblox_username', 'roblox_verified', 'lines'];

/** A line of the staff export, text fields guarded against spreadsheet formulas. */
export function orderCsvRow(order: Order): string {
  return [
    csvField(order.number, false),
    csvField(bangkokDateOf(order.createdAt), false),
    csvField(order.status, false),
    csvField(order.total, false),
    csvField(order.customer.email, true),
    csvField(order.robloxUsername ?? '', true),
    csvField(order.robloxUserId === null ? 'no' : 'yes', false),
    csvField(order.lines.getItems().map((line) => `${line.quantity} × ${line.name}`).join('; '), true),
  ].join(',');
}
