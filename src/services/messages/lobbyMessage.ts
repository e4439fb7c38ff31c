// The lobby message: the game, its seats, its settings, and the Join / Leave / Add AI / Start /
// Cancel buttons (their actions are handled in lobby/).
import type * as store from '../../store';
import type { Reply } from '../contract';
import type { AnyGame, Loaded } from '../core/context';
import { buildId } from '../core/customIds';
import { maxSeats, playerCountsOf } from '../core/seats';
import { esc } from './text';

export const LOBBY_ACTIONS = ['join', 'leave', 'ai', 'start', 'cancel'] as const;
export type LobbyAction = (typeof LOBBY_ACTIONS)[number];

/** "2–4" or "2 or 4": the player counts a game allows. */
export function countsText(def: AnyGame): string {
  const c = playerCountsOf(def);
  return c.length > 1 && c[c.length - 1] - c[0] === c.length - 1 ? `${c[0]}–${c[c.length - 1]}` : c.join(' or ');
}

/** Who opened the game, escaped (names, not mentions). */
export function creatorName(l: Loaded): string {
  const name = l.seats.find((s) => s.userId === l.row.creatorId)?.name;
  return name === undefined ? 'the creator' : esc(name);
}

export function lobbyReply(l: Loaded, version: number): Reply {
  const { def, row, seats } = l;
  // Names, not mentions: every lobby update would ping the creator again.
  const creator = `**${creatorName(l)}**`;
  const lines = [
    `**${esc(def.name)}**: a new game, opened by ${creator}. Players: ${countsText(def)}.`,
    '',
    ...seats.map((s, i) => `${i + 1}. ${s.ai ? `🤖 AI${def.paint ? ' player' : ` ${esc(def.roles[i] ?? '')}`}` : esc(s.name)}`),
    '',
    settingsLine(row.settings),
    '',
    `Press **Join** to take a seat; ${creator} presses **Start** when the table is ready.`,
  ];
  const b = (action: LobbyAction) => buildId('lobby', row.id, version, action);
  const full = seats.length >= maxSeats(def);
  return {
    ephemeral: false,
    content: lines.join('\n'),
    rows: [
      {
        buttons: [
          { customId: b('join'), label: 'Join', style: 'success', disabled: full },
          { customId: b('leave'), label: 'Leave', style: 'secondary' },
          { customId: b('ai'), label: 'Add AI', style: 'secondary', disabled: full },
          { customId: b('start'), label: 'Start', style: 'primary' },
          { customId: b('cancel'), label: 'Cancel', style: 'danger' },
        ],
      },
    ],
  };
}

/** "Clock: 3 days a turn · the AI takes a seat after 2 missed turns". */
export function settingsLine(s: store.Settings): string {
  const clock =
    s.clockMs === null
      ? 'no clock'
      : `clock: ${durationText(s.clockMs)} a turn, then the AI plays it; after ${s.missLimit} missed turns in a row the AI keeps the seat`;
  return `⏳ ${clock}.${s.autoForce ? '' : ' Forced moves are clicked by hand.'}`;
}

export function durationText(ms: number): string {
  const h = ms / 3_600_000;
  if (h >= 24 && h % 24 === 0) return h === 24 ? '1 day' : `${h / 24} days`;
  if (h >= 1 && Number.isInteger(h)) return h === 1 ? '1 hour' : `${h} hours`;
  return `${Math.round(ms / 60_000)} minutes`;
}
