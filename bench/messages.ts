// Public messages per complete game with every seat a person (each taking what its seat's AI
// would), in the old way and today's (docs/decisions/0007-one-message-per-player-turn.md). Old:
// every lobby click and every decision posted a new message. Today: the lobby is one message edited
// in place, each player-turn is one message (decisions inside it update it), forced decisions are
// taken automatically.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aiDecision, createMatch } from '../src/engine/match';
import type { GameEvent } from '../src/engine/types';
import { createPictureMemory } from '../src/discord/attachments';
import type { RenderBoard } from '../src/render/contract';
import {
  clip,
  createService,
  esc,
  escText,
  eventLine,
  fit,
  textsFor,
  type Actor,
  type Announcement,
  type Reply,
  type AnyGame,
  type Voice,
  type Where,
} from '../src/services';
import * as store from '../src/store';
import { LOCALES, type Locale } from '../src/engine/text';
import { callsToAct, length } from '../test/support/callToAct';
import { decideAsPerson } from './decide';

export interface MessageFigure {
  game: string;
  players: number;
  games: number;
  before: number;
  after: number;
  /** Picture bytes uploaded per game (every posted or edited message carrying a picture). */
  uploaded: number;
  /** Pictures uploaded per game, and the largest one's bytes (over all games). */
  pictures: number;
  largest: number;
}

/** `keepsUnchanged`: an edit whose picture is the one its message shows uploads nothing (docs/decisions/0006-picture-budget.md). */
export async function messagesPerGame(
  def: AnyGame,
  render: RenderBoard,
  games = 5,
  keepsUnchanged = true,
): Promise<MessageFigure> {
  const players = Math.min(4, Math.max(...(def.playerCounts ?? [def.maxPlayers])));
  let before = 0;
  let after = 0;
  let uploaded = 0;
  let pictures = 0;
  let largest = 0;
  const sent = (reply: { image?: { data: Buffer } }) => {
    if (!reply.image) return;
    uploaded += reply.image.data.length;
    pictures++;
    largest = Math.max(largest, reply.image.data.length);
  };
  for (let g = 0; g < games; g++) {
    const path = join(mkdtempSync(join(tmpdir(), 'rerun-msgs-')), 'db.sqlite');
    const svc = await createService({ databasePath: path, games: [def], render, seed: () => 1000 + g });
    const where: Where = { guildId: 'bench', channelId: 'c' };
    const actors: Actor[] = Array.from({ length: players }, (_, i) => ({ userId: `p${i}`, name: `Player ${i + 1}` }));
    let posted = 0;
    // What each message shows, remembered as the bot does (discord/attachments.ts).
    const memory = createPictureMemory();
    /** The current turn message's id. */
    let current = '';
    /** A post or edit of message `id` as the announcer and router make it: a kept picture uploads nothing. */
    const out = (id: string, reply: Reply, editing: boolean) => {
      const kept = editing && keepsUnchanged && memory.kept(id, reply.image) !== null;
      if (!kept) sent(reply);
      memory.shown(id, reply.image, reply.image ? [{ id: `a-${id}`, name: reply.image.name }] : []);
    };
    const drain = async (list: Announcement[]) => {
      for (const a of list) {
        if (a.kind === 'thread') await drain(await svc.placed(a.gameId, `t-${g}`));
        if (a.kind === 'turn') {
          if (a.messageId === null) posted++;
          const id = a.messageId ?? `m${posted}`;
          current = id;
          out(id, a.reply, a.messageId !== null);
          await drain(await svc.messagePosted(a.posts, a.channelId, id));
        }
        if (a.kind === 'say') {
          posted++;
          sent(a.reply);
        }
      }
    };
    const lobby = await svc.newGameWith(where, actors[0], def.id, {});
    posted++;
    if (lobby.posts) await svc.messagePosted(lobby.posts, where.channelId, 'lobby');
    for (const a of actors.slice(1)) await svc.join(where, a);
    await svc.start(where, actors[0]);
    await drain(await svc.pump());
    const place: Where = { guildId: 'bench', channelId: `t-${g}` };
    const db = store.open(path);
    for (let i = 0; i < 20_000; i++) {
      const row = store.latestGameIn(db, place.channelId);
      if (!row || row.status !== 'active') break;
      const d = aiDecision(def, row.match!)!;
      const { answer: a } = await decideAsPerson(svc, place, actors[d.player], d.choice);
      for (const e of a.edits ?? []) out(e.messageId, e.reply, true);
      if (a.posts && !a.reply.ephemeral) {
        if (!a.update) posted++;
        const id = a.update ? current : `m${posted}`;
        out(id, a.reply, a.update === true);
        current = id;
        await drain(await svc.messagePosted(a.posts, place.channelId, id));
      } else if (!a.reply.ephemeral) sent(a.reply);
      await drain(await svc.pump());
    }
    const id = store.latestGameIn(db, place.channelId)!.id;
    // Before: the lobby and each of its clicks, the start, and one message per decision.
    before += players + 1 + store.actionsOf(db, id).length;
    after += posted;
    db.close();
    await svc.close();
  }
  return {
    game: def.id,
    players,
    games,
    before: before / games,
    after: after / games,
    uploaded: uploaded / games,
    pictures: pictures / games,
    largest,
  };
}

/** Lines per turn message, as a player reads it: median, largest, and how many were cut. */
export interface LineFigure {
  median: number;
  max: number;
  cut: number;
}

export interface TurnLines {
  game: string;
  people: number;
  players: number;
  messages: number;
  before: LineFigure;
  after: LineFigure;
}

/** The old cut marker, "… 30 earlier lines", on a line of its own. */
const isCut = (text: string) => text.split('\n').some((l) => /^… \d+ /.test(l));

const figure = (texts: readonly string[]): LineFigure => {
  const lines = texts.map((t) => t.split('\n').length).sort((a, b) => a - b);
  const mid =
    lines.length === 0
      ? NaN
      : lines.length % 2
        ? lines[(lines.length - 1) / 2]
        : (lines[lines.length / 2 - 1] + lines[lines.length / 2]) / 2;
  return { median: mid, max: Math.max(0, ...lines), cut: texts.filter(isCut).length };
};

/**
 * The older turn message (kept here only to measure against): the title, every event line since the previous
 * turn message, then the ping, the deadline and the cards line, oldest lines dropped to fit 2000
 * characters ("… 30 earlier lines"). The call, deadline and cards lines are today's, which say
 * the same; the title is today's last line.
 */
function oldTurnText(db: store.Db, me: Voice, def: AnyGame, row: store.GameRow, now: string): string {
  const names = row.match!.seats.map((s) => s.name);
  const from = row.turn.showsFrom;
  const line = (e: GameEvent) => clip(eventLine(me, e, names), 300);
  const body: string[] = [];
  if (from === 0) body.push(...createMatch(def, row.match!.seats, row.options, row.seed, row.dice).events.map(line));
  const notes = store.notesSince(db, row.id, from);
  const noteAt = (step: number) =>
    notes.filter((n) => n.after === step).map((n) => me.t('story.note', { note: escText(me.say(n.text), names) }));
  body.push(...noteAt(from));
  let by: string | null = null;
  for (const a of store.toldSince(db, row.id, from) ?? []) {
    const by2 = a.decision.kind === 'choice' ? (a.decision.by ?? null) : null;
    const name = esc(names[a.seat] ?? '?');
    if (by2 !== by && by2 === 'clock') body.push(me.t('story.clock', { name }));
    if (by2 !== by && by2 === 'away') body.push(me.t('story.away', { name }));
    by = by2;
    body.push(...a.events.map(line), ...noteAt(a.seq));
  }
  const lines = now.split('\n');
  const foot = [lines[0], ...lines.slice(1).filter((l) => l.startsWith('⏳') || l === me.t('turn.cards'))];
  return fit(me, [lines[lines.length - 1]], body, foot);
}

/**
 * Lines per turn message over `games` complete games with `people` persons (taking what their
 * seat's AI would) and AI seats for the rest, now and in the older form (oldTurnText).
 */
export async function linesPerTurnMessage(def: AnyGame, people: number, games = 3): Promise<TurnLines> {
  const players = Math.min(4, Math.max(...(def.playerCounts ?? [def.maxPlayers])));
  const now: string[] = [];
  const old: string[] = [];
  for (let g = 0; g < games; g++) {
    const path = join(mkdtempSync(join(tmpdir(), 'rerun-lines-')), 'db.sqlite');
    // Lines do not depend on the picture: an empty one keeps this part fast.
    const svc = await createService({ databasePath: path, games: [def], render: () => Buffer.alloc(0), seed: () => 2000 + g });
    const db = store.open(path);
    const where: Where = { guildId: 'bench', channelId: 'c' };
    const actors: Actor[] = Array.from({ length: players }, (_, i) => ({ userId: `p${i}`, name: `Player ${i + 1}` }));
    // The last form of each turn message (decisions inside a player-turn update it).
    const shown = new Map<string, { now: string; old: string }>();
    let posted = 0;
    const record = (id: string, content: string) => {
      const row = store.latestGameIn(db, 't') ?? store.latestGameIn(db, 'c');
      const voice = textsFor([def]).voice('en', { game: def.id, seat: (n) => row?.match?.seats[n]?.name ?? '?' });
      shown.set(id, { now: content, old: row?.match ? oldTurnText(db, voice, def, row, content) : content });
    };
    const drain = async (list: Announcement[]) => {
      for (const a of list) {
        if (a.kind === 'thread') await drain(await svc.placed(a.gameId, 't'));
        if (a.kind === 'turn') {
          const id = a.messageId ?? `m${++posted}`;
          record(id, a.reply.content);
          await drain(await svc.messagePosted(a.posts, a.channelId, id));
        }
      }
    };
    await svc.newGameWith(where, actors[0], def.id, {});
    for (const a of actors.slice(1, people)) await svc.join(where, a);
    for (let i = people; i < players; i++) await svc.addAi(where, actors[0]);
    await svc.start(where, actors[0]);
    await drain(await svc.pump());
    const place: Where = { guildId: 'bench', channelId: 't' };
    for (let i = 0; i < 20_000; i++) {
      const row = store.latestGameIn(db, 't');
      if (!row || row.status !== 'active') break;
      const d = aiDecision(def, row.match!)!;
      const { answer: a } = await decideAsPerson(svc, place, actors[d.player], d.choice);
      if (a.posts && !a.update && !a.reply.ephemeral) {
        const id = `m${++posted}`;
        record(id, a.reply.content);
        await drain(await svc.messagePosted(a.posts, 't', id));
      }
      await drain(await svc.pump());
    }
    for (const s of shown.values()) {
      now.push(s.now);
      old.push(s.old);
    }
    db.close();
    await svc.close();
  }
  return { game: def.id, people, players, messages: now.length, before: figure(old), after: figure(now) };
}

/** The longest call to act (a turn message's first line, as a phone shows it) of a game in one language. */
export interface FirstLine {
  game: string;
  locale: Locale;
  lines: number;
  longest: number;
  line: string;
}

/** The longest first line per language over `games` whole AI games (one seat a person, "@Amélie"). */
export function longestFirstLines(def: AnyGame, games = 3): FirstLine[] {
  return LOCALES.map((locale) => {
    let best = '';
    let lines = 0;
    for (let g = 0; g < games; g++)
      for (const line of callsToAct(def, locale, 3000 + g)) {
        lines++;
        if (length(line) > length(best)) best = line;
      }
    return { game: def.id, locale, lines, longest: length(best), line: best };
  });
}
