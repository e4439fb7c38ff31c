// The people of the PostgreSQL probes (pgLost.ts, pgDown.ts): two people at a few tables who act
// only on what Discord shows them, never on what the database holds. At each table the newest
// message with live buttons is what they act on: a lobby's Join and Start, or a turn message's
// choices, clicked by the person it names. A table with nothing to click for a while opens a new
// game. Whatever the database lost, they go on clicking what they see, as people would: a bot that
// refused that forever would leave them stuck. Every interaction and its answer is kept, in words
// (which of the bot's sentences it was) and in time; the probe may read the database before a
// decision (`peek`) only to place it in the log for its counts, never to choose it.
import type { AnyGame } from '../../src/engine/types';
import { said } from '../../src/discord/messages';
import { parseId } from '../../src/services/core/customIds';
import type * as store from '../../src/store';
import { FakeDiscord, type Outcome, type SelectView } from '../fake-discord/fake';
import { EPHEMERAL, type FakeUser, type StoredMessage } from '../fake-discord/types';
import { t } from '../support/text';

/** Which of the bot's answers an interaction got. */
export type Word =
  /** Taken: a public answer, or "Done" said privately (a hand's card played). */
  | 'taken'
  /** The database is unreachable: the move was not made. */
  | 'unreachable'
  /** "This button is from an earlier turn." */
  | 'stale'
  /** The database lost the last moves: the game is back at an earlier turn (days/lostMoves.ts). */
  | 'lost-moves'
  /** The database lost the game's start: it is back in its lobby (said publicly, lostMoves.ts). */
  | 'lost-start'
  /** A hand opened: its cards, privately. */
  | 'hand'
  /** Any other private answer. */
  | 'refused'
  /** No answer at all, or a deferral never completed. */
  | 'none';

export const WORDS: readonly Word[] = ['taken', 'unreachable', 'stale', 'lost-moves', 'lost-start', 'hand', 'refused', 'none'];

export interface Act {
  table: number;
  what: 'decision' | 'hand' | 'join' | 'start' | 'new' | 'status';
  userId: string;
  /** The game and version the clicked control carries (null: a command). */
  gameId: number | null;
  version: number | null;
  choice: string | null;
  /** Where it was made: the clicked public message's channel or thread, or the command's. */
  place: string;
  /** The action's place in the log if it applies, as the database said just before (null: unknown, or the game had moved on). */
  expectedSeq: number | null;
  /** When it was sent (ms). */
  at: number;
  /** Until its answer was complete (ms), or null without one. */
  ms: number | null;
  word: Word;
  /** The answer's first text. */
  text: string;
}

export interface ScreenOptions {
  /** A person acts this long (ms, min and max) after the previous act at the table. */
  thinkMs: [number, number];
  /** A table with nothing to click this long (ms) opens a new game. */
  idleMs: number;
  /**
   * A message whose click was refused (as stale, or as lost moves: its new turn message is on its
   * way) is not clicked again for this long (ms), as a person told so waits a moment. Refused twice
   * otherwise ("no longer in use"), it is given up on: with nothing else to click, a new game.
   */
  patienceMs: number;
  /** AI seats at each table's games (`/game new ai:`). */
  ai: number;
  /** Reads a game as the database holds it now, to place a decision in the log (or throws: down). */
  peek?: (gameId: number) => Promise<store.GameRow | null>;
  /** Told of each act as soon as its answer is in (the probe crashes the database right after one). */
  onAct?: (act: Act) => void;
  log?: (line: string) => void;
}

export class ScreenTable {
  busy = false;
  nextAt = 0;
  /** Since when nothing was there to click (ms), or null. */
  idleSince: number | null = null;
  /** Messages whose click was refused, when last and how many times otherwise than as stale or lost moves. */
  readonly refused = new Map<string, { at: number; n: number }>();
  /** Messages refused twice with words that promise nothing newer: the people click them no more. */
  readonly dead = new Set<string>();
  constructor(
    readonly index: number,
    readonly def: AnyGame,
    readonly channelId: string,
  ) {}
}

/** The kinds of a turn's choices (parseId's), besides its hand. */
const DECIDE = new Set(['pick', 'roll', 'menu', 'play']);

/** A catalogue text as a pattern: each of `holes` (its placeholders) any text. */
function pattern(key: string, holes: readonly string[]): RegExp {
  const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A character no catalogue text has marks where each placeholder's text went.
  const text = t(key, Object.fromEntries(holes.map((h) => [h, '\uE000'])));
  return new RegExp(`^${text.split('\uE000').map(esc).join('.+?')}$`, 's');
}

const UNREACHABLE = said('discord.database-unreachable');
const STALE = t('game.stale');
const LOST_PRIVATE = pattern('game.moves-lost-private', ['turn']);
const DONE = t('game.done-in-message');

/** The public notice of moves the database lost (days/lostMoves.ts), any game, any turn. */
export const LOST_NOTICE = pattern('game.moves-lost', ['game', 'turn']);
/** The public answer that the database lost a game's start (days/lostMoves.ts). */
export const START_LOST = pattern('game.start-lost', ['game', 'channel']);

/** Which answer `o` was. */
export function wordOf(o: Outcome): { word: Word; text: string } {
  if (o.callbackType === null || !o.answered) return { word: 'none', text: o.texts[0] ?? '' };
  // Deferred by deferUpdate (type 6): the clicked message is edited in place (a public answer), or
  // the answer follows up. Deferred privately (5): the original says the private part.
  if (o.callbackType === 6 && o.followUps.length === 0) return { word: 'taken', text: o.texts[0] ?? '' };
  const said = [...(o.callbackType === 6 ? [] : [o.message]), ...o.followUps].filter((m) => m !== null);
  const text = said[0] ? FakeDiscord.view(said[0]).text : '';
  if (said.some((m) => (m.flags & EPHEMERAL) === 0)) return { word: START_LOST.test(text) ? 'lost-start' : 'taken', text };
  if (text === UNREACHABLE) return { word: 'unreachable', text };
  if (text === STALE) return { word: 'stale', text };
  if (LOST_PRIVATE.test(text)) return { word: 'lost-moves', text };
  if (text.startsWith(DONE)) return { word: 'taken', text };
  return { word: 'refused', text };
}

/** Whose turn a turn message names ("▶ <@id> (Red): roll the die"), among `users`. */
const named = (m: StoredMessage, users: readonly FakeUser[]): FakeUser | undefined => {
  const id = /▶ <@(\d+)>[^\n:]*: /.exec(FakeDiscord.view(m).text)?.[1];
  return users.find((u) => u.id === id);
};

/** The private message of an answer that shows a hand to play from, and its menu. */
function handOf(o: Outcome): { message: StoredMessage; menu: SelectView } | null {
  for (const message of [o.message, ...o.followUps]) {
    const menu = message && FakeDiscord.selects(message).find((s) => parseId(s.customId)?.kind === 'play');
    if (menu) return { message: message!, menu };
  }
  return null;
}

interface Live {
  message: StoredMessage;
  lobby: boolean;
  gameId: number;
  version: number;
}

/** A message's live game controls: a lobby's, or a turn's choices and hand. */
function liveOf(m: StoredMessage): Live | null {
  const ids = [
    ...FakeDiscord.buttons(m)
      .filter((b) => !b.disabled)
      .map((b) => b.customId),
    ...FakeDiscord.selects(m).map((s) => s.customId),
  ]
    .map(parseId)
    .filter((x) => x !== null);
  const lobby = ids.find((x) => x.kind === 'lobby');
  if (lobby) return { message: m, lobby: true, gameId: lobby.gameId, version: lobby.version };
  const turn = ids.find((x) => DECIDE.has(x.kind) || x.kind === 'hand');
  return turn ? { message: m, lobby: false, gameId: turn.gameId, version: turn.version } : null;
}

export class ScreenPlayers {
  readonly acts: Act[] = [];
  readonly tables: ScreenTable[];
  /** Whether the people act at all (set by the probe). */
  acting = true;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly fake: FakeDiscord,
    readonly users: [FakeUser, FakeUser],
    defs: readonly AnyGame[],
    private readonly rnd: () => number,
    private readonly opts: ScreenOptions,
  ) {
    this.tables = defs.map((def, i) => new ScreenTable(i, def, fake.addChannel(`table-${def.id}`).id));
  }

  /** Each idle table whose person is done thinking takes its next step (while a bot is logged in). */
  tick(): void {
    if (!this.acting || !this.fake.botConnected) return;
    const now = Date.now();
    for (const table of this.tables) {
      if (table.busy || now < table.nextAt) continue;
      this.run(table, () => this.step(table));
    }
  }

  /** Someone at `table` asks `/status` in its game's place (the newest thread, else its channel). */
  status(table: ScreenTable): void {
    if (table.busy || !this.fake.botConnected) return;
    const place = this.fake.threads(table.channelId).at(-1)?.id ?? table.channelId;
    const user = this.users[Math.floor(this.rnd() * 2)];
    this.run(table, async () => {
      await this.act(
        table,
        'status',
        user,
        null,
        null,
        () => this.fake.slash(user, 'status', {}, undefined, place),
        undefined,
        place,
      );
    });
  }

  /** Resolves once every step under way is done. */
  async done(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  /**
   * The newest message at `table` (its channel and threads) with live game controls, but those
   * the people gave up on.
   */
  newestLive(table: ScreenTable): Live | null {
    const places = [table.channelId, ...this.fake.threads(table.channelId).map((c) => c.id)];
    const all = places.flatMap((p) => this.fake.publicMessages(p)).sort((a, b) => a.createdAt - b.createdAt);
    for (let i = all.length - 1; i >= 0; i--) {
      const live = table.dead.has(all[i].id) ? null : liveOf(all[i]);
      if (live) return live;
    }
    return null;
  }

  private run(table: ScreenTable, work: () => Promise<void>): void {
    table.busy = true;
    const p = work()
      .catch((e: unknown) => this.opts.log?.(`table ${table.def.id}: ${(e as Error).stack ?? String(e)}`))
      .finally(() => {
        table.busy = false;
        table.nextAt = Date.now() + this.think();
        this.running.delete(p);
      });
    this.running.add(p);
  }

  private think(): number {
    const [min, max] = this.opts.thinkMs;
    return min + this.rnd() * (max - min);
  }

  private async step(table: ScreenTable): Promise<void> {
    const [ann, ben] = this.users;
    const now = Date.now();
    const live = this.newestLive(table);
    // Refused a moment ago: its person waits before clicking it again.
    if (live && now - (table.refused.get(live.message.id)?.at ?? -Infinity) < this.opts.patienceMs) return;
    if (!live) {
      table.idleSince ??= now;
      if (now - table.idleSince < this.opts.idleMs) return;
      table.idleSince = now;
      await this.act(table, 'new', ann, null, null, () =>
        this.fake.slash(ann, 'game', { game: table.def.id, ai: this.opts.ai, clock: 'off' }, 'new', table.channelId),
      );
      return;
    }
    table.idleSince = null;
    const m = live.message;
    if (live.lobby) {
      // Ben takes a seat first (the lobby lists him once he has), then Ann starts.
      const seated = FakeDiscord.view(m).text.includes(ben.globalName ?? ben.username);
      const [who, label] = seated ? ([ann, 'start'] as const) : ([ben, 'join'] as const);
      const b = FakeDiscord.buttons(m).find((x) => !x.disabled && parseId(x.customId)?.arg === label);
      if (b) await this.act(table, label, who, live, null, () => this.fake.click(who, m, b.customId), m);
      return;
    }
    const user = named(m, this.users) ?? this.users[Math.floor(this.rnd() * 2)];
    await this.decide(table, user, live);
  }

  /** One decision on a turn message, as playOne does: a choice at random, or a card from the hand. */
  private async decide(table: ScreenTable, user: FakeUser, live: Live): Promise<void> {
    const m = live.message;
    const v = FakeDiscord.view(m);
    const mine = (id: string) => parseId(id)?.gameId === live.gameId;
    const choices = [
      ...v.buttons
        .filter((b) => !b.disabled && mine(b.customId) && ['pick', 'roll'].includes(parseId(b.customId)!.kind))
        .map((b) => ({ customId: b.customId, value: null as string | null })),
      ...v.selects
        .filter((s) => mine(s.customId) && parseId(s.customId)!.kind === 'menu')
        .flatMap((s) => s.options.map((o) => ({ customId: s.customId, value: o.value as string | null }))),
    ];
    if (choices.length > 0) {
      const c = choices[Math.floor(this.rnd() * choices.length)];
      const choice = c.value ?? parseId(c.customId)!.arg;
      await this.act(
        table,
        'decision',
        user,
        live,
        choice,
        () => (c.value === null ? this.fake.click(user, m, c.customId) : this.fake.select(user, m, c.customId, [c.value])),
        m,
      );
      return;
    }
    const hand = v.buttons.find((b) => !b.disabled && mine(b.customId) && parseId(b.customId)!.kind === 'hand');
    if (!hand) return;
    const opened = await this.act(table, 'hand', user, live, null, () => this.fake.click(user, m, hand.customId), m);
    const shown = opened ? handOf(opened) : null;
    if (!shown || shown.menu.options.length === 0) return;
    const { message, menu } = shown;
    const value = menu.options[Math.floor(this.rnd() * menu.options.length)].value;
    const played = { ...live, version: parseId(menu.customId)!.version };
    await this.act(table, 'decision', user, played, value, () => this.fake.select(user, message, menu.customId, [value]), m);
  }

  /** Sends one interaction and keeps it with its answer; null when no bot was there to take it. */
  private async act(
    table: ScreenTable,
    what: Act['what'],
    user: FakeUser,
    live: Pick<Live, 'gameId' | 'version'> | null,
    choice: string | null,
    send: () => Promise<Outcome>,
    message?: StoredMessage,
    place?: string,
  ): Promise<Outcome | null> {
    if (!this.fake.botConnected) return null;
    const expectedSeq = what === 'decision' && live ? await this.seqOf(live) : null;
    const at = Date.now();
    let o: Outcome;
    try {
      o = await send();
    } catch (e) {
      if (/no connected client/.test((e as Error).message)) return null;
      throw e;
    }
    const { word, text } = wordOf(o);
    const act: Act = {
      table: table.index,
      what,
      place: message?.channelId ?? place ?? table.channelId,
      userId: user.id,
      gameId: live?.gameId ?? null,
      version: live?.version ?? null,
      choice,
      expectedSeq,
      at,
      ms: word === 'none' ? null : Date.now() - at,
      word: what === 'hand' && word === 'refused' && handOf(o) ? 'hand' : word,
      text,
    };
    this.acts.push(act);
    if (message && (word === 'stale' || word === 'lost-moves' || word === 'lost-start' || word === 'refused')) {
      const n = (table.refused.get(message.id)?.n ?? 0) + (word === 'refused' ? 1 : 0);
      table.refused.set(message.id, { at: Date.now(), n });
      if (n >= 2) table.dead.add(message.id);
    }
    this.opts.onAct?.(act);
    return o;
  }

  /** Where a decision on `live` would go in its game's log, if the database is at its version now. */
  private async seqOf(live: Pick<Live, 'gameId' | 'version'>): Promise<number | null> {
    if (!this.opts.peek) return null;
    try {
      const row = await this.opts.peek(live.gameId);
      return row?.version === live.version && row.match ? row.match.step + 1 : null;
    } catch {
      return null;
    }
  }
}
