import { containsPattern } from '../common/text-search.js';
import type { SqlWithParams } from '../item/item-sql.js';
import type { StaffOrderFilter } from './order.validation.js';

/** Staff dates are days in the shop's time zone. */
const BANGKOK_DAY_START = `(?::date)::timestamp at time zone 'Asia/Bangkok'`;

/**
 * The staff order filter as a WHERE clause on `customer_order o`. `statusToo: false` leaves the status out,
 * for the per-status counts shown on the filter chips.
 */
export function staffOrderWhere(filter: StaffOrderFilter, { statusToo = true } = {}): SqlWithParams {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (statusToo && filter.status) {
    conditions.push('o.status = ?');
    params.push(filter.status);
  }
  if (filter.from) {
    conditions.push(`o.created_at >= ${BANGKOK_DAY_START}`);
    params.push(filter.from);
  }
  if (filter.to) {
    conditions.push(`o.created_at < ${BANGKOK_DAY_START} + interval '1 day'`);
    params.push(filter.to);
  }
  if (filter.search) {
    conditions.push('(o.number ilike ? or o.roblox_username ilike ?)');
    params.push(containsPattern(filter.search), containsPattern(filter.search));
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}
