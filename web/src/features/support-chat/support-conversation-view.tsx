import { useMessages } from '../../lib/i18n';
import { SupportThread } from './support-thread';
import { supportThreadMessages } from './support-thread-messages';
import { type ConversationTopic, useSupportConversation } from './use-support-conversation';

/** The signed-in shopper's conversation on `topic`, started when this first shows. */
export function SupportConversationView({ topic, visible }: { topic: ConversationTopic; visible: boolean }) {
  const texts = useMessages(supportThreadMessages);
  const conversation = useSupportConversation(topic, true, visible, texts);
  if (conversation.thread) return <SupportThread thread={conversation.thread} viewer="CUSTOMER" token={conversation.token} texts={texts} onSend={conversation.send} />;
  if (conversation.failed) {
    return (
      <p className="support-thread__notice" role="alert">
        {texts.loadFailed}{' '}
        <button type="button" className="button button--ghost" onClick={conversation.retry}>
          {texts.retry}
        </button>
      </p>
    );
  }
  return (
    <p className="support-thread__notice" role="status">
      {texts.loading}
    </p>
  );
}
