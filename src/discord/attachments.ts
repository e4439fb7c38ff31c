// No second upload of an unchanged picture (issue 21 item 3): when a decision inside a turn leaves
// the board as it was, the edited turn message keeps its attachment (`attachments: [{ id }]`, no
// file) instead of uploading the same picture again. What each message shows is remembered here,
// in memory: after a restart the first edit of a message uploads, as before.
import { createHash } from 'node:crypto';

export interface Picture {
  name: string;
  data: Buffer;
}

/** An attachment on a message as Discord tells it. */
export interface Attached {
  id: string;
  name: string;
}

export interface PictureMemory {
  /** Message `messageId` now shows `image` (or no picture). */
  shown(messageId: string, image: Picture | undefined): void;
  /** The attachment to keep when `image` is the picture the message already shows; else null (upload). */
  keep(messageId: string, image: Picture | undefined, attached: readonly Attached[]): string | null;
}

export const pictureHash = (data: Buffer): string => createHash('sha1').update(data).digest('hex');

/** `limit`: messages remembered (the oldest are forgotten; a forgotten one only costs an upload). */
export function createPictureMemory(limit = 1000): PictureMemory {
  const memory = new Map<string, { name: string; hash: string }>();
  return {
    shown(messageId, image) {
      memory.delete(messageId);
      if (!image) return;
      memory.set(messageId, { name: image.name, hash: pictureHash(image.data) });
      if (memory.size > limit) memory.delete(memory.keys().next().value!);
    },
    keep(messageId, image, attached) {
      const was = memory.get(messageId);
      if (!image || !was || was.hash !== pictureHash(image.data)) return null;
      return attached.find((a) => a.name === was.name)?.id ?? null;
    },
  };
}

/** The bot's one memory, shared by interaction answers and the announcer's posts. */
export const pictures: PictureMemory = createPictureMemory();
