import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { Permission } from '../auth/permissions.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { parseInput } from '../common/validation.js';
import { Order } from '../orders/order.entity.js';
import { changeOrderStatus } from '../orders/order-transitions.js';
import { OrderStatus } from '../orders/order-status.js';
import { orderNumberSchema, reasonSchema } from '../orders/order.validation.js';
import { cleanImage } from '../uploads/image-storage.js';
import { PaymentSlip } from './payment-slip.entity.js';
import { verifySlipAutomatically } from './slip-auto-verification.js';
import { readSlipReference, type SlipReference } from './slip-qr.js';
import type { SlipVerifier } from './slip-verifier.client.js';

const ORDER_DETAILS = ['lines', 'events', 'payment', 'customer'] as const;

/** An order waiting for staff to check its slip, with that slip (its picture is fetched on its own). */
export interface PaymentReview {
  order: Order;
  slip: PaymentSlip;
}

/**
 * Paying by slip: the shopper sends the bank's transfer slip for an order awaiting payment; staff (MANAGE_ORDERS)
 * compare it with the amount asked and approve it (PAID, the deposit recorded) or send it back with a reason.
 */
export class PaymentSlipService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
    private readonly audit: AuditTrail,
    readonly maxImageBytes: number,
    /** Checks slips with the banks through a provider (SLIP_VERIFIER); without one, staff check every slip. */
    private readonly verifier?: SlipVerifier,
  ) {}

  /**
   * The slip is checked before anything is written: a clean copy of the picture, and the bank and reference
   * from its QR. Then, with the order locked: still awaiting payment and in time, and a reference never used
   * before (a unique constraint decides between slips sent at the same moment); the order goes to review.
   * With a verifying provider configured, it is then asked, and may pay the order at once.
   */
  async submit(numberInput: unknown, bytes: Buffer | undefined): Promise<Order> {
    const customerId = await this.auth.customerId();
    const { number } = parseInput(orderNumberSchema, { number: numberInput });
    const { image, kind } = await cleanImage(bytes ?? Buffer.alloc(0), this.maxImageBytes, 'slip');
    const reference = await readSlipReference(image);
    let slipId: number;
    try {
      slipId = await this.em.transactional(async (tx) => {
        const [order] = await tx.execute<{ id: number; status: OrderStatus; expired: boolean; payment_id: number | null }[]>(
          `select o.id, o.status, o.expires_at <= now() as expired, p.id as payment_id
             from customer_order o left join payment p on p.order_id = o.id
            where o.number = ? and o.customer_id = ? for update of o`,
          [number, customerId],
        );
        if (!order) throw new NotFoundError(`You have no order ${number}`);
        refuseSlipFor(number, order);
        const slip = tx.create(PaymentSlip, { payment: order.payment_id!, ...reference, image, contentType: kind.mimeType });
        await tx.flush();
        await changeOrderStatus(tx, { orderId: order.id, to: OrderStatus.PAYMENT_REVIEW, actor: 'customer', actorId: customerId, note: 'Slip sent' });
        return slip.id;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        await this.reportReusedSlip(number, reference);
        throw new ConflictError('This slip has already been used for a payment. Each transfer slip counts once; send the slip of this transfer.');
      }
      throw error;
    }
    if (this.verifier) await verifySlipAutomatically(this.em.fork(), this.verifier, slipId);
    return this.em.fork().findOneOrFail(Order, { number }, { populate: ['lines', 'events', 'payment'] });
  }

  /** The shopper is not told where a slip was used before (another shopper's order); the operators' log is. */
  private async reportReusedSlip(number: string, reference: SlipReference): Promise<void> {
    const [first] = await this.em.fork().execute<{ number: string }[]>(
      `select o.number from payment_slip s join payment p on p.id = s.payment_id join customer_order o on o.id = p.order_id
        where s.sending_bank = ? and s.trans_ref = ?`,
      [reference.sendingBank, reference.transRef],
    );
    console.warn(`[payments] refused slip ${reference.sendingBank} ${reference.transRef} for ${number}: already used on ${first?.number ?? 'an order'}`);
  }

  /** Orders whose slip waits for staff, longest waiting first. */
  async queue(): Promise<PaymentReview[]> {
    await this.auth.authorize(Permission.MANAGE_ORDERS);
    const orders = await this.em.find(Order, { status: OrderStatus.PAYMENT_REVIEW }, { populate: ORDER_DETAILS, orderBy: { updatedAt: 'asc', id: 'asc' } });
    const slips = await this.latestSlips(orders);
    return orders.flatMap((order) => (slips.has(order.id) ? [{ order, slip: slips.get(order.id)! }] : []));
  }

  /** The picture of a slip, for staff only. */
  async slipImage(slipId: number): Promise<{ image: Buffer; contentType: string }> {
    await this.auth.authorize(Permission.MANAGE_ORDERS);
    const slip = await this.em.findOne(PaymentSlip, { id: slipId }, { populate: ['image'] });
    if (!slip) throw new NotFoundError(`There is no slip ${slipId}`);
    return { image: slip.image, contentType: slip.contentType };
  }

  /** The slip checks out: the order is PAID and the money recorded (order-transitions.ts), once. */
  approve(numberInput: unknown): Promise<Order> {
    return this.decide(numberInput, () => ({ to: OrderStatus.PAID }));
  }

  /** The slip does not check out: back to awaiting payment while the order has time, else expired; the shopper reads why. */
  reject(numberInput: unknown, reasonInput: unknown): Promise<Order> {
    const { reason } = parseInput(reasonSchema, { reason: reasonInput });
    return this.decide(numberInput, (expired) => ({ to: expired ? OrderStatus.EXPIRED : OrderStatus.AWAITING_PAYMENT, note: reason }));
  }

  private async decide(numberInput: unknown, outcome: (expired: boolean) => { to: OrderStatus; note?: string }): Promise<Order> {
    const admin = await this.auth.authorize(Permission.MANAGE_ORDERS);
    const { number } = parseInput(orderNumberSchema, { number: numberInput });
    await this.em.transactional(async (tx) => {
      const [order] = await tx.execute<{ id: number; status: OrderStatus; expired: boolean }[]>(
        'select id, status, expires_at <= now() as expired from customer_order where number = ? for update',
        [number],
      );
      if (!order) throw new NotFoundError(`There is no order ${number}`);
      if (order.status !== OrderStatus.PAYMENT_REVIEW) throw new ConflictError(`Order ${number} is ${order.status}; there is no slip waiting to be checked`);
      const { to, note } = outcome(order.expired);
      const change = await changeOrderStatus(tx, { orderId: order.id, to, actor: 'staff', actorId: admin.id, note });
      await this.audit.record(tx, { action: to === OrderStatus.PAID ? 'approve-payment' : 'reject-payment', entityType: 'Order', entityId: number, before: { status: change.from }, after: { status: change.to, note: note ?? null } });
    });
    return this.em.fork().findOneOrFail(Order, { number }, { populate: ORDER_DETAILS });
  }

  private async latestSlips(orders: Order[]): Promise<Map<number, PaymentSlip>> {
    const paymentIds = orders.flatMap((order) => (order.payment ? [order.payment.id] : []));
    if (!paymentIds.length) return new Map();
    const orderOfPayment = new Map(orders.map((order) => [order.payment?.id, order.id]));
    const slips = await this.em.find(PaymentSlip, { payment: { $in: paymentIds } }, { orderBy: { id: 'asc' } });
    // Later slips of a payment replace earlier ones (a slip sent back, then another sent).
    return new Map(slips.map((slip) => [orderOfPayment.get(slip.payment.id)!, slip]));
  }
}

/** A slip only for an order of this shopper that awaits payment and is still in time. */
function refuseSlipFor(number: string, order: { status: OrderStatus; expired: boolean; payment_id: number | null }): void {
  if (order.status === OrderStatus.PAYMENT_REVIEW) throw new ConflictError(`A slip for ${number} is already being checked; you will see the result on this page`);
  if (order.status !== OrderStatus.AWAITING_PAYMENT) throw new ConflictError(`Order ${number} is ${order.status}; it takes no slip`);
  if (order.expired) throw new ConflictError(`Order ${number} ran out of time to be paid; place the order again`);
  if (order.payment_id === null) throw new ConflictError(`Order ${number} was placed before PromptPay payments; contact support to pay it`);
}
