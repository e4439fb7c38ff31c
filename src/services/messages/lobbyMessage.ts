// The lobby message: the game, its seats, its settings and language, and the Join / Leave /
// Add AI / Start / Cancel buttons (their actions are handled in lobby/). Public in the game's
// language; /board and /status show it privately in the asker's.
import { lengthLine } from './lengthLine';
import { awayLines, type People } from './pacingLines';
import type { Locale } from '../../engine/text';
import type * as store from '../../store';
import type { Reply } from '../contract';
import type { AnyGame, Deps, Loaded } from '../core/context';
import { buildId } from '../core/customIds';
import { maxSeats, playerCountsOf } from '../core/seats';
import type { Voice } from '../core/texts';
import { aiNames, rolesAt, seatingOrder } from './aiNames';
import { esc } from './text';
import { gameName } from './voices';

export const LOBBY_ACTIONS = ['join', 'leave', 'ai', 'start', 'cancel'] as const;
export type LobbyAction = (typeof LOBBY_ACTIONS)[number];

/** "2–4" or "2 or 4": the player counts a game allows. */
export function countsText(me: Voice, def: AnyGame): string {
  const c = playerCountsOf(def);
  return c.length > 1 && c[c.length - 1] - c[0] === c.length - 1
    ? me.t('lobby.counts-range', { min: c[0], max: c[c.length - 1] })
    : me.list(c.map(String), 'or');
}

/** Who opened the game, escaped (names, not mentions). */
export function creatorName(me: Voice, l: Loaded): string {
  const name = l.seats.find((s) => s.userId === l.row.creatorId)?.name;
  return name === undefined ? me.t('lobby.the-creator') : esc(name);
}

/** "English", "français", "magyar": a language's name, in `me`'s language. */
export const languageName = (me: Voice, l: Locale): string => me.t(`language.${l}`);

/** `people`: the seated people's own time, to say who is away (absent: not said). */
export function lobbyReply(deps: Deps, me: Voice, l: Loaded, version: number, people?: People): Reply {
  const { def, row, seats } = l;
  // Names, not mentions: every lobby update would ping the creator again.
  const creator = creatorName(me, l);
  // Seated as the game will be, people first, the AI by the names it will play under.
  const ordered = seatingOrder(seats);
  const roles = rolesAt(def, row, ordered.length);
  const names = aiNames(me, ordered, roles);
  const lines = [
    me.t('lobby.head', { game: esc(gameName(deps, me, def)), creator, counts: countsText(me, def) }),
    '',
    ...ordered.map(
      (s, i) =>
        `${i + 1}. ${s.ai ? (roles ? me.t('lobby.ai-role', { name: esc(names[i]) }) : me.t('lobby.ai-player')) : esc(s.name)}`,
    ),
    '',
    settingsLine(me, row.settings),
    me.t('settings.vacation', { days: Math.round(row.settings.vacationMs / 86_400_000) }),
    ...[lengthLine(me, def, seats, row.settings)].filter((x) => x !== null),
    ...(people ? awayLines(me, l, people, deps.now().getTime()) : []),
    me.t('lobby.language', { language: languageName(me, row.settings.language) }),
    '',
    me.t('lobby.foot', { creator }),
  ];
  const b = (action: LobbyAction) => buildId('lobby', row.id, version, action);
  const full = seats.length >= maxSeats(def);
  return {
    ephemeral: false,
    content: lines.join('\n'),
    rows: [
      {
        buttons: [
          { customId: b('join'), label: me.t('lobby.button.join'), style: 'success', disabled: full },
          { customId: b('leave'), label: me.t('lobby.button.leave'), style: 'secondary' },
          { customId: b('ai'), label: me.t('lobby.button.ai'), style: 'secondary', disabled: full },
          { customId: b('start'), label: me.t('lobby.button.start'), style: 'primary' },
          { customId: b('cancel'), label: me.t('lobby.button.cancel'), style: 'danger' },
        ],
      },
    ],
  };
}

/** "⏳ clock: 3 days a turn, then the AI plays it; after 2 missed turns in a row the AI keeps the seat." */
export function settingsLine(me: Voice, s: store.Settings): string {
  const clock = s.bank
    ? me.t('settings.bank', {
        start: durationText(me, s.bank.startMs),
        gain: durationText(me, s.bank.gainMs),
        missed: s.missLimit,
      })
    : s.clockMs === null
      ? me.t('settings.no-clock')
      : me.t('settings.clock', { duration: durationText(me, s.clockMs), missed: s.missLimit });
  return me.t('settings.line', { clock, forced: s.autoForce ? 'auto' : 'hand' });
}

export function durationText(me: Voice, ms: number): string {
  if (ms === 0) return me.t('duration.hours', { n: 0 });
  const h = ms / 3_600_000;
  if (h >= 24 && h % 24 === 0) return me.t('duration.days', { n: h / 24 });
  if (h >= 1 && Number.isInteger(h)) return me.t('duration.hours', { n: h });
  return me.t('duration.minutes', { n: Math.round(ms / 60_000) });
}
