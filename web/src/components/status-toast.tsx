import { useEffect, useState } from 'react';
import './status-toast.css';

/** One message for the toast; a new `id` shows (and announces) it again even when the text is the same. */
export interface ToastMessage {
  id: number;
  text: string;
  /** 'done': everything asked for happened; 'limited': it happened only in part, or not at all, and says why. */
  tone: 'done' | 'limited';
}

/** How long a message stays; pointing at it keeps it. */
const SHOW_FOR_MS = 6000;

/**
 * A confirmation fixed at the bottom of the screen (above the phone's bottom bar and clear of the chat button),
 * so it is seen wherever the page is scrolled. The box is a polite live region that is always on the page,
 * so screen readers announce each message as it arrives. `onDone` is called when the message has had its time.
 */
export function StatusToast({ message, onDone }: { message: ToastMessage | null; onDone(): void }) {
  const [pointedAt, setPointedAt] = useState(false);
  const messageId = message?.id;
  useEffect(() => {
    if (messageId === undefined || pointedAt) return;
    const timer = window.setTimeout(onDone, SHOW_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [messageId, pointedAt, onDone]);

  return (
    <div className="status-toast" role="status" onMouseEnter={() => setPointedAt(true)} onMouseLeave={() => setPointedAt(false)}>
      {message && (
        <p key={message.id} className={`status-toast__box status-toast__box--${message.tone}`}>
          <svg className="status-toast__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {message.tone === 'done' ? (
              <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            ) : (
              <path d="M12 7.5v6M12 16.8v.2" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            )}
          </svg>
          <span>{message.text}</span>
        </p>
      )}
    </div>
  );
}
