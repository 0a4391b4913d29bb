/** The shop's business time zone: days, months and weekdays of reports are Bangkok ones. */
export const SHOP_TIME_ZONE = 'Asia/Bangkok';

const bangkokDate = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Bangkok calendar date of an instant, as YYYY-MM-DD. */
export function bangkokDateOf(instant: Date): string {
  return bangkokDate.format(instant);
}
