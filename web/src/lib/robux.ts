/** Thousands grouped the same in both languages (Thai writes numbers with Western digits and commas too). */
const robuxCount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "10,000": a Robux amount in a column or field already headed Robux. */
export function formatRobuxCount(amount: number): string {
  return robuxCount.format(amount);
}

/** "10,000 ROBUX": how every page writes an amount of Robux, in both languages, as Roblox's own store does. */
export function formatRobux(amount: number): string {
  return `${formatRobuxCount(amount)} ROBUX`;
}
