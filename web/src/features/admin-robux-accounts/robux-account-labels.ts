import type { RobuxAccountStatus } from '../../gql/graphql';
import { fill } from '../../lib/i18n';
import type { adminRobuxAccountsMessages } from './admin-robux-accounts-messages';

type RobuxAccountsText = (typeof adminRobuxAccountsMessages)['en'];

/** The statuses in the order a listing moves through them (the filter chips' order). */
export const ROBUX_ACCOUNT_STATUSES: readonly RobuxAccountStatus[] = ['AVAILABLE', 'RESERVED', 'SOLD'];

/** "3 days", "1 day", "None" for no guarantee, in the page's language. */
export function guaranteeLabel(days: number, text: RobuxAccountsText): string {
  if (days === 0) return text.guaranteeNone;
  return fill(days === 1 ? text.guaranteeOne : text.guaranteeOther, { count: days });
}

/**
 * Why a listing can no longer be edited or deleted, or null while it can (AVAILABLE). The server refuses
 * such changes itself (CONFLICT); this only says so before anyone tries.
 */
export function lockedReason(status: RobuxAccountStatus, text: RobuxAccountsText): string | null {
  if (status === 'RESERVED') return text.lockedReserved;
  if (status === 'SOLD') return text.lockedSold;
  return null;
}
