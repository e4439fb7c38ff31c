// Button and select ids: `<kind>:<gameId>:<version>:<arg>`, built and parsed only here.
// They carry all a click needs (game, turn, choice), so buttons survive a restart.
export const ID_KINDS = [
  'lobby',
  'pick',
  'menu',
  'page',
  'hand',
  'play',
  'rematch',
  'resign',
  'handover',
  'roll',
  'missed',
  'details',
  'replay',
  'clip',
  'undo',
  'pause',
  'confirm',
] as const;
export type IdKind = (typeof ID_KINDS)[number];

export interface ParsedId {
  kind: IdKind;
  gameId: number;
  version: number;
  /** Choice id (pick, roll), lobby action (lobby), page number (menu, page, hand, play), seat (handover), yes/no (resign), `me` (missed), span and page (details), `gif` (replay, clip), `y:<choice>` or `n` (confirm), the action to take back (undo), yes/no (pause). */
  arg: string;
}

export const MAX_ID = 100;

export function buildId(kind: IdKind, gameId: number, version: number, arg: string | number): string {
  const id = `${kind}:${gameId}:${version}:${arg}`;
  // Choice ids are at most 40 characters by contract, so this only fires on a bug.
  if (id.length > MAX_ID) throw new Error(`custom id too long: ${id.length}`);
  return id;
}

export function parseId(id: string): ParsedId | null {
  const m = /^([a-z]+):(\d{1,15}):(\d{1,15}):(.*)$/s.exec(id);
  if (!m || id.length > MAX_ID) return null;
  const kind = ID_KINDS.find((k) => k === m[1]);
  if (!kind) return null;
  return { kind, gameId: Number(m[2]), version: Number(m[3]), arg: m[4] };
}

/** The game a button or menu belongs to (null: not one of Rerun's ids). */
export const gameOfId = (id: string): number | null => parseId(id)?.gameId ?? null;
