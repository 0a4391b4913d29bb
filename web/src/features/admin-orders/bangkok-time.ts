/** Order screens show times as YYYY-MM-DD HH:mm in Asia/Bangkok, whatever the admin's own time zone. */
const bangkokParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(date: Date): Record<string, string> {
  return Object.fromEntries(bangkokParts.formatToParts(date).map((part) => [part.type, part.value]));
}

/** '2026-11-23T17:05:00Z' → '2026-11-24 00:05' (Bangkok is UTC+7). */
export function bangkokDateTime(isoTimestamp: string): string {
  const part = partsOf(new Date(isoTimestamp));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
