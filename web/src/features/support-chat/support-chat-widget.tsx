import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { supportChatMessages } from './support-chat-messages';
import './support-chat.css';

/**
 * The floating support chat of spec section 1: Send only shows the typed text in a browser alert and
 * clears the field; nothing reaches a server, and blank messages are ignored.
 */
export function SupportChatWidget() {
  const text = useMessages(supportChatMessages);
  const [isOpen, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const inputId = useId();

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  function send(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return;
    window.alert(message);
    setMessage('');
    inputRef.current?.focus();
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <div className="support-chat">
      {isOpen && (
        <section id={panelId} className="support-chat__panel" aria-label={text.title} onKeyDown={closeOnEscape}>
          <header className="support-chat__header">
            <span className="support-chat__presence" aria-hidden="true" />
            <div>
              <h2>{text.title}</h2>
              <p>{text.status}</p>
            </div>
          </header>
          <p className="support-chat__greeting">{text.greeting}</p>
          <form className="support-chat__form" onSubmit={send}>
            <label htmlFor={inputId} className="visually-hidden">
              {text.messageLabel}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="text"
              autoComplete="off"
              maxLength={500}
              placeholder={text.placeholder}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <button type="submit" className="button">
              {text.send}
            </button>
          </form>
        </section>
      )}
      <button
        ref={toggleRef}
        type="button"
        className="support-chat__toggle"
        aria-label={isOpen ? text.close : text.open}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpen((open) => !open)}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d={isOpen ? 'M6 6l12 12M18 6 6 18' : 'M5.5 4h13A1.5 1.5 0 0 1 20 5.5v10a1.5 1.5 0 0 1-1.5 1.5H10l-4 3.5V17h-.5A1.5 1.5 0 0 1 4 15.5v-10A1.5 1.5 0 0 1 5.5 4zM8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01'} />
        </svg>
      </button>
    </div>
  );
}
