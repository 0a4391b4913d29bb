/** The shop's business time zone: days, months and weekdays of reports are Bangkok ones. */
export const SHOP_TIME_ZONE = 'Asia/Bangkok';

/** SQL for the instant a Bangkok date (the `?` parameter, YYYY-MM-DD) starts, and the one its next day starts. */
export const BANGKOK_DAY_START = `(?::date)::timestamp at time zone '${SHOP_TIME_ZONE}'`;
export const BANGKOK_DAY_AFTER = `(?::date + 1)::timestamp at time zone '${SHOP_TIME_ZONE}'`;

const bangkokDate = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Bangkok calendar date of an instant, as YYYY-MM-DD. */
export function bangkokDateOf(instant: Date): string {
  return bangkokDate.format(instant);
}
