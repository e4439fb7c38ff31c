// Components V2 (message flag IS_COMPONENTS_V2) as Discord checks it: no content or embeds, at
// most 40 components counting nested ones, 4,000 characters in all text displays, media that
// names an upload of the message, only known component types, and a flag no edit can drop.
import type { Problem } from './limits';
import type { Json, StoredMessage, UploadedFile } from './types';

export const IS_COMPONENTS_V2 = 32768;

export const V2_LIMITS = { components: 40, text: 4000, galleryItems: 10, sectionTexts: 3 } as const;

export const V2_TYPE = {
  row: 1,
  button: 2,
  section: 9,
  textDisplay: 10,
  thumbnail: 11,
  mediaGallery: 12,
  file: 13,
  separator: 14,
  container: 17,
} as const;

const TOP = new Set<number>([1, 9, 10, 12, 13, 14, 17]);
const IN_CONTAINER = new Set<number>([1, 9, 10, 12, 13, 14]);

const isStr = (v: unknown): v is string => typeof v === 'string';
const hasV2 = (flags: unknown): boolean => typeof flags === 'number' && (flags & IS_COMPONENTS_V2) !== 0;

/** Whether the message this body makes (or leaves, on edit) is a Components V2 one. */
export function isV2Body(body: Json, existing?: StoredMessage): boolean {
  if (typeof body?.flags === 'number') return hasV2(body.flags) || hasV2(existing?.flags);
  return hasV2(existing?.flags);
}

/** The file names `attachment://` may name: this request's uploads, and on edit the attachments it keeps. */
export function attachableNames(body: Json, files: UploadedFile[], existing?: StoredMessage): Set<string> {
  const names = new Set(files.map((f) => f.filename));
  if (Array.isArray(body?.attachments)) {
    for (const a of body.attachments) {
      const id = String(a?.id ?? '');
      if (/^\d{1,2}$/.test(id) && isStr(a?.filename) && files.some((f) => f.field === `files[${id}]`)) names.add(a.filename);
    }
  }
  if (existing) {
    const kept = Array.isArray(body?.attachments)
      ? existing.attachments.filter((a) => body.attachments.some((x: Json) => String(x?.id) === a.id))
      : existing.attachments;
    for (const a of kept) names.add(a.filename);
  }
  return names;
}

/**
 * The V2 rules of a create (`existing` absent) or an edit. `rowProblems` checks one action row as
 * a classic message's (buttons, selects, custom ids unique across the message).
 */
export function checkV2(
  body: Json,
  files: UploadedFile[],
  existing: StoredMessage | undefined,
  rowProblems: (row: Json, where: string) => Problem[],
): Problem[] {
  const out: Problem[] = [];
  if (existing && hasV2(existing.flags) && typeof body.flags === 'number' && !hasV2(body.flags)) {
    out.push({ rule: 'components-v2-flag', detail: 'the IS_COMPONENTS_V2 flag cannot be removed from a message' });
  }
  const content: unknown = body.content;
  const keptContent = existing && !('content' in body) ? existing.content : '';
  if ((isStr(content) && content.length > 0) || keptContent.length > 0) {
    out.push({ rule: 'components-v2-content', detail: 'a Components V2 message cannot have content' });
  }
  const embeds: unknown = 'embeds' in body ? body.embeds : existing?.embeds;
  if (Array.isArray(embeds) && embeds.length > 0) {
    out.push({ rule: 'components-v2-embeds', detail: 'a Components V2 message cannot have embeds' });
  }
  const list: unknown = 'components' in body ? body.components : existing ? existing.components : undefined;
  if (!Array.isArray(list) || list.length === 0) {
    out.push({ rule: 'components-v2-empty', detail: 'a Components V2 message needs at least one component' });
    return out;
  }
  const names = attachableNames(body, files, existing);
  let count = 0;
  let text = 0;
  const media = (where: string, m: Json): void => {
    const url: unknown = m?.url;
    if (!isStr(url) || url.length === 0) {
      out.push({ rule: 'media-url', detail: `${where}: media needs a url` });
      return;
    }
    const name = /^attachment:\/\/(.+)$/.exec(url)?.[1];
    if (name !== undefined && !names.has(name)) {
      out.push({ rule: 'media-attachment', detail: `${where}: attachment://${name} is not an upload of this message` });
    }
  };
  const one = (c: Json, where: string, allowed: Set<number>): void => {
    count += 1;
    const type: unknown = c?.type;
    if (typeof type !== 'number' || !allowed.has(type)) {
      out.push({ rule: 'component-type', detail: `${where}: component type ${String(type)} is not allowed here` });
      return;
    }
    switch (type) {
      case V2_TYPE.row: {
        const items: Json[] = Array.isArray(c.components) ? c.components : [];
        count += items.length;
        out.push(...rowProblems(c, where));
        return;
      }
      case V2_TYPE.textDisplay:
        if (!isStr(c.content) || c.content.length === 0)
          out.push({ rule: 'text-display', detail: `${where}: a text display needs content` });
        else text += c.content.length;
        return;
      case V2_TYPE.mediaGallery: {
        const items: Json[] = Array.isArray(c.items) ? c.items : [];
        if (items.length < 1 || items.length > V2_LIMITS.galleryItems)
          out.push({ rule: 'media-gallery', detail: `${where}: ${items.length} items (1..${V2_LIMITS.galleryItems})` });
        items.forEach((i, n) => media(`${where} item ${n + 1}`, i?.media));
        return;
      }
      case V2_TYPE.file:
        if (!isStr(c.file?.url) || !c.file.url.startsWith('attachment://'))
          out.push({ rule: 'file-component', detail: `${where}: a file component names an upload (attachment://)` });
        else media(where, c.file);
        return;
      case V2_TYPE.section: {
        const texts: Json[] = Array.isArray(c.components) ? c.components : [];
        if (texts.length < 1 || texts.length > V2_LIMITS.sectionTexts)
          out.push({ rule: 'section', detail: `${where}: ${texts.length} texts (1..${V2_LIMITS.sectionTexts})` });
        texts.forEach((t, n) => one(t, `${where} text ${n + 1}`, new Set([V2_TYPE.textDisplay])));
        if (c.accessory?.type === V2_TYPE.thumbnail) {
          count += 1;
          media(`${where} thumbnail`, c.accessory.media);
        } else if (c.accessory?.type === V2_TYPE.button) {
          count += 1;
          out.push(...rowProblems({ type: V2_TYPE.row, components: [c.accessory] }, `${where} accessory`));
        } else out.push({ rule: 'section', detail: `${where}: a section needs a button or thumbnail accessory` });
        return;
      }
      case V2_TYPE.container: {
        const accent: unknown = c.accent_color;
        if (
          accent !== undefined &&
          accent !== null &&
          !(Number.isInteger(accent) && (accent as number) >= 0 && (accent as number) <= 0xffffff)
        )
          out.push({ rule: 'container-accent', detail: `${where}: accent_color ${String(accent)} is not 0..0xFFFFFF` });
        const children: Json[] = Array.isArray(c.components) ? c.components : [];
        if (children.length === 0) out.push({ rule: 'container-empty', detail: `${where}: an empty container` });
        children.forEach((x, n) => one(x, `${where} > ${n + 1}`, IN_CONTAINER));
        return;
      }
      default:
        return; // a separator
    }
  };
  list.forEach((c: Json, n: number) => one(c, `component ${n + 1}`, TOP));
  if (count > V2_LIMITS.components)
    out.push({ rule: 'components-v2-count', detail: `${count} components counting nested ones (max ${V2_LIMITS.components})` });
  if (text > V2_LIMITS.text)
    out.push({ rule: 'components-v2-text', detail: `${text} characters in text displays (max ${V2_LIMITS.text})` });
  return out;
}

/** A stored tree as Discord answers it: a media item that names an upload gets its address and `attachment_id`. */
export function resolveMedia(components: Json[], attachments: Array<{ id: string; filename: string; url: string }>): Json[] {
  const resolve = (m: Json): Json => {
    const name = isStr(m?.url) ? /^attachment:\/\/(.+)$/.exec(m.url)?.[1] : undefined;
    const a = name === undefined ? undefined : attachments.find((x) => x.filename === name);
    return a ? { ...m, url: a.url, proxy_url: a.url, attachment_id: a.id } : m;
  };
  const walk = (c: Json): Json => {
    if (typeof c !== 'object' || c === null) return c;
    const out: Json = { ...c };
    if (Array.isArray(c.components)) out.components = c.components.map(walk);
    if (Array.isArray(c.items)) out.items = c.items.map((i: Json) => ({ ...i, media: resolve(i?.media) }));
    if (c.file) out.file = resolve(c.file);
    if (c.accessory) out.accessory = walk(c.accessory);
    if (c.media) out.media = resolve(c.media);
    return out;
  };
  return components.map(walk);
}
