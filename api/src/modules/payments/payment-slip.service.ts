import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { Permission } from '../auth/permissions.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { type PageRequest, pageSchema } from '../common/pagination.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import { Order } from '../orders/order.entity.js';
import { findOrderDetails } from '../orders/order-details.js';
import { changeLockedOrderStatus, changeOrderStatus, lockOrder, type OrderEffects } from '../orders/order-transitions.js';
import { OrderStatus } from '../orders/order-status.js';
import { StatusNoteCode } from '../orders/status-note.js';
import { orderNumberSchema, reasonSchema } from '../orders/order.validation.js';
import { PaymentSlip } from './payment-slip.entity.js';
import { type ReceivingAccount, receivingAccountOf } from './receiving-account.js';
import { verifySlipAutomatically } from './slip-auto-verification.js';
import { isLatestSlip, pairedInQueueOrder, reviewQueuePage, type SlipIntakeSettings, takeSlip } from './slip-intake.js';
import type { SlipVerifier } from './slip-verifier.client.js';

const ORDER_DETAILS = ['lines', 'events', 'payment', 'customer'] as const;

/** An order waiting for staff to check its slip, with that slip (its picture is fetched on its own). */
export interface PaymentReview {
  order: Order;
  slip: PaymentSlip;
  receivingAccount: ReceivingAccount;
}

/** One page of the order review queue. */
export interface PaymentReviewPage {
  reviews: PaymentReview[];
  total: number;
  offset: number;
  limit: number;
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
    private readonly slipIntake: SlipIntakeSettings,
    private readonly effects: OrderEffects,
    /** Checks slips with the banks through a provider (SLIP_VERIFIER); without one, staff check every slip. */
    private readonly verifier?: SlipVerifier,
  ) {}

  /** The largest slip picture taken (uploads past it are refused while they are read). */
  get maxImageBytes(): number {
    return this.slipIntake.maxImageBytes;
  }

  /**
   * The shopper's slip for an order of theirs that awaits payment and is still in time (slip-intake.ts); the
   * order goes to review. With a verifying provider configured, it is then asked, and may pay the order at once.
   */
  async submit(numberInput: unknown, bytes: Buffer | undefined): Promise<Order> {
    const customerId = await this.auth.customerId();
    const { number } = parseInput(orderNumberSchema, { number: numberInput });
    const slipId = await takeSlip(this.em, customerId, bytes, this.slipIntake, {
      label: number,
      find: async (em, lock) => {
        const [order] = await em.execute<{ id: number; status: OrderStatus; expired: boolean; payment_id: number | null }[]>(
          `select o.id, o.status, o.expires_at <= now() as expired, p.id as payment_id
             from customer_order o left join payment p on p.order_id = o.id
            where o.number = ? and o.customer_id = ? ${lock ? 'for update of o' : ''}`,
          [number, customerId],
        );
        if (!order) throw new NotFoundError(`You have no order ${number}`);
        refuseSlipFor(number, order);
        return { id: order.id, paymentId: order.payment_id! };
      },
      toReview: (tx, orderId) => changeOrderStatus(tx, orderId, { to: OrderStatus.PAYMENT_REVIEW, actor: 'customer', actorId: customerId, systemNote: { code: StatusNoteCode.SLIP_SENT } }, this.effects),
    });
    if (this.verifier) await verifySlipAutomatically(this.em.fork(), this.verifier, slipId, (tx, provider) => payConfirmedOrder(tx, slipId, provider, this.effects));
    return (await findOrderDetails(this.em.fork(), { number }))!;
  }

  /** Orders whose slip waits for staff, the slip waiting longest first, a page at a time. */
  async queue(pageInput: Untrusted<PageRequest> = {}): Promise<PaymentReviewPage> {
    await this.auth.authorize(Permission.MANAGE_ORDERS);
    const page = parseInput(pageSchema, pageInput);
    const { entries, total } = await reviewQueuePage(this.em, 'order', page);
    const [orders, slips] = await Promise.all([
      this.em.find(Order, { id: { $in: entries.map((entry) => entry.id) } }, { populate: ORDER_DETAILS }),
      this.em.find(PaymentSlip, { id: { $in: entries.map((entry) => entry.slipId) } }),
    ]);
    const reviews = pairedInQueueOrder(entries, orders, slips).map(({ payable: order, slip }) => ({ order, slip, receivingAccount: receivingAccountOf(order.payment!) }));
    return { reviews, total, ...page };
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
      const order = await lockOrder(tx, { number });
      if (!order) throw new NotFoundError(`There is no order ${number}`);
      if (order.status !== OrderStatus.PAYMENT_REVIEW) throw new ConflictError(`Order ${number} is ${order.status}; there is no slip waiting to be checked`);
      const { to, note } = outcome(order.expired);
      const change = await changeLockedOrderStatus(tx, order, { to, actor: 'staff', actorId: admin.id, note }, this.effects);
      await this.audit.record(tx, { action: to === OrderStatus.PAID ? 'approve-payment' : 'reject-payment', entityType: 'Order', entityId: number, before: { status: change.from }, after: { status: change.to, note: note ?? null } });
    });
    return this.em.fork().findOneOrFail(Order, { number }, { populate: ORDER_DETAILS });
  }
}

/** A slip only for an order of this shopper that awaits payment and is still in time. */
function refuseSlipFor(number: string, order: { status: OrderStatus; expired: boolean; payment_id: number | null }): void {
  if (order.status === OrderStatus.PAYMENT_REVIEW) throw new ConflictError(`A slip for ${number} is already being checked; you will see the result on this page`);
  if (order.status !== OrderStatus.AWAITING_PAYMENT) throw new ConflictError(`Order ${number} is ${order.status}; it takes no slip`);
  if (order.expired) throw new ConflictError(`Order ${number} ran out of time to be paid; place the order again`);
  if (order.payment_id === null) throw new ConflictError(`Order ${number} was placed before PromptPay payments; contact support to pay it`);
}

/** The verifying provider confirmed the slip: the order is PAID by the shop itself, if it still waits on that slip. */
async function payConfirmedOrder(tx: EntityManager, slipId: number, provider: string, effects: OrderEffects): Promise<void> {
  const [order] = await tx.execute<{ id: number; status: OrderStatus }[]>(
    `select o.id, o.status from customer_order o join payment p on p.order_id = o.id join payment_slip s on s.payment_id = p.id
      where s.id = ? for update of o`,
    [slipId],
  );
  if (order.status !== OrderStatus.PAYMENT_REVIEW || !(await isLatestSlip(tx, slipId))) return;
  await changeOrderStatus(tx, order.id, { to: OrderStatus.PAID, actor: 'system', actorId: null, systemNote: { code: StatusNoteCode.PAYMENT_CONFIRMED, provider } }, effects);
}

