import type { RobuxAccountStatus } from '../../gql/graphql';

/** The statuses in the order a listing moves through them (the filter chips' order). */
export const ROBUX_ACCOUNT_STATUSES: readonly RobuxAccountStatus[] = ['AVAILABLE', 'RESERVED', 'SOLD'];

export const ROBUX_ACCOUNT_STATUS_LABEL: Record<RobuxAccountStatus, string> = { AVAILABLE: 'Available', RESERVED: 'Reserved', SOLD: 'Sold' };

/** What the Login column says: the login itself never reaches a list. */
export const LOGIN_STORED = 'Login stored';
export const NO_LOGIN = 'No login — not for sale';

/** "3 days", "1 day", "None" for no guarantee. */
export function guaranteeLabel(days: number): string {
  if (days === 0) return 'None';
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * Why a listing can no longer be edited or deleted, or null while it can (AVAILABLE). The server refuses
 * such changes itself (CONFLICT); this only says so before anyone tries.
 */
export function lockedReason(status: RobuxAccountStatus): string | null {
  if (status === 'RESERVED') return 'Reserved by an open order: it cannot be edited or deleted.';
  if (status === 'SOLD') return 'Sold: it cannot be edited or deleted.';
  return null;
}
