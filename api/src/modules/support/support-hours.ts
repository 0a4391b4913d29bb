/**
 * When staff answer the chat: the same opening time on each chosen day of the week, in Bangkok time. A closing
 * time at or before the opening time ends the next morning (20:00–02:00 on Friday runs into Saturday night).
 */
export interface SupportHoursRule {
  /** 0 = Sunday … 6 = Saturday, ascending, no repeats. */
  days: number[];
  /** "HH:MM", 24-hour clock. */
  opensAt: string;
  closesAt: string;
}

export interface SupportAvailability {
  openNow: boolean;
  /** When closed: the start of the next opening; null while open. */
  nextOpenAt: Date | null;
}

/** Thailand keeps UTC+7 all year (no daylight saving), so Bangkok's clock is a fixed shift of UTC. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether staff are in now, and if not, when they are next: the one place this rule is worked out. */
export function supportAvailability(rule: SupportHoursRule, now: Date): SupportAvailability {
  const local = new Date(now.getTime() + BANGKOK_OFFSET_MS);
  const today = local.getUTCDay();
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const opens = minutesOf(rule.opensAt);
  const closes = minutesOf(rule.closesAt);
  const on = (day: number) => rule.days.includes(((day % 7) + 7) % 7);
  const openNow =
    closes > opens
      ? on(today) && minute >= opens && minute < closes
      : (on(today) && minute >= opens) || (on(today - 1) && minute < closes);
  if (openNow) return { openNow, nextOpenAt: null };

  const bangkokMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - BANGKOK_OFFSET_MS;
  for (let ahead = 0; ahead <= 7; ahead++) {
    if (!on(today + ahead) || (ahead === 0 && minute >= opens)) continue;
    return { openNow, nextOpenAt: new Date(bangkokMidnight + (ahead * DAY_MINUTES + opens) * MINUTE_MS) };
  }
  return { openNow, nextOpenAt: null };
}
