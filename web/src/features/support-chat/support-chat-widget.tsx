import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { useCustomerSession } from '../customer-session/session-context';
import { supportChatMessages } from './support-chat-messages';
import { SupportHoursStatus } from './support-hours-status';
import { UnreadCountBadge, unreadRepliesText } from './support-unread-count';
import { useSupportUnread } from './use-support-unread';
import './support-chat.css';

// Its own chunk, fetched when a signed-in shopper first opens the chat: a page's first load carries only the button.
const SupportConversationView = lazy(() => import('./support-conversation-view').then((module) => ({ default: module.SupportConversationView })));

/**
 * The floating support chat: signed in, the shopper's own conversation with the shop (kept, live); signed
 * out, an invitation to sign in, since answers must reach the same person later.
 */
export function SupportChatWidget() {
  const text = useMessages(supportChatMessages);
  const { language } = useLanguage();
  const { user, openSignIn } = useCustomerSession();
  const [isOpen, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = useSupportUnread({ live: true });
  const orderReplies = unread.conversations.filter((conversation) => conversation.orderNumber);
  const unreadText = unread.total > 0 ? `: ${unreadRepliesText(language, unread.total, text)}` : '';

  // A reply mail links here with ?support=open: the chat opens on arrival.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('support') !== 'open') return;
    setEverOpened(true);
    setOpen(true);
  }, []);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <div className="support-chat">
      {/* Kept mounted once opened, so a reply that arrives while it is closed is there when it opens again. */}
      {everOpened && (
        <section id={panelId} className="support-chat__panel" aria-label={text.title} onKeyDown={closeOnEscape} hidden={!isOpen}>
          <header className="support-chat__header">
            <h2>{text.title}</h2>
            <SupportHoursStatus />
          </header>
          <p className="support-chat__greeting">{text.greeting}</p>
          {orderReplies.length > 0 && (
            <nav className="support-chat__order-replies" aria-label={text.orderReplies}>
              <p>{text.orderReplies}</p>
              <ul>
                {orderReplies.map(({ orderNumber, unreadCount }) => (
                  <li key={orderNumber}>
                    <Link to={`/orders/${encodeURIComponent(orderNumber!)}`} onClick={() => setOpen(false)}>
                      {fill(text.orderReply, { number: orderNumber!, count: unreadCount })}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="support-chat__body">
            {user ? (
              <Suspense fallback={null}>
                <SupportConversationView topic={{}} visible={isOpen} />
              </Suspense>
            ) : (
              <div className="support-chat__sign-in">
                <p>{text.signInToChat}</p>
                <button type="button" className="button" onClick={openSignIn}>
                  {text.signIn}
                </button>
              </div>
            )}
          </div>
        </section>
      )}
      <button
        ref={toggleRef}
        type="button"
        className="support-chat__toggle"
        aria-label={`${isOpen ? text.close : text.open}${unreadText}`}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => {
          setEverOpened(true);
          setOpen((open) => !open);
        }}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d={isOpen ? 'M6 6l12 12M18 6 6 18' : 'M5.5 4h13A1.5 1.5 0 0 1 20 5.5v10a1.5 1.5 0 0 1-1.5 1.5H10l-4 3.5V17h-.5A1.5 1.5 0 0 1 4 15.5v-10A1.5 1.5 0 0 1 5.5 4zM8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01'} />
        </svg>
        <UnreadCountBadge count={unread.total} />
      </button>
    </div>
  );
}
