/** Dates the dashboard shows as YYYY-MM-DD in the shop's time zone, like the API's own `date` fields. */
const bangkokDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' });

/** '2026-03-01T18:30:00.000Z' → '2026-03-02' (Bangkok is UTC+7). */
export function bangkokDay(isoTimestamp: string): string {
  return bangkokDate.format(new Date(isoTimestamp));
}
