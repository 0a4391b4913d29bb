import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { RequestAuth } from '../auth/request-auth.js';
import type { Order } from '../orders/order.entity.js';
import { OrderStatus } from '../orders/order-status.js';
import type { AccountLoginCipher } from './account-login-cipher.js';
import type { OrderAccountLogin } from './robux-account.types.js';

/** Paid and not refunded: the buyer owns what they bought. */
const LOGIN_SHOWN = new Set([OrderStatus.PAID, OrderStatus.DELIVERING, OrderStatus.DELIVERED, OrderStatus.COMPLETED]);

/** The logins of the Robux accounts a shopper bought, on their own order page, once it is paid. */
export class BoughtAccountsService {
  /** Per order, this request's answer: an order asked for twice in one request is read and recorded once. */
  private readonly released = new Map<number, Promise<OrderAccountLogin[]>>();

  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
    private readonly audit: AuditTrail,
    private readonly cipher: AccountLoginCipher | undefined,
  ) {}

  /**
   * Empty for anyone but the buyer (staff included: a Super Admin reveals a login through the audited reveal).
   * Every release is in the audit log, naming the order and the accounts, before the logins are answered.
   */
  loginsFor(order: Order): Promise<OrderAccountLogin[]> {
    let logins = this.released.get(order.id);
    if (!logins) {
      logins = this.release(order);
      this.released.set(order.id, logins);
    }
    return logins;
  }

  private async release(order: Order): Promise<OrderAccountLogin[]> {
    const accountIds = order.lines.getItems().flatMap((line) => (line.robuxAccount ? [line.robuxAccount.id] : []));
    if (!accountIds.length || !LOGIN_SHOWN.has(order.status) || !this.cipher) return [];
    const buyer = await this.auth.customerId().catch(() => undefined);
    if (buyer !== order.customer.id) return [];
    const rows = await this.em.execute<{ public_id: string; login_sealed: Buffer | null }[]>(
      `select public_id, login_sealed from robux_account where id in (?) and status = 'SOLD' order by public_id`,
      [accountIds],
    );
    const logins = rows.flatMap((row) => (row.login_sealed ? [{ accountId: row.public_id, login: this.cipher!.open(row.login_sealed, row.public_id) }] : []));
    if (logins.length) {
      await this.audit.recordShopperRead({ action: 'reveal_login', entityType: 'Order', entityId: order.number, after: { accountIds: logins.map((login) => login.accountId) } });
    }
    return logins;
  }
}
