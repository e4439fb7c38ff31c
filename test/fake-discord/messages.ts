// Every message the bot posted, per channel, as immutable snapshots (an edit stores a new
// object under the same id), so a test can hold an old turn message and still click it.
import { isPng } from './limits';
import { snowflake } from './snowflake';
import { IS_COMPONENTS_V2 } from './v2';
import { EPHEMERAL, type Json, type StoredAttachment, type StoredMessage, type UploadedFile } from './types';

export interface NewMessage {
  channelId: string;
  body: Json;
  files: UploadedFile[];
  visibleTo: string | null;
  interactionId: string | null;
  type: number;
  /** Extra flags set by Discord itself (LOADING for a deferred reply). */
  extraFlags?: number;
}

/** Bits of `flags` a bot may change on an existing message: SUPPRESS_EMBEDS, and IS_COMPONENTS_V2 set (never dropped). */
const EDITABLE_FLAGS = 4 | IS_COMPONENTS_V2;

export class MessageStore {
  private readonly byId = new Map<string, StoredMessage>();
  /** Each message as it was first posted (what notified anyone: an edit pings nobody). */
  private readonly posted = new Map<string, StoredMessage>();
  private readonly order: string[] = [];

  create(m: NewMessage): StoredMessage {
    const body = m.body ?? {};
    const ephemeral = m.visibleTo !== null;
    const msg: StoredMessage = {
      id: snowflake(),
      channelId: m.channelId,
      content: typeof body.content === 'string' ? body.content : '',
      components: Array.isArray(body.components) ? body.components : [],
      embeds: Array.isArray(body.embeds) ? body.embeds : [],
      attachments: newAttachments(m.files),
      flags: ((typeof body.flags === 'number' ? body.flags : 0) & ~EPHEMERAL) | (ephemeral ? EPHEMERAL : 0) | (m.extraFlags ?? 0),
      visibleTo: m.visibleTo,
      interactionId: m.interactionId,
      type: m.type,
      createdAt: Date.now(),
      editedAt: null,
      deleted: false,
      ...(typeof body.nonce === 'string' || typeof body.nonce === 'number' ? { nonce: String(body.nonce) } : {}),
    };
    this.byId.set(msg.id, msg);
    this.posted.set(msg.id, msg);
    this.order.push(msg.id);
    return msg;
  }

  /** The message as it was first posted, before any edit. */
  asPosted(id: string): StoredMessage | undefined {
    return this.posted.get(id);
  }

  /** Applies an edit; fields absent from the body are kept, `clearFlags` drops bits such as LOADING. */
  edit(id: string, body: Json, files: UploadedFile[], clearFlags = 0): StoredMessage {
    const old = this.mustGet(id);
    const b = body ?? {};
    const kept = Array.isArray(b.attachments)
      ? old.attachments.filter((a) => b.attachments.some((x: Json) => String(x?.id) === a.id))
      : old.attachments;
    const flags =
      typeof b.flags === 'number'
        ? (old.flags & ~EDITABLE_FLAGS) | (b.flags & EDITABLE_FLAGS) | (old.flags & IS_COMPONENTS_V2)
        : old.flags;
    const msg: StoredMessage = {
      ...old,
      content: 'content' in b ? (typeof b.content === 'string' ? b.content : '') : old.content,
      components: 'components' in b ? (Array.isArray(b.components) ? b.components : []) : old.components,
      embeds: 'embeds' in b ? (Array.isArray(b.embeds) ? b.embeds : []) : old.embeds,
      attachments: [...kept, ...newAttachments(files)],
      flags: flags & ~clearFlags,
      editedAt: Date.now(),
    };
    this.byId.set(id, msg);
    return msg;
  }

  delete(id: string): void {
    const old = this.mustGet(id);
    this.byId.set(id, { ...old, deleted: true });
  }

  get(id: string): StoredMessage | undefined {
    const m = this.byId.get(id);
    return m && !m.deleted ? m : undefined;
  }

  /** Messages of a channel, oldest first, deleted ones left out. */
  inChannel(channelId: string): StoredMessage[] {
    return this.order.map((id) => this.byId.get(id)!).filter((m) => m.channelId === channelId && !m.deleted);
  }

  /** The message posted with `nonce` at `since` or later (by the bot: the only author of REST posts), if any. */
  byNonce(nonce: string, since: number): StoredMessage | undefined {
    return this.all().find((m) => m.nonce === nonce && m.createdAt >= since && m.interactionId === null);
  }

  all(): StoredMessage[] {
    return this.order.map((id) => this.byId.get(id)!);
  }

  private mustGet(id: string): StoredMessage {
    const m = this.byId.get(id);
    if (!m) throw new Error(`no message ${id}`);
    return m;
  }
}

function newAttachments(files: UploadedFile[]): StoredAttachment[] {
  return files.map((f) => ({
    id: snowflake(),
    filename: f.filename,
    contentType: f.contentType,
    size: f.data.length,
    data: f.data,
  }));
}

/** Width and height from a PNG's IHDR chunk, or null. */
export function pngSize(data: Buffer): { width: number; height: number } | null {
  if (!isPng(data) || data.length < 24) return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}
