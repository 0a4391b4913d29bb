import { formatWholeNumber } from './digits';

/** "10,000": a Robux amount in a column or field already headed Robux. */
export function formatRobuxCount(amount: number): string {
  return formatWholeNumber(amount);
}

/** "10,000 ROBUX": how every page writes an amount of Robux, in both languages, as Roblox's own store does. */
export function formatRobux(amount: number): string {
  return `${formatRobuxCount(amount)} ROBUX`;
}
