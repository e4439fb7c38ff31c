// What you missed, as a clip: the player-turns since a player's own last move, each as its turn
// message drew the board (the public picture only: a hand is never drawn), animated in one GIF
// by the replay's encoder. Made only when asked: the catch-up offers a button, the click is
// deferred (drawing takes seconds), then the GIF follows privately. The newest turns fill at most
// MAX_CLIP_FRAMES frames (the older ones are in the catch-up's words, and the answer says how
// many); the GIF stays under MAX_CLIP_BYTES by drawing it narrower, then with fewer frames.
import { createReplayGif, LAST_FRAME_MS, REPLAY_WIDTH, replayHeight } from '../../render/replay';
import type { Actor, Answer } from '../contract';
import type { Deps, Loaded } from '../core/context';
import { ended, fail } from '../messages/answers';
import { esc } from '../messages/text';
import { gameName, privateVoice, publicVoice } from '../messages/voices';
import { lastOwnDecision, seatOf } from './catchup';
import { breathe, framePicture, replayFrames } from './replayGif';

export const MAX_CLIP_FRAMES = 40;
/** Discord takes 10 MB; a catch-up is a glance on a phone, so it stays far smaller. */
export const MAX_CLIP_BYTES = 2 * 1024 * 1024;
/** The widths tried in turn until the GIF fits (a board stays readable at 300 px on a phone). */
export const CLIP_WIDTHS: readonly number[] = [REPLAY_WIDTH, 420, 300];

export interface ClipLimits {
  frames: number;
  bytes: number;
}

/** Why `actor` gets no clip of `l` asked at `version` (a friendly private answer), or their seat. */
export function clipRefused(deps: Deps, l: Loaded, actor: Actor, version: number): Answer | { seat: number } {
  const me = privateVoice(deps, actor, l);
  if (l.row.status === 'lobby') return fail(me, 'game.not-started');
  if (l.row.status !== 'active' || !l.row.match) return ended(me, l);
  const seat = seatOf(l, actor);
  if (seat === null) return fail(me, 'catchup.not-seated');
  if (version !== l.row.version) return fail(me, 'clip.stale');
  return { seat };
}

/** The click: checked now, made later (the caller defers the interaction, then asks `service.clip`). */
export function clipLater(deps: Deps, l: Loaded, actor: Actor, version: number): Answer {
  const ok = clipRefused(deps, l, actor, version);
  if ('reply' in ok) return ok;
  const me = privateVoice(deps, actor, l);
  return { reply: { ephemeral: true, content: me.t('clip.making'), rows: [] }, retire: [], later: { clip: l.row.id, version } };
}

/** The GIF of `pngs` at `width`, `pace` awaited between frames. */
export async function encodeClip(pngs: Buffer[], width: number, pace: () => Promise<void>): Promise<Buffer> {
  const gif = createReplayGif(pngs[0], pngs[pngs.length - 1], replayHeight(pngs, width), width);
  for (let i = 0; i < pngs.length; i++) {
    gif.add(pngs[i], i === pngs.length - 1 ? LAST_FRAME_MS : undefined);
    await pace();
  }
  return gif.finish();
}

/**
 * The newest of `pngs` as a GIF under `bytes`: each width of CLIP_WIDTHS in turn, then at the
 * narrowest the older half of the frames dropped until it fits. Null: not even one frame fits.
 */
export async function fitClip(
  pngs: Buffer[],
  bytes: number,
  pace: () => Promise<void> = breathe,
): Promise<{ data: Buffer; frames: number; width: number } | null> {
  let shown = pngs;
  for (const width of CLIP_WIDTHS) {
    const data = await encodeClip(shown, width, pace);
    if (data.length <= bytes) return { data, frames: shown.length, width };
  }
  const narrowest = CLIP_WIDTHS[CLIP_WIDTHS.length - 1];
  while (shown.length > 1) {
    shown = shown.slice(Math.ceil(shown.length / 2));
    const data = await encodeClip(shown, narrowest, pace);
    if (data.length <= bytes) return { data, frames: shown.length, width: narrowest };
  }
  return null;
}

/**
 * The clip of what `actor` missed in `l`, asked from the catch-up of `version`: a private answer
 * with the GIF, or a friendly refusal when the game moved on, ended, or they no longer sit in it.
 */
export async function catchUpClip(
  deps: Deps,
  l: Loaded,
  actor: Actor,
  version: number,
  pace: () => Promise<void> = breathe,
  limits: ClipLimits = { frames: MAX_CLIP_FRAMES, bytes: MAX_CLIP_BYTES },
): Promise<Answer> {
  const ok = clipRefused(deps, l, actor, version);
  if ('reply' in ok) return ok;
  const me = privateVoice(deps, actor, l);
  const since = await lastOwnDecision(deps, l.row.id, ok.seat);
  const missed = (await replayFrames(deps, l, true)).filter((f) => f.seq > since);
  if (missed.length === 0) return fail(me, 'clip.nothing');
  // The pictures are the thread's: drawn in the game's language, as its turn messages were.
  const shown = publicVoice(deps, l);
  const pngs: Buffer[] = [];
  for (const f of missed.slice(-limits.frames)) {
    pngs.push(framePicture(deps, shown, l, f));
    await pace();
  }
  const made = await fitClip(pngs, limits.bytes, pace);
  const game = gameName(deps, me, l.def);
  if (!made) return fail(me, 'clip.too-big', { game });
  const earlier = missed.length - made.frames;
  const content = [
    me.t('clip.ready', { game: `**${esc(game)}**`, n: made.frames }),
    ...(earlier > 0 ? [me.t('clip.earlier', { n: earlier })] : []),
  ].join('\n');
  return {
    reply: { ephemeral: true, content, rows: [], file: { name: `${l.def.id}-${l.row.id}-catchup.gif`, data: made.data } },
    retire: [],
  };
}
