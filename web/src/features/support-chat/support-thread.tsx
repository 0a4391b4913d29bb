import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type FragmentType, useFragment } from '../../gql';
import { LinkedText } from './linked-text';
import { PrivatePicture } from './private-picture';
import { SupportThreadFields } from './support-operations';
import type { SupportThreadTexts } from './support-thread-messages';
import './support-thread.css';

export interface OutgoingMessage {
  body: string;
  picture: File | null;
}

interface SupportThreadProps {
  thread: FragmentType<typeof SupportThreadFields>;
  /** Whose eyes: their own messages sit on the right and show sent/read. */
  viewer: 'CUSTOMER' | 'STAFF';
  /** Sends with the viewer's rights; pictures are fetched with it too. */
  token: string | null;
  texts: SupportThreadTexts;
  /** Sends a message; answers why it was refused (in the viewer's words), or null when it went. */
  onSend(message: OutgoingMessage): Promise<string | null>;
}

const MAX_LENGTH = 2000;

/** A conversation: its messages (a live log), then a box to write in, with a picture to attach. */
export function SupportThread({ thread: threadData, viewer, token, texts, onSend }: SupportThreadProps) {
  const thread = useFragment(SupportThreadFields, threadData);
  const ids = useId();
  const [body, setBody] = useState('');
  const [picture, setPicture] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const newest = thread.messages.at(-1)?.id;

  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [newest]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (sending || (!body.trim() && !picture)) return;
    setSending(true);
    setProblem(null);
    const refusal = await onSend({ body: body.trim(), picture });
    setSending(false);
    if (refusal) return setProblem(refusal);
    setBody('');
    setPicture(null);
    if (fileRef.current) fileRef.current.value = '';
  }

  // Enter sends, Shift+Enter starts a new line (as in every chat).
  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  }

  return (
    <div className="support-thread">
      <div ref={logRef} className="support-thread__log" role="log" aria-live="polite" aria-label={texts.conversation} tabIndex={0}>
        {thread.messages.length === 0 && <p className="support-thread__empty">{texts.empty}</p>}
        <ol className="support-thread__messages">
          {thread.messages.map((message) => {
            const own = message.author === viewer;
            return (
              <li key={message.id} className={`support-thread__message${own ? ' support-thread__message--own' : ''}`}>
                <p className="support-thread__author">{own ? texts.you : message.authorName}</p>
                {message.body && (
                  <p className="support-thread__body">
                    <LinkedText text={message.body} />
                  </p>
                )}
                {message.imageUrl && <PrivatePicture url={message.imageUrl} token={token} alt={texts.picture} />}
                <p className="support-thread__meta">
                  <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}</time>
                  {own && <span>{message.read ? texts.read : texts.sent}</span>}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
      {thread.conversation.status === 'CLOSED' && <p className="support-thread__notice">{texts.closed}</p>}
      <form className="support-thread__form" onSubmit={(event) => void send(event)}>
        <label htmlFor={`${ids}-body`} className="visually-hidden">
          {texts.messageLabel}
        </label>
        <textarea
          id={`${ids}-body`}
          rows={2}
          maxLength={MAX_LENGTH}
          value={body}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids}-problem` : undefined}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={sendOnEnter}
        />
        <div className="support-thread__actions">
          <label className="support-thread__attach">
            <span>{picture ? picture.name : texts.attach}</span>
            <input ref={fileRef} type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(event) => setPicture(event.target.files?.[0] ?? null)} />
          </label>
          {picture && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setPicture(null);
                if (fileRef.current) fileRef.current.value = '';
              }}
            >
              {texts.removePicture}
            </button>
          )}
          <button type="submit" className="button" disabled={sending}>
            {sending ? texts.sending : texts.send}
          </button>
        </div>
        {problem && (
          <p id={`${ids}-problem`} className="support-thread__problem" role="alert">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
