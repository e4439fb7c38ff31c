// Plain shapes the fake keeps. Request bodies are untrusted JSON, so they stay `Json` until checked.

export type Json = any;

export interface FakeUser {
  id: string;
  username: string;
  /** Display name as Discord shows it (any script). */
  globalName: string;
  /** Holds Manage Server in the test guild. */
  canManage: boolean;
  bot: boolean;
  /** The user's Discord language, sent as an interaction's `locale` (e.g. 'en-US', 'fr', 'hu'). */
  locale: string;
}

export interface UploadedFile {
  /** Form field, e.g. "files[0]". */
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface StoredAttachment {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  data: Buffer;
}

/** A message as the fake keeps it. Snapshots are immutable: an edit stores a new object. */
export interface StoredMessage {
  id: string;
  channelId: string;
  content: string;
  /** Raw action rows as the bot sent them (API shape). */
  components: Json[];
  embeds: Json[];
  attachments: StoredAttachment[];
  flags: number;
  /** Set for ephemeral messages: the only user who can see it. */
  visibleTo: string | null;
  /** The interaction whose response or follow-up this is. */
  interactionId: string | null;
  /** Interaction response (type 20 / 19) or plain (0). */
  type: number;
  createdAt: number;
  editedAt: number | null;
  deleted: boolean;
  /** The nonce a REST post carried (Discord de-duplicates by it with `enforce_nonce`). */
  nonce?: string;
  /** Which process made it, when its request came through `apiBaseFor(name)`. */
  madeBy?: string;
}

export interface Violation {
  /** Short rule name, e.g. "content-length". */
  rule: string;
  detail: string;
  route: string;
  at: number;
}

export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  at: number;
  /** Which process sent it, when it came through `apiBaseFor(name)`. */
  caller?: string;
}

export const EPHEMERAL = 64;
export const LOADING = 128;
