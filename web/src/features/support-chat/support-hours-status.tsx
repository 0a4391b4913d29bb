import { useQuery } from '@apollo/client/react';
import { bangkokWeekdayTime } from '../../lib/bangkok-time';
import { fill, type Language, useLanguage, useMessages } from '../../lib/i18n';
import { supportChatMessages } from './support-chat-messages';
import { SupportHoursQuery } from './support-operations';

/** How long the answers are kept before asking whether staff came in or left. */
const HOURS_REFRESH_MS = 5 * 60_000;

/** "Monday 09:00" (en) or "วันจันทร์ 09:00" (th), in Bangkok: when staff are next in. */
export function formatNextOpening(isoTimestamp: string, language: Language): string {
  return bangkokWeekdayTime(isoTimestamp, language);
}

/**
 * Whether staff are in, as the server works it out from the hours set in the dashboard: a green dot and
 * "replies within minutes" only while they are; when they come back while they are not; nothing without hours.
 */
export function SupportHoursStatus() {
  const text = useMessages(supportChatMessages);
  const { language } = useLanguage();
  const { data } = useQuery(SupportHoursQuery, { pollInterval: HOURS_REFRESH_MS });
  const hours = data?.supportHours;
  if (!hours) return null;
  if (hours.supportOpenNow) {
    return (
      <p className="support-chat__status">
        <span className="support-chat__presence" aria-hidden="true" />
        {text.openNow}
      </p>
    );
  }
  if (!hours.nextOpenAt) return null;
  return <p className="support-chat__status">{fill(text.away, { when: formatNextOpening(hours.nextOpenAt, language) })}</p>;
}
