import { useMessages } from '../../lib/i18n';
import { adminSupportMessages } from './admin-support-messages';
import { useSupportInboxCounts } from './use-support-inbox-counts';
import './support-unread-badge.css';

/** The sidebar's count of conversations with customer messages no staff member has read. */
export function SupportUnreadBadge() {
  const t = useMessages(adminSupportMessages);
  const unread = useSupportInboxCounts(true)?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="admin-sidebar__badge">
      <span className="visually-hidden">, </span>
      {unread}
      <span className="visually-hidden"> {t.unread}</span>
    </span>
  );
}
