import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { Permission } from '../auth/permissions.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { SqlWithParams } from '../item/item-sql.js';
import { type PageRequest, pageSchema } from '../common/pagination.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import type { OpenPaymentLimits } from '../payments/open-payment-limits.js';
import { parseRobloxUsername } from '../roblox/roblox-username.js';
import type { RobloxUserDirectory } from '../roblox/roblox-users.client.js';
import { previewCheckout } from './checkout-preview.js';
import { placeOrder, type Receiver } from './order-placement.js';
import { findOrderDetails } from './order-details.js';
import { changeLockedOrderStatus, lockOrder, type OrderEffects, paidWithoutPaymentRefusal } from './order-transitions.js';
import { Order } from './order.entity.js';
import { type CheckoutPreview, type OrderPage, type OrderPlacement, type StaffOrderPage, type UsernameCheck, UsernameCheckStatus } from './order.types.js';
import {
  checkoutPreviewSchema,
  needsRobloxUsername,
  orderNumberSchema,
  placeOrderSchema,
  staffOrderFilterSchema,
  type StaffOrderFilter,
  statusChangeSchema,
} from './order.validation.js';
import { OrderStatus } from './order-status.js';
import { staffOrderWhere } from './staff-order-filter.js';

const orderNumberOf = (number: unknown) => parseInput(orderNumberSchema, { number }).number;

/** What the order service needs beyond the request: the Roblox lookup and how long an order waits for payment. */
export interface OrderSettings {
  roblox: RobloxUserDirectory;
  paymentMinutes: number;
  openPayments: OpenPaymentLimits;
}

const WITH_DETAILS = { populate: ['lines', 'events', 'payment'] } as const;
const STAFF_DETAILS = ['lines', 'events', 'customer', 'payment'] as const;
/** Orders read at a time by the CSV export. */
const EXPORT_BATCH = 500;

/** Checkout and orders: shoppers place and follow their own orders; staff (MANAGE_ORDERS) see and move all. */
export class OrderService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
    private readonly audit: AuditTrail,
    private readonly settings: OrderSettings,
    private readonly effects: OrderEffects,
  ) {}

  preview(input: unknown): Promise<CheckoutPreview> {
    return previewCheckout(this.em, parseInput(checkoutPreviewSchema, input).lines);
  }

  /** "Is this you?": who a Roblox username belongs to, before the order is placed. */
  async checkRobloxUsername(username: unknown): Promise<UsernameCheck> {
    await this.auth.customerId();
    const lookup = await this.settings.roblox.findByUsername(parseRobloxUsername(username, 'username'));
    if (lookup.status !== 'FOUND') return { status: UsernameCheckStatus[lookup.status], user: null };
    const { id, name, displayName } = lookup.user;
    return { status: UsernameCheckStatus.FOUND, user: { id, name, displayName, verified: true } };
  }

  async place(input: Untrusted<{ lines: unknown; robloxUsername: unknown; idempotencyKey: unknown; expectedTotal: unknown }>): Promise<OrderPlacement> {
    const customerId = await this.auth.customerId();
    const parsed = parseInput(placeOrderSchema, input);
    const receiver = needsRobloxUsername(parsed.lines) ? await this.receiver(parsed.robloxUsername) : null;
    return placeOrder(this.em, customerId, { ...parsed, receiver }, { paymentMinutes: this.settings.paymentMinutes, openPayments: this.settings.openPayments, ...this.effects });
  }

  /** The Roblox user an order is delivered to, as Roblox knows them (or could not say); a name Roblox does not know is refused. */
  private async receiver(usernameInput: unknown): Promise<Receiver> {
    const username = parseRobloxUsername(usernameInput);
    const lookup = await this.settings.roblox.findByUsername(username);
    if (lookup.status === 'NOT_FOUND') {
      throw new ValidationError(`There is no Roblox user called "${username}"; check the spelling`, [
        { field: 'robloxUsername', message: 'is not a Roblox user', reason: 'NOT_FOUND' },
      ]);
    }
    return { username, lookup };
  }

  /** The signed-in shopper's orders, newest first. */
  async mine(page: Untrusted<PageRequest> = {}): Promise<OrderPage> {
    const customer = await this.auth.customerId();
    const { offset, limit } = parseInput(pageSchema, page);
    const [orders, total] = await this.em.findAndCount(Order, { customer }, { ...WITH_DETAILS, orderBy: { id: 'desc' }, offset, limit });
    return { orders, total, offset, limit };
  }

  /** One of the shopper's own orders; another shopper's number is NOT_FOUND, exactly like one that does not exist. */
  async mineByNumber(number: unknown): Promise<Order> {
    const customer = await this.auth.customerId();
    const wanted = orderNumberOf(number);
    const order = await findOrderDetails(this.em, { number: wanted, customerId: customer });
    if (!order) throw new NotFoundError(`You have no order ${wanted}`);
    return order;
  }

  async cancelMine(number: unknown): Promise<Order> {
    const customer = await this.auth.customerId();
    const wanted = orderNumberOf(number);
    await this.em.transactional(async (tx) => {
      const order = await lockOrder(tx, { number: wanted, customerId: customer });
      if (!order) throw new NotFoundError(`You have no order ${wanted}`);
      await changeLockedOrderStatus(tx, order, { to: OrderStatus.CANCELLED, actor: 'customer', actorId: customer }, this.effects);
    });
    return (await findOrderDetails(this.em.fork(), { number: wanted }))!;
  }

  async list(filterInput: Untrusted<StaffOrderFilter> = {}, page: Untrusted<PageRequest> = {}): Promise<StaffOrderPage> {
    await this.auth.authorize(Permission.MANAGE_ORDERS);
    const filter = parseInput(staffOrderFilterSchema, filterInput);
    const { offset, limit } = parseInput(pageSchema, page);
    const where = staffOrderWhere(filter);
    const chips = staffOrderWhere(filter, { statusToo: false });
    const [rows, counts] = await Promise.all([
      this.em.execute<{ id: number; total: number }[]>(
        `select o.id, (count(*) over ())::int as total from customer_order o ${where.sql} order by o.id desc limit ? offset ?`,
        [...where.params, limit, offset],
      ),
      this.em.execute<{ status: OrderStatus; count: number }[]>(`select o.status, count(*)::int as count from customer_order o ${chips.sql} group by o.status`, chips.params),
    ]);
    const ids = rows.map((row) => row.id);
    const orders = ids.length ? await this.em.find(Order, { id: { $in: ids } }, { populate: STAFF_DETAILS, orderBy: { id: 'desc' } }) : [];
    const total = rows[0]?.total ?? (offset > 0 ? await this.countMatching(where) : 0);
    const countOf = new Map(counts.map((row) => [row.status, row.count]));
    return { orders, total, offset, limit, statusCounts: Object.values(OrderStatus).map((status) => ({ status, count: countOf.get(status) ?? 0 })) };
  }

  private async countMatching(where: SqlWithParams): Promise<number> {
    const [{ count }] = await this.em.execute<{ count: number }[]>(`select count(*)::int as count from customer_order o ${where.sql}`, where.params);
    return count;
  }

  /**
   * Every matching order with its lines and buyer, newest first, for the CSV export: checked and recorded
   * at once (buyers' e-mails leave the shop in the file), then read in batches as the file is written.
   */
  async exportRows(filterInput: Untrusted<StaffOrderFilter> = {}): Promise<AsyncIterable<Order[]>> {
    await this.auth.authorize(Permission.MANAGE_ORDERS);
    const filter = parseInput(staffOrderFilterSchema, filterInput);
    const where = staffOrderWhere(filter);
    await this.audit.recordRead({ action: 'export', entityType: 'Order', after: { filter, rowCount: await this.countMatching(where) } });
    return this.exportBatches(where);
  }

  /** Keyset pages by id, newest first, each read by a fresh fork so no batch stays in memory. */
  private async *exportBatches(where: SqlWithParams): AsyncGenerator<Order[]> {
    let before = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const rows = await this.em.execute<{ id: number }[]>(
        `select o.id from customer_order o ${where.sql ? `${where.sql} and` : 'where'} o.id < ? order by o.id desc limit ?`,
        [...where.params, before, EXPORT_BATCH],
      );
      if (!rows.length) return;
      yield await this.em.fork().find(Order, { id: { $in: rows.map((row) => row.id) } }, { populate: STAFF_DETAILS, orderBy: { id: 'desc' } });
      if (rows.length < EXPORT_BATCH) return;
      before = rows.at(-1)!.id;
    }
  }

  async byNumber(number: unknown): Promise<Order> {
    await this.auth.authorize(Permission.MANAGE_ORDERS);
    const wanted = orderNumberOf(number);
    const order = await this.em.findOne(Order, { number: wanted }, { populate: STAFF_DETAILS });
    if (!order) throw new NotFoundError(`There is no order ${wanted}`);
    return order;
  }

  /**
   * A staff move. Marking PAID an order with no payment recorded (no slip from the buyer waiting) sells its goods
   * for no money: only a Super Admin may, saying why in `reason`, which becomes the move's note on the timeline.
   */
  async setStatus(number: unknown, input: Untrusted<{ status: unknown; note: unknown; reason?: unknown }>): Promise<Order> {
    const admin = await this.auth.authorize(Permission.MANAGE_ORDERS);
    const { status, note: noteGiven, reason } = parseInput(statusChangeSchema, input);
    const order = await this.byNumber(number);
    const note = reason ?? noteGiven;
    await this.em.transactional(async (tx) => {
      const locked = (await lockOrder(tx, { id: order.id }))!;
      const allowWithoutPayment = () => this.mayMarkPaidWithoutPayment(locked.number, reason);
      const change = await changeLockedOrderStatus(tx, locked, { to: status, actor: 'staff', actorId: admin.id, note, allowWithoutPayment }, this.effects);
      await this.audit.record(tx, {
        action: 'set-status',
        entityType: 'Order',
        entityId: change.number,
        before: { status: change.from },
        after: { status: change.to, note: note ?? null, ...(change.withoutPayment ? { withoutPayment: true } : {}) },
      });
    });
    return this.em.fork().findOneOrFail(Order, { id: order.id }, { populate: STAFF_DETAILS });
  }

  /** The one check of MARK_PAID_WITHOUT_PAYMENT (asked by changeLockedOrderStatus once it knows no payment is recorded), then of the reason. */
  private async mayMarkPaidWithoutPayment(number: string, reason: string | undefined): Promise<void> {
    await this.auth.authorize(Permission.MARK_PAID_WITHOUT_PAYMENT, paidWithoutPaymentRefusal(number));
    if (!reason) {
      throw new ValidationError(`Give a reason to mark order ${number} paid: no payment is recorded for it`, [
        { field: 'reason', message: 'is required to mark an order paid with no payment recorded', reason: 'REQUIRED' },
      ]);
    }
  }
}
