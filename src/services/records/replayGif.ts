// The Replay of a finished game: its board after each player-turn, as the
// turn messages showed it (the game's language, the last move lit), animated in one GIF.
// Frames come from replaying the stored log (core/replay.ts) and the renderer; the GIF is made
// in chunks that give the event loop back between frames, so other games answer meanwhile.
import type { GameEvent } from '../../engine/types';
import type { Match } from '../../engine/match';
import type { Caption, SeatPaint } from '../../render/contract';
import { chanceGroups } from '../../render/groups';
import { createReplayGif, LAST_FRAME_MS, replayHeight } from '../../render/replay';
import type { Asker, Answer } from '../contract';
import type { Deps, Loaded } from '../core/context';
import { replayStored, startOf } from '../core/replay';
import { seatLooks } from '../core/seats';
import type { Voice } from '../core/texts';
import { fail } from '../messages/answers';
import { turnReply } from '../messages/turnMessage';
import { shown as shownGame } from './load';
import { boardWords, captionWords, drawnScene, shownDevices } from '../messages/picture';
import { esc } from '../messages/text';
import { gameName, pictureName, privateVoice, publicVoice } from '../messages/voices';
import { createMatch } from '../../engine/match';

/** Discord takes 10 MB; the replay stays under 8 MB. */
export const MAX_REPLAY_BYTES = 8 * 1024 * 1024;

/** One frame: the match after a player-turn (or as set up), with what that turn told. */
export interface ReplayFrame {
  match: Match;
  turn: number;
  events: GameEvent[];
  /** The last action the frame shows (0: the set-up). */
  seq: number;
}

/** Waits for the event loop to take its other work (the default pace between frames). */
export const breathe = (): Promise<void> => new Promise((done) => setImmediate(done));

/**
 * The set-up, then the match after each player-turn: a turn ends where the turn messages' does
 * (play/turns.ts): when another seat must decide, or the game is over. `underway`: the turn being
 * played too, as its message shows it so far, when one of its decisions is taken.
 */
export async function replayFrames(deps: Deps, l: Loaded, underway = false): Promise<ReplayFrame[]> {
  // A compacted game keeps its seats in its archive.
  const seats = l.row.match?.seats ?? (await deps.store.archiveOf(l.row.id))?.seats;
  if (!seats) return [];
  const start = startOf(l.def, l.row, seats);
  const setup = createMatch(l.def, seats, l.row.options, l.row.seed, l.row.dice).events;
  const frames: ReplayFrame[] = [{ match: start, turn: 1, events: setup, seq: 0 }];
  let seat = l.def.pending(start.state)?.player ?? null;
  let events: GameEvent[] = [];
  // The turn under way: its frame so far (set in the callback, hence the cast).
  let open = null as ReplayFrame | null;
  replayStored(l.def, l.row, await deps.store.actionsOf(l.row.id), seats, (a, after) => {
    events.push(...a.events);
    const p = l.def.pending(after.state);
    const over = p === null || l.def.outcome(after.state) !== null;
    open = { match: after, turn: frames.length + 1, events, seq: a.seq };
    if (!over && p.player === seat) return;
    frames.push(open);
    open = null;
    seat = over ? null : p.player;
    events = [];
  });
  if (underway && open) frames.push(open);
  return frames;
}

/** The board picture of one frame, as that turn's message drew it: the public board only. */
export function framePicture(deps: Deps, me: Voice, l: Loaded, f: ReplayFrame): Buffer {
  const { def } = l;
  const m = f.match;
  const looks = seatLooks(def, m.state, m.seats.length);
  const seats: SeatPaint[] = m.seats.map((s, i) => ({ name: s.name, color: looks[i].color, role: me.say(looks[i].role) }));
  const pending = def.pending(m.state);
  const outcome = def.outcome(m.state);
  const winners = outcome?.winners ?? [];
  const whose =
    pending && !outcome
      ? m.seats[pending.player].name
      : winners.length
        ? me.t('caption.winner', { names: winners.map((w) => m.seats[w].name).join(' & ') })
        : me.t('caption.over');
  const caption: Caption = {
    title: pictureName(deps, me, def),
    turn: f.turn,
    whose,
    dice: m.lastDice,
    chance: m.lastChance?.length ? m.lastChance : def.scene(m.state).chance,
    groups: chanceGroups(f.events, me.say),
    devices: shownDevices(me, def.devices),
    words: captionWords(me, f.turn),
  };
  return deps.render(def.id, drawnScene(me, def.scene(m.state)), seats, caption, boardWords(me));
}

/** Why a game has no replay (yet), or null when it has one. */
export function noReplay(deps: Deps, l: Loaded, asker: Asker): Answer | null {
  const me = privateVoice(deps, asker, l);
  if (l.row.status === 'finished') return null;
  return fail(me, l.row.status === 'active' || l.row.status === 'lobby' ? 'replay.running' : 'replay.none');
}

/** The stand-in answer while the replay is made (the interaction is deferred meanwhile). */
export function replayLater(me: Voice, l: Loaded): Answer {
  return { reply: { ephemeral: true, content: me.t('replay.making'), rows: [] }, retire: [], later: { replay: l.row.id } };
}

/**
 * The replay as a private answer with the GIF attached. `pace` is awaited between frames (the
 * event loop's turn for other games); `width` of the frames in pixels.
 */
export async function replayGif(
  deps: Deps,
  l: Loaded,
  asker: Asker,
  pace: () => Promise<void> = breathe,
  width?: number,
): Promise<Answer> {
  const refused = noReplay(deps, l, asker);
  if (refused) return refused;
  const me = privateVoice(deps, asker, l);
  const shown = publicVoice(deps, l);
  const frames = await replayFrames(deps, l);
  // Every picture first (their heights differ with the caption), then the GIF: each step yields.
  const pngs: Buffer[] = [];
  const final = shownGame(l);
  for (const [i, f] of frames.entries()) {
    // The last frame is the final message's own picture (its caption tells the whole last stretch).
    const end = i === frames.length - 1 && final ? (await turnReply(deps, final, shown)).image?.data : undefined;
    pngs.push(end ?? framePicture(deps, shown, l, f));
    await pace();
  }
  const gif = createReplayGif(pngs[0], pngs[pngs.length - 1], replayHeight(pngs, width), width);
  for (let i = 0; i < pngs.length; i++) {
    gif.add(pngs[i], i === pngs.length - 1 ? LAST_FRAME_MS : undefined);
    await pace();
  }
  const data = gif.finish();
  const game = gameName(deps, me, l.def);
  if (data.length > MAX_REPLAY_BYTES) return fail(me, 'replay.too-big', { game });
  return {
    reply: {
      ephemeral: true,
      content: me.t('replay.ready', { game: `**${esc(game)}**`, n: frames.length - 1 }),
      rows: [],
      file: { name: `${l.def.id}-${l.row.id}-replay.gif`, data },
    },
    retire: [],
  };
}
