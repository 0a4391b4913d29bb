import type { EntityManager } from '@mikro-orm/postgresql';
import type { Admin } from '../admin/admin.entity.js';
import { Permission, roleAllows } from '../auth/permissions.js';
import { OrderStatus } from '../orders/order-status.js';
import { waitingSlipsSql } from '../payments/slip-intake.js';
import { SHOP_TIME_ZONE } from '../transactions/bangkok-time.js';
import { MONEY_FLOWS_SQL } from '../wallet/ledger-revenue.js';
import type { WaitingWork } from './waiting-work.types.js';

const BANGKOK_TODAY_START = `((now() at time zone '${SHOP_TIME_ZONE}')::date)::timestamp at time zone '${SHOP_TIME_ZONE}'`;

type SqlFigure = Exclude<keyof WaitingWork, 'unreadSupportConversations'>;

/** Each figure the one statement may compute, and the permission of the screen it links to. */
const FIGURES: Record<SqlFigure, { needs: Permission; sql: string }> = {
  orderSlipsToReview: { needs: Permission.MANAGE_ORDERS, sql: `(select count(*)::int from (${waitingSlipsSql('order')}) w)` },
  topupSlipsToReview: { needs: Permission.MANAGE_ORDERS, sql: `(select count(*)::int from (${waitingSlipsSql('topup')}) w)` },
  ordersToDeliver: { needs: Permission.MANAGE_ORDERS, sql: `(select count(*)::int from customer_order where status = '${OrderStatus.PAID}')` },
  ordersDelivering: { needs: Permission.MANAGE_ORDERS, sql: `(select count(*)::int from customer_order where status = '${OrderStatus.DELIVERING}')` },
  todaySales: {
    needs: Permission.VIEW_REPORTS,
    sql: `(select coalesce(sum(f.revenue), 0)::numeric(20,2)::text from (${MONEY_FLOWS_SQL}) f where f.at >= ${BANGKOK_TODAY_START})`,
  },
};

/**
 * The figures `admin` may see, in one statement; the others are null. Unread support comes from the support
 * inbox's own count (`unreadSupport`), the one definition of a conversation staff have not read.
 */
export async function waitingWork(em: EntityManager, admin: Admin, unreadSupport: () => Promise<number>): Promise<WaitingWork> {
  const allowed = (Object.keys(FIGURES) as SqlFigure[]).filter((figure) => roleAllows(admin.role, FIGURES[figure].needs));
  const [row] = allowed.length
    ? await em.execute<Partial<Record<SqlFigure, number | string>>[]>(`select ${allowed.map((figure) => `${FIGURES[figure].sql} as "${figure}"`).join(', ')}`)
    : [{}];
  const figure = <T>(name: SqlFigure) => (allowed.includes(name) ? (row[name] as T) : null);
  return {
    orderSlipsToReview: figure<number>('orderSlipsToReview'),
    topupSlipsToReview: figure<number>('topupSlipsToReview'),
    ordersToDeliver: figure<number>('ordersToDeliver'),
    ordersDelivering: figure<number>('ordersDelivering'),
    todaySales: figure<string>('todaySales'),
    unreadSupportConversations: roleAllows(admin.role, Permission.ANSWER_SUPPORT) ? await unreadSupport() : null,
  };
}
