/**
 * How a Robux price turns into what the buyer sets in Roblox, as SQL so PostgreSQL does the exact arithmetic
 * wherever a Robux amount is read: the package columns, the checkout preview and the placed order line.
 */

/**
 * The price the buyer's gamepass must have to pay out `robuxSql` Robux. Roblox pays a gamepass seller 70% of its
 * price, so it is ceil(robux / 0.7) in whole Robux (1,000 → 1,429). NUMERIC division keeps the fraction that
 * decides the ceiling: robux × 10 / 7 is either whole or at least 1/7 above the integer below it.
 */
export function gamepassPriceSql(robuxSql: string): string {
  return `ceil((${robuxSql}) * 10 / 7.0)::int`;
}

/** Baht per 1,000 Robux, the unit the Robux accounts' rate is in, rounded half-up to the satang. */
export function ratePerThousandSql(priceSql: string, robuxSql: string): string {
  return `round((${priceSql}) * 1000 / (${robuxSql}), 2)`;
}
