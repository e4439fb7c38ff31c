// A message as a player reads it, whatever its shape: a classic one (content, rows, attached
// picture) or a Components V2 card (text displays, a media gallery, rows inside a container).
// Tests read messages through `view` so that they hold for both.
import type { Json, StoredAttachment, StoredMessage } from './types';
import { IS_COMPONENTS_V2, V2_TYPE } from './v2';

export interface ButtonView {
  customId: string;
  label: string;
  style: number;
  disabled: boolean;
}

export interface SelectView {
  customId: string;
  options: Array<{ label: string; value: string }>;
}

export interface MessageView {
  /** Sent with the IS_COMPONENTS_V2 flag. */
  v2: boolean;
  /** The text: the content, or the text displays one after another. */
  text: string;
  lines: string[];
  buttons: ButtonView[];
  selects: SelectView[];
  /** The board picture: the gallery's first upload on a card, the first PNG attached otherwise. */
  image: StoredAttachment | null;
  /** The card's accent colour (0xRRGGBB), if any. */
  accent: number | null;
}

/** Every component of a tree, depth first, nested ones (rows' items, a section's accessory) included. */
export function everyComponent(list: readonly Json[]): Json[] {
  const out: Json[] = [];
  const walk = (c: Json): void => {
    if (typeof c !== 'object' || c === null) return;
    out.push(c);
    if (Array.isArray(c.components)) c.components.forEach(walk);
    if (c.accessory) walk(c.accessory);
  };
  list.forEach(walk);
  return out;
}

export const isV2 = (m: StoredMessage): boolean => (m.flags & IS_COMPONENTS_V2) !== 0;

export function view(m: StoredMessage): MessageView {
  const all = everyComponent(m.components);
  const v2 = isV2(m);
  const text = v2
    ? all
        .filter((c) => c.type === V2_TYPE.textDisplay && typeof c.content === 'string')
        .map((c) => c.content as string)
        .join('\n')
    : m.content;
  const buttons = all
    .filter((c) => c.type === V2_TYPE.button && typeof c.custom_id === 'string')
    .map((c) => ({ customId: c.custom_id, label: String(c.label ?? ''), style: c.style, disabled: Boolean(c.disabled) }));
  const selects = all
    .filter((c) => c.type === 3)
    .map((c) => ({ customId: c.custom_id, options: (c.options ?? []).map((o: Json) => ({ label: o.label, value: o.value })) }));
  const named = all
    .filter((c) => c.type === V2_TYPE.mediaGallery)
    .flatMap((c) => (Array.isArray(c.items) ? c.items : []))
    .map((i: Json) => /^attachment:\/\/(.+)$/.exec(String(i?.media?.url ?? ''))?.[1])
    .find((n: string | undefined) => n !== undefined);
  const image = v2
    ? (m.attachments.find((a) => a.filename === named) ?? null)
    : (m.attachments.find((a) => /\.png$/i.test(a.filename)) ?? null);
  const box = all.find((c) => c.type === V2_TYPE.container);
  return {
    v2,
    text,
    lines: text.split('\n'),
    buttons,
    selects,
    image,
    accent: typeof box?.accent_color === 'number' ? box.accent_color : null,
  };
}
