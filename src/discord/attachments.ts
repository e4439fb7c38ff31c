// No second upload of an unchanged picture (docs/decisions/0006-picture-budget.md): when a decision
// inside a turn leaves the board as it was (its key, services/messages/pictureRule.ts: a new throw
// alone does not count), the edited turn message keeps its attachment (`attachments: [{ id }]`, no
// file) instead of uploading the picture again. What each message shows is remembered here, in
// memory: after a restart the first edit of a message uploads, as before.
import { createHash } from 'node:crypto';

export interface Picture {
  name: string;
  data: Buffer;
  /** The key of the board it draws; without one, the picture's bytes are compared. */
  board?: string;
}

/** An attachment on a message as Discord tells it. */
export interface Attached {
  id: string;
  name: string;
}

export interface PictureMemory {
  /** Message `messageId` now shows `image` (or no picture); `attached`: its attachments, when Discord said. */
  shown(messageId: string, image: Picture | undefined, attached?: readonly Attached[]): void;
  /** The attachment to keep when `image` is the picture the message already shows; else null (upload). */
  keep(messageId: string, image: Picture | undefined, attached: readonly Attached[]): string | null;
  /** The same, from the attachments remembered when the message was posted or last edited (the announcer's edits). */
  kept(messageId: string, image: Picture | undefined): Attached | null;
}

/** The attachments of a message as Discord's REST API returns it. */
export const attachedOf = (m: { attachments?: ReadonlyArray<{ id: string; filename: string }> }): Attached[] =>
  (m.attachments ?? []).map((a) => ({ id: a.id, name: a.filename }));

export const pictureHash = (data: Buffer): string => createHash('sha1').update(data).digest('hex');

/** What two pictures must share to be the same on a message: their board, else their bytes. */
const sameness = (image: Picture): string => (image.board === undefined ? pictureHash(image.data) : `board:${image.board}`);

/** `limit`: messages remembered (the oldest are forgotten; a forgotten one only costs an upload). */
export function createPictureMemory(limit = 1000): PictureMemory {
  const memory = new Map<string, { name: string; hash: string; id: string | null }>();
  const same = (messageId: string, image: Picture | undefined) => {
    const was = memory.get(messageId);
    return image && was && was.hash === sameness(image) ? was : null;
  };
  return {
    shown(messageId, image, attached = []) {
      memory.delete(messageId);
      if (!image) return;
      const id = attached.find((a) => a.name === image.name)?.id ?? null;
      memory.set(messageId, { name: image.name, hash: sameness(image), id });
      if (memory.size > limit) memory.delete(memory.keys().next().value!);
    },
    keep(messageId, image, attached) {
      const was = same(messageId, image);
      return was ? (attached.find((a) => a.name === was.name)?.id ?? null) : null;
    },
    kept(messageId, image) {
      const was = same(messageId, image);
      return was?.id ? { id: was.id, name: was.name } : null;
    },
  };
}

/** The bot's one memory, shared by interaction answers and the announcer's posts. */
export const pictures: PictureMemory = createPictureMemory();
