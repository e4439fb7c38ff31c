// Lays out the public choices of a decision: buttons when few; else the ones that matter first
// (as buttons while they fit), and the choices lettered on the picture in a menu of their own.
// Never paged: a decision's choices are all in the message at once, a menu of 25 at most each.
import type { Choice } from '../../engine/types';
import type { ButtonSpec, ButtonStyle, RowSpec } from '../contract';
import { buildId } from '../core/customIds';
import type { Voice } from '../core/texts';
import { clip } from './text';

/** Up to this many buttons (three rows) before a select menu reads better. */
export const MAX_BUTTONS = 15;
/** Discord's limit of options in one select menu. */
export const PAGE_SIZE = 25;
/** Buttons beside menus: two rows, so that the menus and the message's tools row still fit its five rows. */
const BUTTONS_BESIDE_MENUS = 10;

/**
 * Whether a choice may be a public button or menu option. A card choice never is, even when a
 * game forgot to mark it secret: it is played from the player's own (ephemeral) hand.
 */
export const isPublic = (c: Choice): boolean => !c.secret && c.card === undefined;

/** The choices in their order, those that work against the chooser (`harm`) moved to the end. */
export const harmLast = <C extends Choice>(choices: readonly C[]): C[] => [
  ...choices.filter((c) => c.harm === undefined),
  ...choices.filter((c) => c.harm !== undefined),
];

/** A choice as shown: its label in words. */
type Shown = Choice & { shown: string };

/**
 * Discord refuses a whole message over one duplicate custom id or option value, or one empty
 * label, which would leave a game without a turn message: a plug-in slip is smoothed here.
 */
function shown(me: Voice, choices: readonly Choice[]): Shown[] {
  const seen = new Set<string>();
  // A choice that works against its chooser comes last.
  return harmLast(choices)
    .filter((c) => !seen.has(c.id) && seen.add(c.id))
    .map((c) => {
      const label = me.say(c.label);
      return { ...c, shown: label.trim() ? label : c.id };
    });
}

export function styleOf(c: Choice): ButtonStyle {
  return c.style ?? (c.roll ? 'primary' : 'secondary');
}

export function handButton(me: Voice, gameId: number, version: number): ButtonSpec {
  return { customId: buildId('hand', gameId, version, 0), label: me.t('hand.button'), style: 'secondary' };
}

export function pageCount(n: number): number {
  return Math.max(1, Math.ceil(n / PAGE_SIZE));
}

/** A select menu of one page of choices, with Prev/Next buttons when there are several pages. */
export function selectRows(
  me: Voice,
  kind: 'menu' | 'play',
  navKind: 'page' | 'hand',
  gameId: number,
  version: number,
  choices: readonly Choice[],
  page: number,
  placeholder: string,
  extra: ButtonSpec[] = [],
): RowSpec[] {
  const all = shown(me, choices);
  const pages = pageCount(all.length);
  const p = Math.min(Math.max(0, page), pages - 1);
  const slice = all.slice(p * PAGE_SIZE, (p + 1) * PAGE_SIZE);
  const rows: RowSpec[] = [
    {
      select: {
        customId: buildId(kind, gameId, version, p),
        placeholder: clip(pages > 1 ? me.t('menu.paged', { placeholder, page: p + 1, pages }) : placeholder, 150),
        options: slice.map((c) => ({ label: clip(c.shown, 100), value: c.id })),
      },
    },
  ];
  const nav: ButtonSpec[] = [];
  if (pages > 1) {
    nav.push({
      customId: buildId(navKind, gameId, version, p - 1 < 0 ? 'prev' : p - 1),
      label: me.t('menu.prev'),
      style: 'secondary',
      disabled: p === 0,
    });
    nav.push({
      customId: buildId(navKind, gameId, version, p + 1 >= pages ? 'next' : p + 1),
      label: me.t('menu.next'),
      style: 'secondary',
      disabled: p + 1 >= pages,
    });
  }
  nav.push(...extra);
  if (nav.length > 0) rows.push({ buttons: nav });
  return rows;
}

/**
 * Too many choices for buttons: the ones lettered on the picture (road ends "A".."P") get a menu
 * of their own; the rest are the ones that matter (The Bionic Woman's adventure, airports and
 * locations), shown first.
 */
export function menuParts(choices: readonly Choice[]): { lettered: Choice[]; rest: Choice[] } {
  const lettered = choices.filter((c) => c.mark !== undefined);
  if (lettered.length < 2 || lettered.length === choices.length) return { lettered: [], rest: [...choices] };
  return { lettered, rest: choices.filter((c) => c.mark === undefined) };
}

/** Menus of at most PAGE_SIZE options each, side by side in the message (never pages). */
function menus(
  me: Voice,
  gameId: number,
  version: number,
  choices: readonly Shown[],
  arg: string,
  placeholder: (first: number, last: number) => string,
): RowSpec[] {
  const rows: RowSpec[] = [];
  for (let i = 0; i < choices.length; i += PAGE_SIZE) {
    const part = choices.slice(i, i + PAGE_SIZE);
    const whole = choices.length <= PAGE_SIZE;
    rows.push({
      select: {
        customId: buildId('menu', gameId, version, whole ? arg : `${arg}${i / PAGE_SIZE + 1}`),
        placeholder: clip(placeholder(i, i + part.length - 1), 150),
        options: part.map((c) => ({ label: clip(c.shown, 100), value: c.id })),
      },
    });
  }
  return rows;
}

const buttonRows = (buttons: readonly ButtonSpec[]): RowSpec[] => {
  const rows: RowSpec[] = [];
  for (let i = 0; i < buttons.length; i += 5) rows.push({ buttons: buttons.slice(i, i + 5) });
  return rows;
};

/** Rows for the public turn message: exactly the non-secret choices, plus "My hand". */
export function choiceRows(me: Voice, gameId: number, version: number, choices: readonly Choice[], withHand: boolean): RowSpec[] {
  const extra = withHand ? [handButton(me, gameId, version)] : [];
  const all = shown(me, choices);
  const pick = (c: Shown): ButtonSpec => ({
    customId: buildId('pick', gameId, version, c.id),
    label: clip(c.shown, 80),
    style: styleOf(c),
  });
  if (all.length <= MAX_BUTTONS) return buttonRows([...all.map(pick), ...extra]);
  const parts = menuParts(choices);
  const rest = shown(me, parts.rest);
  const lettered = shown(me, parts.lettered);
  // The ones that matter first: buttons while two rows hold them, else a menu.
  const first =
    rest.length + extra.length <= BUTTONS_BESIDE_MENUS
      ? buttonRows([...rest.map(pick), ...extra])
      : [
          ...menus(me, gameId, version, rest, 'all', (a, b) =>
            rest.length <= PAGE_SIZE ? me.t('menu.choose') : me.t('menu.part', { from: a + 1, to: b + 1, n: rest.length }),
          ),
          ...(extra.length > 0 ? [{ buttons: extra }] : []),
        ];
  const letters = menus(me, gameId, version, lettered, 'lettered', (a, b) =>
    lettered.length <= PAGE_SIZE
      ? me.t('menu.lettered')
      : me.t('menu.letters', { first: lettered[a].mark!, last: lettered[b].mark! }),
  );
  return [...first, ...letters];
}
