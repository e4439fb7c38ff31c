// When a turn message carries a fresh picture (docs/decisions/0006-picture-budget.md: at most 6 MB
// of pictures per 4-player game). A picture is drawn when the player must decide on the board, or
// when the board changed since the place's last picture; the final message always has one. A turn
// message whose only decision is a plain roll or spin has none: the board comes with the roll's
// update (board, dice and choice letters), which is when the player decides, and the messages above
// still show the board before it. That halves the pictures of a game (about two per player-turn
// before).
import { createHash } from 'node:crypto';
import type { Pending } from '../../engine/types';
import type { DrawnScene, SeatPaint } from '../../render/contract';
import type { Reply } from '../contract';

/**
 * How a turn message is drawn: `always` (on demand: /board, the replay's last frame), `new` (a
 * new turn message), `update` (the current one edited; the bot keeps its picture when its board
 * is the same, see discord/attachments.ts).
 */
export type Drawn = 'always' | 'new' | 'update';

/** True when the only decision is a plain roll or spin: nothing on the board to choose between. */
export function plainRoll(pending: Pending): boolean {
  return pending.choices.length === 1 && pending.choices[0].roll === true;
}

/**
 * The key of a board as drawn: its tokens, highlight, letters, markers and seat legend in one
 * language. The caption's throws (dice, spins) and its notes are left out: like the dice, a note
 * tells what was just drawn (The Action Man Game's combat card), which the text tells too. A new
 * throw or card alone draws no new board (Action Man: 150 pictures a game with notes, 123 without).
 */
export function boardKey(game: string, scene: DrawnScene, seats: readonly SeatPaint[], locale: string): string {
  const { chance: _dice, notes: _drawn, ...board } = scene;
  return createHash('sha1').update(JSON.stringify({ game, board, seats, locale })).digest('hex').slice(0, 20);
}

/**
 * Whether this message draws its picture. `last`: the key of the place's last picture (stored
 * with the game), null when unknown.
 */
export function draws(drawn: Drawn, over: boolean, pending: Pending | null, key: string, last: string | null): boolean {
  if (drawn === 'always' || over || pending === null) return true;
  if (plainRoll(pending)) return false;
  // A new message above an unchanged board: the picture just above it shows the same.
  return drawn === 'update' || key !== last;
}

/**
 * What the place shows once the message is out, for the game's record: the key of its picture;
 * null when an update removed the message's picture; undefined when unchanged (a new message
 * without a picture leaves the last one above it).
 */
export function shownBoard(reply: Reply, drawn: Drawn): string | null | undefined {
  if (reply.image?.board !== undefined) return reply.image.board;
  return drawn === 'update' ? null : undefined;
}
