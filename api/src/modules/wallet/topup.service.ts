import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction, withPooledConnection } from '../../database/pooled-connection.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { Permission } from '../auth/permissions.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { type PageRequest, pageSchema } from '../common/pagination.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import { type MailOutbox, sqlOnConnection } from '../mail/mail-outbox.js';
import { reasonSchema } from '../orders/order.validation.js';
import { StatusNoteCode } from '../orders/status-note.js';
import { type OpenPaymentLimits, refuseTopupOverLimit } from '../payments/open-payment-limits.js';
import { PaymentSlip } from '../payments/payment-slip.entity.js';
import { reservePayment } from '../payments/payment-reservation.js';
import { verifySlipAutomatically } from '../payments/slip-auto-verification.js';
import { isLatestSlip, pairedInQueueOrder, reviewQueuePage, type SlipIntakeSettings, takeSlip } from '../payments/slip-intake.js';
import type { SlipVerifier } from '../payments/slip-verifier.client.js';
import { changeTopupStatus } from './topup-transitions.js';
import { TopupStatus } from './topup-status.js';
import { WalletTopup } from './wallet-topup.entity.js';
import { topupIdSchema, topupSchema } from './wallet.validation.js';

export interface TopupSettings {
  /** How long a top-up waits for its money, as an order does. */
  paymentMinutes: number;
  openPayments: OpenPaymentLimits;
  /** Slips are taken as an order's are (slip-intake.ts). */
  slipIntake: SlipIntakeSettings;
  verifier?: SlipVerifier;
  mail: MailOutbox;
}

/** A top-up waiting for staff, with its latest slip. */
export interface TopupReviewRow {
  topup: WalletTopup;
  slip: PaymentSlip;
}

/** One page of the top-up review queue. */
export interface TopupReviewPage {
  reviews: TopupReviewRow[];
  total: number;
  offset: number;
  limit: number;
}

const topupIdOf = (id: unknown) => parseInput(topupIdSchema, { id }).id;

/**
 * Wallet top-ups: a gamer asks for an amount, pays it by PromptPay (its own unique amount, QR and slip, as an
 * order), and staff or the verifying provider credit the wallet with what was paid.
 */
export class TopupService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
    private readonly audit: AuditTrail,
    private readonly settings: TopupSettings,
  ) {}

  /** A new top-up with its payment (the amount plus a few satang no other open payment has), in one transaction. */
  async start(input: unknown): Promise<WalletTopup> {
    const customerId = await this.auth.customerId();
    const { amount } = parseInput(topupSchema, input);
    const id = await withPooledConnection(this.em, (connection) =>
      inTransaction(connection, async () => {
        await refuseTopupOverLimit(sqlOnConnection(connection), customerId, this.settings.openPayments);
        const { rows } = await connection.query<{ id: number }>(
          'insert into wallet_topup (customer_id, amount, expires_at) values ($1, $2, now() + make_interval(mins => $3)) returning id',
          [customerId, amount, this.settings.paymentMinutes],
        );
        await reservePayment(connection, { topupId: rows[0].id });
        return rows[0].id;
      }),
    );
    return this.reloaded(id);
  }

  /** One of the gamer's own top-ups; another gamer's is NOT_FOUND, like one that does not exist. */
  async mine(idInput: unknown): Promise<WalletTopup> {
    const customer = await this.auth.customerId();
    const id = topupIdOf(idInput);
    const topup = await this.em.findOne(WalletTopup, { id, customer }, { populate: ['payment'] });
    if (!topup) throw new NotFoundError(`You have no top-up ${id}`);
    return topup;
  }

  /** The gamer's slip for a top-up awaiting payment and in time; it goes to review, and the verifier may credit it at once. */
  async submitSlip(idInput: unknown, bytes: Buffer | undefined): Promise<WalletTopup> {
    const customerId = await this.auth.customerId();
    const id = topupIdOf(idInput);
    const slipId = await takeSlip(this.em, customerId, bytes, this.settings.slipIntake, {
      label: `top-up ${id}`,
      find: async (em, lock) => {
        const [topup] = await em.execute<{ status: TopupStatus; expired: boolean; payment_id: number }[]>(
          `select t.status, t.expires_at <= now() as expired, p.id as payment_id
             from wallet_topup t join payment p on p.topup_id = t.id where t.id = ? and t.customer_id = ? ${lock ? 'for update of t' : ''}`,
          [id, customerId],
        );
        if (!topup) throw new NotFoundError(`You have no top-up ${id}`);
        if (topup.status === TopupStatus.PAYMENT_REVIEW) throw new ConflictError(`A slip for top-up ${id} is already being checked`);
        if (topup.status !== TopupStatus.AWAITING_PAYMENT) throw new ConflictError(`Top-up ${id} is ${topup.status}; it takes no slip`);
        if (topup.expired) throw new ConflictError(`Top-up ${id} ran out of time to be paid; start a new one`);
        return { id, paymentId: topup.payment_id };
      },
      toReview: (tx) => changeTopupStatus(tx, { topupId: id, to: TopupStatus.PAYMENT_REVIEW, actor: 'customer' }, this.settings.mail),
    });
    if (this.settings.verifier) {
      await verifySlipAutomatically(this.em.fork(), this.settings.verifier, slipId, async (tx, provider) => {
        const [topup] = await tx.execute<{ status: TopupStatus }[]>('select status from wallet_topup where id = ? for update', [id]);
        if (topup.status !== TopupStatus.PAYMENT_REVIEW || !(await isLatestSlip(tx, slipId))) return;
        await changeTopupStatus(tx, { topupId: id, to: TopupStatus.CREDITED, actor: 'system', systemNote: { code: StatusNoteCode.PAYMENT_CONFIRMED, provider } }, this.settings.mail);
      });
    }
    return this.reloaded(id);
  }

  /** Top-ups whose slip waits for staff, the slip waiting longest first, a page at a time. */
  async queue(pageInput: Untrusted<PageRequest> = {}): Promise<TopupReviewPage> {
    await this.auth.authorize(Permission.MANAGE_ORDERS);
    const page = parseInput(pageSchema, pageInput);
    const { entries, total } = await reviewQueuePage(this.em, 'topup', page);
    const [topups, slips] = await Promise.all([
      this.em.find(WalletTopup, { id: { $in: entries.map((entry) => entry.id) } }, { populate: ['payment', 'customer'] }),
      this.em.find(PaymentSlip, { id: { $in: entries.map((entry) => entry.slipId) } }),
    ]);
    const reviews = pairedInQueueOrder(entries, topups, slips).map(({ payable: topup, slip }) => ({ topup, slip }));
    return { reviews, total, ...page };
  }

  /** The slip checks out: the wallet is credited with what was paid, and the deposit recorded, once. */
  approve(idInput: unknown): Promise<WalletTopup> {
    return this.decide(idInput, () => ({ to: TopupStatus.CREDITED }));
  }

  /** The slip does not check out: back to awaiting payment while there is time, else expired; the gamer reads why. */
  reject(idInput: unknown, reasonInput: unknown): Promise<WalletTopup> {
    const { reason } = parseInput(reasonSchema, { reason: reasonInput });
    return this.decide(idInput, (expired) => ({ to: expired ? TopupStatus.EXPIRED : TopupStatus.AWAITING_PAYMENT, note: reason }));
  }

  private async decide(idInput: unknown, outcome: (expired: boolean) => { to: TopupStatus; note?: string }): Promise<WalletTopup> {
    const admin = await this.auth.authorize(Permission.MANAGE_ORDERS);
    const id = topupIdOf(idInput);
    await this.em.transactional(async (tx) => {
      const [topup] = await tx.execute<{ status: TopupStatus; expired: boolean }[]>('select status, expires_at <= now() as expired from wallet_topup where id = ? for update', [id]);
      if (!topup) throw new NotFoundError(`There is no top-up ${id}`);
      if (topup.status !== TopupStatus.PAYMENT_REVIEW) throw new ConflictError(`Top-up ${id} is ${topup.status}; there is no slip waiting to be checked`);
      const { to, note } = outcome(topup.expired);
      await changeTopupStatus(tx, { topupId: id, to, actor: 'staff', adminId: admin.id, note }, this.settings.mail);
      await this.audit.record(tx, { action: to === TopupStatus.CREDITED ? 'approve-topup' : 'reject-topup', entityType: 'WalletTopup', entityId: id, before: { status: topup.status }, after: { status: to, note: note ?? null } });
    });
    return this.reloaded(id);
  }

  private reloaded(id: number): Promise<WalletTopup> {
    return this.em.fork().findOneOrFail(WalletTopup, { id }, { populate: ['payment', 'customer'] });
  }
}
