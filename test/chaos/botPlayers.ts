// The people of the bot crash probe: two users at five tables (one channel per game, each game
// with two AI seats and a ten-minute turn clock) who open, join and start games with slash
// commands and play by clicking the turn messages' buttons and menus (or their hand's menu),
// as a person would: only what Discord shows them, a moment after it is shown. Some turns
// they let run out, so that the clock reminds them and then lets the AI play. What they see
// of the game (whose turn, its version) they read from the database, read-only.
import type { AnyGame } from '../../src/engine/types';
import { parseId } from '../../src/services/core/customIds';
import { t } from '../support/text';
import type * as store from '../../src/store';
import type { Look } from './look';
import { FakeDiscord, type Outcome } from '../fake-discord/fake';
import type { FakeUser, StoredMessage } from '../fake-discord/types';

/** The turn clock of every probe game, as typed in `/game new`, and in ms. */
export const CLOCK = '10m';
export const CLOCK_MS = 10 * 60_000;

/** One decision a person sent by clicking. */
export interface Click {
  gameId: number;
  version: number;
  userId: string;
  choice: string;
  /** The action's place in the log if it applies: read just before the click (null: the game had moved on). */
  expectedSeq: number | null;
  /** The bot life it was sent to. */
  life: number;
  /**
   * acked: the person saw it taken (a public answer, or "Done"); refused: a private refusal;
   * unanswered: no answer came (the bot was killed, or too slow).
   */
  outcome: 'acked' | 'refused' | 'unanswered';
}

/** A person's player-turn as the probe first saw it. */
export interface PersonTurn {
  gameId: number;
  threadId: string;
  turnNo: number;
  userId: string;
  /** The bot-clock deadline (ms) the turn was given. */
  deadline: number | null;
  /** Left to run out: the person never clicks, the clock reminds them and the AI plays it. */
  slow: boolean;
  /** Not before this (real ms) the next click. */
  nextAt: number;
}

export class Table {
  gameId: number | null = null;
  busy = false;
  /** Every game opened at this table. */
  readonly games = new Set<number>();
  constructor(
    readonly def: AnyGame,
    readonly channelId: string,
  ) {}
}

export interface PeopleOptions {
  /** Share of a person's turns left to run out (never two in a row for one person). */
  slowShare: number;
  /** A person clicks this long (ms, min and max) after seeing their turn, and between clicks of one turn. */
  thinkMs: [number, number];
  /** The guilds the tables are in, in turn (default: the fake's first guild). */
  guildIds?: readonly string[];
  log?: (line: string) => void;
}

const DONE = t('game.done-in-message');
const DECIDE = new Set(['pick', 'roll']);

export class People {
  readonly clicks: Click[] = [];
  readonly turns = new Map<string, PersonTurn>();
  readonly tables: Table[];
  /** Steps under way (an interaction waits up to Discord's 3 s for an answer). */
  private readonly running = new Set<Promise<void>>();
  /** Whether each person let their last turn run out. */
  private readonly lastSlow = new Map<string, boolean>();
  /** Set by the probe: which bot life is on, and whether the people act at all. */
  life = 0;
  acting = true;
  /** Every turn that begins is left to run out. */
  slowAll = false;

  constructor(
    private readonly fake: FakeDiscord,
    private readonly reader: () => Look | null,
    readonly users: [FakeUser, FakeUser],
    defs: readonly AnyGame[],
    private readonly rnd: () => number,
    private readonly opts: PeopleOptions,
  ) {
    const guilds = opts.guildIds ?? [undefined];
    this.tables = defs.map((def, i) => new Table(def, fake.addChannel(`table-${def.id}`, guilds[i % guilds.length]).id));
  }

  /** Each idle table takes its next step (while the bot is logged in). */
  tick(): void {
    const db = this.reader();
    if (!this.acting || !db || !this.fake.botConnected) return;
    for (const table of this.tables) {
      if (table.busy) continue;
      table.busy = true;
      const step = this.step(db, table)
        .catch((e: unknown) => this.opts.log?.(`table ${table.def.id}: ${(e as Error).stack ?? String(e)}`))
        .finally(() => {
          table.busy = false;
          this.running.delete(step);
        });
      this.running.add(step);
    }
  }

  /** Resolves once every step under way is done. */
  async done(): Promise<void> {
    await Promise.all([...this.running]);
  }

  private think(): number {
    const [min, max] = this.opts.thinkMs;
    return Date.now() + min + this.rnd() * (max - min);
  }

  private async step(db: Look, table: Table): Promise<void> {
    const [ann, ben] = this.users;
    const row = table.gameId === null ? null : await db.gameById(table.gameId);
    if (!row || row.status === 'finished' || row.status === 'cancelled') {
      // A lobby of ours may be open already (the answer to /game new lost in a kill).
      const open = (await db.liveGameIn(table.channelId)) ?? (await this.openGame(db, table));
      if (open) {
        table.gameId = open.id;
        table.games.add(open.id);
      }
      return;
    }
    if (row.status === 'lobby') {
      const seated = new Set((await db.seatsOf(row.id)).map((s) => s.userId));
      if (!seated.has(ben.id)) await this.slash(ben, 'game', {}, 'join', table.channelId);
      else await this.slash(ann, 'game', {}, 'start', table.channelId);
      return;
    }
    if (!row.placed || !row.threadId || !row.match) return;
    await this.play(db, table.def, row, row.threadId);
  }

  private async openGame(db: Look, table: Table): Promise<store.GameRow | null> {
    // No vacation allowance: a turn left to run out is the AI's at its deadline (docs/pacing.md).
    await this.slash(
      this.users[0],
      'game',
      { game: table.def.id, ai: 2, clock: CLOCK, vacation: 0, absent: 10 },
      'new',
      table.channelId,
    );
    return await db.liveGameIn(table.channelId);
  }

  /** A person whose turn it is clicks one of the newest turn message's choices, when they mean to. */
  private async play(db: Look, def: AnyGame, row: store.GameRow, threadId: string): Promise<void> {
    const p = def.pending(row.match!.state);
    if (!p || def.outcome(row.match!.state) !== null) return;
    const seat = (await db.seatsOf(row.id)).find((s) => s.seat === p.player);
    const user = this.users.find((u) => u.id === seat?.userId);
    if (!seat || seat.ai || seat.away || !user) return;
    const key = `${row.id}:${row.turn.no}`;
    let turn = this.turns.get(key);
    if (!turn) {
      const slow = this.slowAll || (this.rnd() < this.opts.slowShare && !this.lastSlow.get(user.id));
      this.lastSlow.set(user.id, slow);
      turn = {
        gameId: row.id,
        threadId,
        turnNo: row.turn.no,
        userId: user.id,
        deadline: row.turn.deadline,
        slow,
        nextAt: this.think(),
      };
      this.turns.set(key, turn);
    }
    if (turn.slow || Date.now() < turn.nextAt) return;
    const message = this.fake
      .publicMessages(threadId)
      .reverse()
      .find((m) => controls(m, row.id, row.version).length > 0);
    if (!message) return; // not shown yet
    turn.nextAt = this.think();
    const shown = controls(message, row.id, row.version);
    const choices = shown.flatMap((c) =>
      DECIDE.has(c.kind) ? [c] : c.kind === 'menu' ? c.values.map((v) => ({ ...c, arg: v })) : [],
    );
    if (choices.length > 0) {
      const c = choices[Math.floor(this.rnd() * choices.length)];
      const values = c.kind === 'menu' ? [c.arg] : undefined;
      await this.decide(db, user, message, c.customId, row.id, row.version, c.arg, values);
      return;
    }
    // Only card choices: open the hand (a private message) and play one from its menu.
    const hand = shown.find((c) => c.kind === 'hand');
    if (!hand) return;
    const opened = await this.send(() => this.fake.click(user, message, hand.customId));
    const menu = opened?.message && controls(opened.message, row.id, row.version).find((c) => c.kind === 'play');
    if (!menu || menu.values.length === 0) return;
    const value = menu.values[Math.floor(this.rnd() * menu.values.length)];
    await this.decide(db, user, opened.message!, menu.customId, row.id, row.version, value, [value]);
  }

  private async decide(
    db: Look,
    user: FakeUser,
    message: StoredMessage,
    customId: string,
    gameId: number,
    version: number,
    choice: string,
    values?: string[],
  ): Promise<void> {
    const now = await db.gameById(gameId);
    const click: Click = {
      gameId,
      version,
      userId: user.id,
      choice,
      expectedSeq: now?.version === version && now.match ? now.match.step + 1 : null,
      life: this.life,
      outcome: 'unanswered',
    };
    const o = await this.send(() =>
      values ? this.fake.select(user, message, customId, values) : this.fake.click(user, message, customId),
    );
    if (!o) return; // never reached the bot
    this.clicks.push(click);
    // No answer, or a deferral the bot never completed (killed first): the player was told nothing.
    if (o.callbackType === null || !o.answered) return;
    const taken = !o.ephemeral || (o.message?.content ?? '').startsWith(DONE);
    click.outcome = taken ? 'acked' : 'refused';
  }

  private slash(user: FakeUser, name: string, options: Record<string, string | number>, sub: string, channelId: string) {
    return this.send(() => this.fake.slash(user, name, options, sub, channelId));
  }

  /** An interaction, or null when there was no bot to send it to. */
  private async send(act: () => Promise<Outcome>): Promise<Outcome | null> {
    if (!this.fake.botConnected) return null;
    try {
      return await act();
    } catch (e) {
      if (/no connected client/.test((e as Error).message)) return null;
      throw e;
    }
  }
}

interface Control {
  customId: string;
  kind: string;
  arg: string;
  /** A select's option values. */
  values: string[];
}

/** The enabled buttons and menus of a message that belong to this game at this version. */
export function controls(m: StoredMessage, gameId: number, version: number): Control[] {
  const out: Control[] = [];
  const add = (customId: string, values: string[]) => {
    const id = parseId(customId);
    if (id && id.gameId === gameId && id.version === version) out.push({ customId, kind: id.kind, arg: id.arg, values });
  };
  for (const b of FakeDiscord.buttons(m)) if (!b.disabled) add(b.customId, []);
  for (const s of FakeDiscord.selects(m))
    add(
      s.customId,
      s.options.map((o) => o.value),
    );
  return out;
}
