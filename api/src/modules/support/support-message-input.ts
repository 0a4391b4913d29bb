import { cleanImage } from '../uploads/image-storage.js';
import { parseInput } from '../common/validation.js';
import type { NewMessage } from './support-posting.js';
import { messageSchema } from './support.validation.js';

export interface SentMessage {
  conversationId: unknown;
  body: unknown;
  image?: Buffer;
}

/**
 * A message as sent, in two steps: its text is checked first (before anything else, like every input), its
 * picture re-encoded (metadata dropped) only once the caller is known to be allowed to send it.
 */
export function checkSentMessage(input: SentMessage, maxImageBytes: number) {
  const { conversationId, body } = parseInput(messageSchema, { conversationId: input.conversationId, body: input.body ?? undefined, hasImage: Boolean(input.image) });
  return {
    conversationId,
    async message(): Promise<NewMessage> {
      if (!input.image) return { body };
      const { image, kind } = await cleanImage(input.image, maxImageBytes);
      return { body, image: { bytes: image, type: kind.mimeType } };
    },
  };
}
