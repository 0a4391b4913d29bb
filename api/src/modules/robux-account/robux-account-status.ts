import { registerEnumType } from 'type-graphql';

/** AVAILABLE → RESERVED (in an open order) → SOLD, or back to AVAILABLE when that order is cancelled or expires. */
export enum RobuxAccountStatus {
  AVAILABLE = 'AVAILABLE',
  RESERVED = 'RESERVED',
  SOLD = 'SOLD',
}

registerEnumType(RobuxAccountStatus, {
  name: 'RobuxAccountStatus',
  description: 'AVAILABLE → RESERVED (in an open order) → SOLD, or AVAILABLE again when that order is cancelled or expires.',
});
