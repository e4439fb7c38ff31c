// Discord's documented limits, checked on every payload the bot sends to the fake.
// Each function returns the problems found (empty: the payload is fine); the fake turns
// them into 400 answers and recorded violations, so a breach fails the test that caused it.
import type { Json, StoredMessage, UploadedFile } from './types';
import { checkV2, isV2Body } from './v2';

export interface Problem {
  rule: string;
  detail: string;
}

export const LIMITS = {
  content: 2000,
  rows: 5,
  buttonsPerRow: 5,
  selectOptions: 25,
  customId: 100,
  buttonLabel: 80,
  selectOptionText: 100,
  selectPlaceholder: 150,
  files: 10,
  fileBytes: 10 * 1024 * 1024,
  embeds: 10,
  autocompleteChoices: 25,
  choiceName: 100,
  choiceValue: 100,
  commandName: 32,
  commandDescription: 100,
  commandOptions: 25,
  commandChoices: 25,
  commandChars: 8000,
  commands: 100,
} as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const COMPONENT = { row: 1, button: 2, stringSelect: 3, textInput: 4 } as const;
const SELECT_TYPES = new Set([3, 5, 6, 7, 8]);
/** SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS, IS_COMPONENTS_V2. */
const SENDABLE_FLAGS = 4 | 64 | 4096 | 32768;

export function isPng(data: Buffer): boolean {
  return data.length >= PNG_SIGNATURE.length && data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);
}

export function looksLikePng(file: { filename: string; contentType: string }): boolean {
  return /\.png$/i.test(file.filename) || file.contentType === 'image/png';
}

const isStr = (v: unknown): v is string => typeof v === 'string';

/**
 * A message body for create (`partial: false`) or edit (`partial: true`, every field optional).
 * `files` are the multipart uploads that came with it; `existing`: the message an edit changes.
 */
export function checkMessage(body: Json, files: UploadedFile[], partial: boolean, existing?: StoredMessage): Problem[] {
  const out: Problem[] = [];
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return [{ rule: 'body', detail: 'message body must be an object' }];
  }
  if (isV2Body(body, existing)) {
    // A V2 message's text is in its components: their own limits replace content's and the five rows'.
    out.push(...checkV2(body, files, existing, rowChecker()));
    if (
      body.flags !== undefined &&
      body.flags !== null &&
      (typeof body.flags !== 'number' || (body.flags & ~SENDABLE_FLAGS) !== 0)
    )
      out.push({ rule: 'flags', detail: `flags ${String(body.flags)} include bits a bot cannot set` });
    out.push(...checkFiles(files), ...checkAttachmentRefs(body, files));
    return out;
  }
  const content: unknown = body.content;
  if (content !== undefined && content !== null && !isStr(content)) {
    out.push({ rule: 'content-type', detail: 'content must be a string' });
  }
  if (isStr(content) && content.length > LIMITS.content) {
    out.push({ rule: 'content-length', detail: `content has ${content.length} characters (max ${LIMITS.content})` });
  }
  if (body.embeds !== undefined && body.embeds !== null) {
    if (!Array.isArray(body.embeds)) out.push({ rule: 'embeds', detail: 'embeds must be an array' });
    else if (body.embeds.length > LIMITS.embeds) {
      out.push({ rule: 'embeds', detail: `${body.embeds.length} embeds (max ${LIMITS.embeds})` });
    }
  }
  if (body.flags !== undefined && body.flags !== null) {
    if (typeof body.flags !== 'number' || (body.flags & ~SENDABLE_FLAGS) !== 0) {
      out.push({ rule: 'flags', detail: `flags ${String(body.flags)} include bits a bot cannot set` });
    }
  }
  if (body.components !== undefined && body.components !== null) {
    out.push(...checkComponents(body.components));
  }
  out.push(...checkFiles(files), ...checkAttachmentRefs(body, files));
  if (!partial) {
    const hasContent = isStr(content) && content.length > 0;
    const hasEmbeds = Array.isArray(body.embeds) && body.embeds.length > 0;
    const hasComponents = Array.isArray(body.components) && body.components.length > 0;
    const hasStickers = Array.isArray(body.sticker_ids) && body.sticker_ids.length > 0;
    if (!hasContent && !hasEmbeds && !hasComponents && !hasStickers && files.length === 0 && !body.poll) {
      out.push({ rule: 'empty-message', detail: 'Cannot send an empty message' });
    }
  }
  return out;
}

function checkAttachmentRefs(body: Json, files: UploadedFile[]): Problem[] {
  const out: Problem[] = [];
  if (!Array.isArray(body.attachments)) return out;
  for (const a of body.attachments) {
    // Discord's spec: a snowflake, or an upload's index, as a string (the bot sent the number 0).
    if (typeof a?.id !== 'string')
      out.push({ rule: 'attachment-id', detail: `attachments[].id ${JSON.stringify(a?.id)} is not a string` });
    const id = String(a?.id ?? '');
    if (/^\d{1,2}$/.test(id) && !files.some((f) => f.field === `files[${id}]`)) {
      out.push({ rule: 'attachment-ref', detail: `attachment ${id} has no files[${id}] upload` });
    }
  }
  return out;
}

export function checkFiles(files: UploadedFile[]): Problem[] {
  const out: Problem[] = [];
  if (files.length > LIMITS.files) out.push({ rule: 'file-count', detail: `${files.length} files (max ${LIMITS.files})` });
  for (const f of files) {
    if (f.data.length > LIMITS.fileBytes) {
      out.push({ rule: 'file-size', detail: `${f.filename} has ${f.data.length} bytes (max ${LIMITS.fileBytes})` });
    }
    if (looksLikePng(f) && !isPng(f.data)) {
      out.push({ rule: 'png-signature', detail: `${f.filename} claims to be a PNG but lacks the PNG signature` });
    }
  }
  return out;
}

export function checkComponents(rows: Json): Problem[] {
  if (!Array.isArray(rows)) return [{ rule: 'components', detail: 'components must be an array' }];
  const out: Problem[] = [];
  if (rows.length > LIMITS.rows) out.push({ rule: 'rows', detail: `${rows.length} action rows (max ${LIMITS.rows})` });
  const checkRow = rowChecker();
  rows.forEach((row: Json, r: number) => out.push(...checkRow(row, `row ${r + 1}`)));
  return out;
}

/** Checks action rows one by one; a custom id may be used once in the whole message. */
export function rowChecker(): (row: Json, where: string) => Problem[] {
  const ids = new Set<string>();
  return (row, where) => {
    const out: Problem[] = [];
    const customId = (at: string, id: unknown): void => {
      if (!isStr(id) || id.length < 1 || id.length > LIMITS.customId) {
        out.push({
          rule: 'custom-id-length',
          detail: `${at}: custom_id length ${isStr(id) ? id.length : 'missing'} (1..${LIMITS.customId})`,
        });
        return;
      }
      if (ids.has(id)) out.push({ rule: 'custom-id-duplicate', detail: `${at}: custom_id "${id}" used twice` });
      ids.add(id);
    };
    if (row?.type !== COMPONENT.row) {
      out.push({
        rule: 'row-type',
        detail: `${where}: top-level component of type ${String(row?.type)} (expected an action row)`,
      });
      return out;
    }
    const items: Json[] = Array.isArray(row.components) ? row.components : [];
    if (items.length === 0) out.push({ rule: 'row-empty', detail: `${where}: empty action row` });
    const selects = items.filter((c) => SELECT_TYPES.has(c?.type));
    if (selects.length > 0 && items.length > 1) {
      out.push({ rule: 'select-alone', detail: `${where}: a select menu must be alone in its row (${items.length} components)` });
    }
    const buttons = items.filter((c) => c?.type === COMPONENT.button);
    if (buttons.length > LIMITS.buttonsPerRow) {
      out.push({ rule: 'buttons-per-row', detail: `${where}: ${buttons.length} buttons (max ${LIMITS.buttonsPerRow})` });
    }
    items.forEach((c: Json, i: number) => {
      const at = `${where} item ${i + 1}`;
      if (c?.type === COMPONENT.button) {
        out.push(...checkButton(at, c, customId));
      } else if (c?.type === COMPONENT.stringSelect) {
        customId(at, c.custom_id);
        out.push(...checkSelect(at, c));
      } else if (SELECT_TYPES.has(c?.type)) {
        customId(at, c.custom_id);
      } else {
        out.push({ rule: 'component-type', detail: `${at}: component type ${String(c?.type)} is not allowed in a message row` });
      }
    });
    return out;
  };
}

function checkButton(at: string, c: Json, customId: (where: string, id: unknown) => void): Problem[] {
  const out: Problem[] = [];
  const label: unknown = c.label;
  if (label !== undefined && (!isStr(label) || label.length > LIMITS.buttonLabel)) {
    out.push({
      rule: 'button-label',
      detail: `${at}: label of ${isStr(label) ? label.length : 'bad'} characters (max ${LIMITS.buttonLabel})`,
    });
  }
  if ((!isStr(label) || label.length === 0) && !c.emoji) {
    out.push({ rule: 'button-empty', detail: `${at}: a button needs a label or an emoji` });
  }
  const style: unknown = c.style;
  if (style === 5) {
    if (!isStr(c.url) || c.custom_id !== undefined)
      out.push({ rule: 'button-link', detail: `${at}: a link button needs url and no custom_id` });
  } else if (style === 1 || style === 2 || style === 3 || style === 4) {
    customId(at, c.custom_id);
  } else {
    out.push({ rule: 'button-style', detail: `${at}: button style ${String(style)}` });
  }
  return out;
}

function checkSelect(at: string, c: Json): Problem[] {
  const out: Problem[] = [];
  const options: Json[] = Array.isArray(c.options) ? c.options : [];
  if (options.length < 1 || options.length > LIMITS.selectOptions) {
    out.push({ rule: 'select-options', detail: `${at}: ${options.length} options (1..${LIMITS.selectOptions})` });
  }
  const values = new Set<string>();
  options.forEach((o: Json, i: number) => {
    const bad = (v: unknown, min: number): boolean => !isStr(v) || v.length < min || v.length > LIMITS.selectOptionText;
    if (bad(o?.label, 1) || bad(o?.value, 1) || (o?.description !== undefined && bad(o.description, 0))) {
      out.push({
        rule: 'select-option-length',
        detail: `${at} option ${i + 1}: label, value and description must be 1..${LIMITS.selectOptionText} characters`,
      });
    }
    if (isStr(o?.value)) {
      if (values.has(o.value)) out.push({ rule: 'select-option-duplicate', detail: `${at}: value "${o.value}" used twice` });
      values.add(o.value);
    }
  });
  if (c.placeholder !== undefined && (!isStr(c.placeholder) || c.placeholder.length > LIMITS.selectPlaceholder)) {
    out.push({ rule: 'select-placeholder', detail: `${at}: placeholder over ${LIMITS.selectPlaceholder} characters` });
  }
  const min = c.min_values ?? 1;
  const max = c.max_values ?? 1;
  if (min < 0 || min > 25 || max < 1 || max > 25 || min > max || max > Math.max(options.length, 1)) {
    out.push({ rule: 'select-values', detail: `${at}: min_values ${min} / max_values ${max} with ${options.length} options` });
  }
  return out;
}

/** The `choices` of an autocomplete answer (callback type 8). */
export function checkAutocomplete(data: Json): Problem[] {
  const choices: unknown = data?.choices;
  if (!Array.isArray(choices)) return [{ rule: 'autocomplete-choices', detail: 'data.choices must be an array' }];
  const out: Problem[] = [];
  if (choices.length > LIMITS.autocompleteChoices) {
    out.push({ rule: 'autocomplete-count', detail: `${choices.length} choices (max ${LIMITS.autocompleteChoices})` });
  }
  choices.forEach((c: Json, i: number) => {
    const name: unknown = c?.name;
    const value: unknown = c?.value;
    if (!isStr(name) || name.length < 1 || name.length > LIMITS.choiceName) {
      out.push({ rule: 'autocomplete-choice', detail: `choice ${i + 1}: name must be 1..${LIMITS.choiceName} characters` });
    }
    if (!(typeof value === 'number' || (isStr(value) && value.length >= 1 && value.length <= LIMITS.choiceValue))) {
      out.push({
        rule: 'autocomplete-choice',
        detail: `choice ${i + 1}: value must be a number or 1..${LIMITS.choiceValue} characters`,
      });
    }
  });
  return out;
}

// ---------------------------------------------------------------- commands

const NAME_RE = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const SUB = 1;
const GROUP = 2;

/** A full set of commands as sent to PUT .../commands. */
export function checkCommands(list: Json): Problem[] {
  if (!Array.isArray(list)) return [{ rule: 'command-body', detail: 'body must be an array of commands' }];
  const out: Problem[] = [];
  if (list.length > LIMITS.commands)
    out.push({ rule: 'command-count', detail: `${list.length} commands (max ${LIMITS.commands})` });
  const names = new Set<string>();
  for (const cmd of list) {
    out.push(...checkCommand(cmd));
    const key = `${cmd?.type ?? 1}:${String(cmd?.name)}`;
    if (names.has(key)) out.push({ rule: 'command-duplicate', detail: `command "${String(cmd?.name)}" defined twice` });
    names.add(key);
  }
  return out;
}

export function checkCommand(cmd: Json): Problem[] {
  const out: Problem[] = [];
  const type = cmd?.type ?? 1;
  const name = String(cmd?.name ?? '');
  const at = `/${name}`;
  if (type === 1) {
    checkNameDesc(at, cmd, out);
    checkOptions(at, cmd.options, 0, out);
  } else if (!isStr(cmd?.name) || name.length < 1 || name.length > LIMITS.commandName) {
    out.push({ rule: 'command-name', detail: `${at}: name must be 1..${LIMITS.commandName} characters` });
  }
  checkKinds(at, 'integration_types', cmd?.integration_types, INTEGRATION_TYPES, out);
  checkKinds(at, 'contexts', cmd?.contexts, CONTEXTS, out);
  const chars = countChars(cmd);
  if (chars > LIMITS.commandChars) {
    out.push({
      rule: 'command-chars',
      detail: `${at}: ${chars} characters in names, descriptions and values (max ${LIMITS.commandChars})`,
    });
  }
  return out;
}

/** GUILD_INSTALL, USER_INSTALL. */
const INTEGRATION_TYPES = [0, 1];
/** GUILD, BOT_DM, PRIVATE_CHANNEL. */
const CONTEXTS = [0, 1, 2];

/** A list of kinds (`integration_types`, `contexts`): absent or null (Discord's default), else known values only, each once. */
function checkKinds(at: string, field: string, list: Json, known: number[], out: Problem[]): void {
  if (list === undefined || list === null) return;
  const rule = `command-${field.replace('_', '-')}`;
  if (!Array.isArray(list)) {
    out.push({ rule, detail: `${at}: ${field} must be an array` });
    return;
  }
  for (const v of list)
    if (!known.includes(v))
      out.push({ rule, detail: `${at}: ${field} value ${JSON.stringify(v)} must be one of ${known.join(', ')}` });
  if (new Set(list).size !== list.length) out.push({ rule, detail: `${at}: ${field} holds a value twice` });
}

function checkNameDesc(at: string, o: Json, out: Problem[]): void {
  const name: unknown = o?.name;
  if (!isStr(name) || !NAME_RE.test(name) || name !== name.toLowerCase()) {
    out.push({ rule: 'command-name', detail: `${at}: name "${String(name)}" must be 1..32 lower-case letters, digits, - or _` });
  }
  const desc: unknown = o?.description;
  if (!isStr(desc) || desc.length < 1 || desc.length > LIMITS.commandDescription) {
    out.push({ rule: 'command-description', detail: `${at}: description must be 1..${LIMITS.commandDescription} characters` });
  }
}

function checkOptions(at: string, options: Json, depth: number, out: Problem[]): void {
  if (options === undefined || options === null) return;
  if (!Array.isArray(options)) {
    out.push({ rule: 'command-options', detail: `${at}: options must be an array` });
    return;
  }
  if (options.length > LIMITS.commandOptions) {
    out.push({ rule: 'command-options', detail: `${at}: ${options.length} options (max ${LIMITS.commandOptions})` });
  }
  const names = new Set<string>();
  let sawOptional = false;
  const nested = options.filter((o: Json) => o?.type === SUB || o?.type === GROUP).length;
  if (nested > 0 && nested < options.length) {
    out.push({ rule: 'command-options', detail: `${at}: subcommands cannot sit beside plain options` });
  }
  for (const o of options) {
    const oat = `${at} ${String(o?.name)}`;
    checkNameDesc(oat, o, out);
    if (names.has(o?.name)) out.push({ rule: 'command-option-duplicate', detail: `${oat}: option name used twice` });
    names.add(o?.name);
    if (o?.type === SUB || o?.type === GROUP) {
      if (o.type === GROUP && depth > 0) out.push({ rule: 'command-nesting', detail: `${oat}: a group inside a group` });
      if (o.type === SUB && depth > 1) out.push({ rule: 'command-nesting', detail: `${oat}: nested too deep` });
      if (o.type === GROUP && Array.isArray(o.options) && o.options.some((s: Json) => s?.type !== SUB)) {
        out.push({ rule: 'command-nesting', detail: `${oat}: a group may only hold subcommands` });
      }
      checkOptions(oat, o.options, depth + 1, out);
      continue;
    }
    if (o?.required) {
      if (sawOptional) out.push({ rule: 'command-required-order', detail: `${oat}: required option after an optional one` });
    } else sawOptional = true;
    if (o?.choices !== undefined) {
      if (o.autocomplete) out.push({ rule: 'command-choices', detail: `${oat}: choices and autocomplete together` });
      if (!Array.isArray(o.choices) || o.choices.length > LIMITS.commandChoices) {
        out.push({ rule: 'command-choices', detail: `${oat}: at most ${LIMITS.commandChoices} choices` });
      } else {
        for (const c of o.choices) {
          if (!isStr(c?.name) || c.name.length < 1 || c.name.length > LIMITS.choiceName) {
            out.push({ rule: 'command-choices', detail: `${oat}: choice name must be 1..${LIMITS.choiceName} characters` });
          }
          if (isStr(c?.value) && c.value.length > LIMITS.choiceValue) {
            out.push({ rule: 'command-choices', detail: `${oat}: choice value over ${LIMITS.choiceValue} characters` });
          }
        }
      }
    }
  }
}

/** Characters counted against the per-command budget: names, descriptions, choice names and values. */
function countChars(o: Json): number {
  if (!o || typeof o !== 'object') return 0;
  let n = String(o.name ?? '').length + String(o.description ?? '').length;
  if (Array.isArray(o.choices)) {
    for (const c of o.choices) n += String(c?.name ?? '').length + String(c?.value ?? '').length;
  }
  if (Array.isArray(o.options)) for (const sub of o.options) n += countChars(sub);
  return n;
}
