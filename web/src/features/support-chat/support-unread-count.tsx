import { type Language, useLanguage, useMessages } from '../../lib/i18n';
import { fillCount } from '../../lib/plural';
import { supportChatMessages } from './support-chat-messages';

/** "2 unread replies" / "มีข้อความใหม่ 2 ข้อความ". */
export function unreadRepliesText(language: Language, count: number, texts: { unreadOne: string; unreadOther: string }): string {
  return fillCount(language, count, { one: texts.unreadOne, other: texts.unreadOther });
}

/** The red count on the chat button; its words are in the button's label, so the number itself is not read out. */
export function UnreadCountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="support-chat__badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** An order in My orders with staff replies unread: a mark that says so (nothing when all is read). */
export function OrderUnreadMark({ count }: { count: number }) {
  const text = useMessages(supportChatMessages);
  const { language } = useLanguage();
  if (count <= 0) return null;
  return <span className="support-unread-mark">{unreadRepliesText(language, count, text)}</span>;
}
