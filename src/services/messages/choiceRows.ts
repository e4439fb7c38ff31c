// Lays out the public choices of a decision: buttons when few, else a paged select menu.
import type { Choice } from '../../engine/types';
import type { ButtonSpec, ButtonStyle, RowSpec } from '../contract';
import { buildId } from '../core/customIds';
import { clip } from './text';

/** Up to this many buttons (three rows) before a select menu reads better. */
export const MAX_BUTTONS = 15;
export const PAGE_SIZE = 25;

/**
 * Whether a choice may be a public button or menu option. A card choice never is, even when a
 * game forgot to mark it secret: it is played from the player's own (ephemeral) hand.
 */
export const isPublic = (c: Choice): boolean => !c.secret && c.card === undefined;

/**
 * Discord refuses a whole message over one duplicate custom id or option value, or one empty
 * label, which would leave a game without a turn message: a plug-in slip is smoothed here.
 */
function shown(choices: readonly Choice[]): Choice[] {
  const seen = new Set<string>();
  return choices.filter((c) => !seen.has(c.id) && seen.add(c.id)).map((c) => (c.label.trim() ? c : { ...c, label: c.id }));
}

export function styleOf(c: Choice): ButtonStyle {
  return c.style ?? (c.roll ? 'primary' : 'secondary');
}

export function handButton(gameId: number, version: number): ButtonSpec {
  return { customId: buildId('hand', gameId, version, 0), label: 'My hand', style: 'secondary' };
}

export function pageCount(n: number): number {
  return Math.max(1, Math.ceil(n / PAGE_SIZE));
}

/** A select menu of one page of choices, with Prev/Next buttons when there are several pages. */
export function selectRows(
  kind: 'menu' | 'play',
  navKind: 'page' | 'hand',
  gameId: number,
  version: number,
  choices: readonly Choice[],
  page: number,
  placeholder: string,
  extra: ButtonSpec[] = [],
): RowSpec[] {
  choices = shown(choices);
  const pages = pageCount(choices.length);
  const p = Math.min(Math.max(0, page), pages - 1);
  const slice = choices.slice(p * PAGE_SIZE, (p + 1) * PAGE_SIZE);
  const rows: RowSpec[] = [
    {
      select: {
        customId: buildId(kind, gameId, version, p),
        placeholder: clip(pages > 1 ? `${placeholder} (page ${p + 1} of ${pages})` : placeholder, 150),
        options: slice.map((c) => ({ label: clip(c.label, 100), value: c.id })),
      },
    },
  ];
  const nav: ButtonSpec[] = [];
  if (pages > 1) {
    nav.push({
      customId: buildId(navKind, gameId, version, p - 1 < 0 ? 'prev' : p - 1),
      label: '◀ Prev',
      style: 'secondary',
      disabled: p === 0,
    });
    nav.push({
      customId: buildId(navKind, gameId, version, p + 1 >= pages ? 'next' : p + 1),
      label: 'Next ▶',
      style: 'secondary',
      disabled: p + 1 >= pages,
    });
  }
  nav.push(...extra);
  if (nav.length > 0) rows.push({ buttons: nav });
  return rows;
}

/** Rows for the public turn message: exactly the non-secret choices, plus "My hand". */
export function choiceRows(gameId: number, version: number, choices: readonly Choice[], withHand: boolean): RowSpec[] {
  const extra = withHand ? [handButton(gameId, version)] : [];
  choices = shown(choices);
  if (choices.length > MAX_BUTTONS) return selectRows('menu', 'page', gameId, version, choices, 0, 'Choose…', extra);
  const buttons: ButtonSpec[] = choices.map((c) => ({
    customId: buildId('pick', gameId, version, c.id),
    label: clip(c.label, 80),
    style: styleOf(c),
  }));
  buttons.push(...extra);
  const rows: RowSpec[] = [];
  for (let i = 0; i < buttons.length; i += 5) rows.push({ buttons: buttons.slice(i, i + 5) });
  return rows;
}
