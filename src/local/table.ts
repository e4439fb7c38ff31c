// The local table: seats "alice", "bob", ... at one channel of the same GameService the bot
// uses, reads command lines, and prints what the bot would send (pictures go to a folder).
// With --lang the game and its players speak that language; the table's own frame (the
// "--- posted in the channel ---" lines, its usage and mistakes) stays English: a developer's tool.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RenderBoard } from '../render/contract';
import {
  DEFAULT_LOG_COUNT,
  parseClock,
  type Actor,
  type Announcement,
  type Answer,
  type AnyGame,
  type GameService,
  type Where,
} from '../services';
import { ForcedChanceError, describeForced } from '../engine/chance';
import type { TableArgs } from './args';

export const NAMES = ['alice', 'bob', 'carol', 'dave'] as const;

/** How the table says that a message already shown (the turn message, the lobby) changes in place. */
export const CHANGES = '--- the message above changes ---';

export const FAILED = 'Sorry, something went wrong on my side while answering that. Try /status to see where the game stands.';

/** A forced value that does not fit the chance it met: a mistake in --dice/--opening, said plainly. */
export function forcedMistake(e: unknown): string | null {
  if (!(e instanceof ForcedChanceError)) return null;
  return `Forced results: ${describeForced(e.forced)} does not fit the next chance, which wants ${e.wanted}. Check --dice (after the opening roll) and --opening.`;
}

type Clickable = { label: string; customId: string; value?: string };

export interface TableDeps {
  /** Builds the service over a database path (the real and example games and the renderer in main.ts, the example alone in tests). */
  service: (
    databasePath: string,
    opts: { seed?: () => number; render?: RenderBoard; games?: AnyGame[]; now?: () => Date },
  ) => Promise<GameService>;
  print: (line: string) => void;
  outDir: string;
}

export class Table {
  readonly where: Where;
  /** Made by open(): the service's store opens asynchronously. */
  svc!: GameService;
  readonly humans: Actor[];
  private messages = 0;
  /** What `click N` means: the buttons and options of the last public message. */
  private board: Clickable[] = [];
  /** What `click hN` means, per player: the last private (ephemeral) message they saw, their hand. */
  private own = new Map<string, Clickable[]>();
  /** The table's own clock: real time moved on by `/wait`. */
  private waited = 0;

  constructor(
    readonly args: TableArgs,
    private deps: TableDeps,
  ) {
    mkdirSync(deps.outDir, { recursive: true });
    // Everyone at the table speaks --lang, and so does the server: a new game's default.
    this.where = { guildId: 'local', channelId: 'local-table', guildLocale: args.lang };
    this.humans = NAMES.slice(0, args.players - args.ai).map((n) => ({ userId: n, name: n, locale: args.lang }));
  }

  /** Whoever types a line: a seated player, or someone watching (in the table's language too). */
  private actor(name: string): Actor {
    return this.humans.find((h) => h.userId === name) ?? { userId: name, name, locale: this.args.lang };
  }

  /** Opens the table, seats everyone and starts; false when the service refused. */
  async open(): Promise<boolean> {
    const db = join(mkdtempSync(join(tmpdir(), 'rerun-local-')), 'local.sqlite');
    this.svc = await this.deps.service(db, { now: () => new Date(Date.now() + this.waited) });
    const host: Actor = this.humans[0] ?? this.actor('host');
    // --opening forces the roll for the first turn; --dice what comes after it.
    const opts = {
      ai: this.args.ai,
      seed: this.args.seed,
      dice: this.args.opening,
      after: this.args.dice,
      aiOnly: this.humans.length === 0,
      settings: { language: this.args.lang },
    };
    const opened = await this.show(host, await this.svc.newGameWith(this.where, host, this.args.game, opts));
    if (opened.reply.ephemeral) return false;
    for (const h of this.humans.slice(1)) await this.show(h, await this.svc.join(this.where, h));
    try {
      await this.show(host, await this.svc.start(this.where, host));
      await this.pump();
    } catch (e) {
      // Set-up errors here come from the forced results (an opening that left some unused).
      this.deps.print(forcedMistake(e) ?? `Could not start: ${e instanceof Error ? e.message : String(e)}`);
      return false;
    }
    const status = (await this.svc.outcome(this.where))?.status;
    return status === 'active' || status === 'finished';
  }

  /** What the bot would post by itself: the game's first message, clock reminders, turns the AI took. The table plays in its one channel. */
  async pump(): Promise<void> {
    const run = async (list: Announcement[]): Promise<void> => {
      for (const a of list) {
        switch (a.kind) {
          case 'thread':
            await run(await this.svc.placed(a.gameId, null));
            break;
          case 'turn':
            // With a message id the turn message already out changes (the same player-turn goes on).
            await this.show(
              { userId: '*', name: 'everyone' },
              { reply: a.reply, posts: a.posts, retire: [], ...(a.messageId !== null ? { update: true } : {}) },
            );
            break;
          case 'say':
            this.deps.print('--- posted in the channel ---');
            this.deps.print(a.reply.content.replace(/<@([^>]+)>/g, '@$1'));
            if (a.outbox !== undefined) await this.svc.said(a.outbox, 'local');
            break;
          case 'edit':
            // The lobby's message, rewritten in place once its game's thread exists.
            this.deps.print(CHANGES);
            this.deps.print(a.edit.reply.content.replace(/<@([^>]+)>/g, '@$1'));
            break;
          case 'dm':
          case 'withdraw':
            break;
          default: {
            const never: never = a;
            return never;
          }
        }
      }
    };
    await run(await this.svc.pump());
  }

  /** Runs one input line such as `bob: /playcard card:"ROVING GUARD CATCHES YOU" target:2` or `alice: click 1`. */
  async line(input: string): Promise<void> {
    const text = input.trim();
    if (!text || text.startsWith('#')) return;
    const m = /^([a-z]+)\s*:\s*(.*)$/i.exec(text);
    const name = m ? m[1].toLowerCase() : (this.humans[0]?.userId ?? 'alice');
    const rest = m ? m[2].trim() : text;
    const actor = this.actor(name);
    this.deps.print(`> ${actor.name}: ${rest}`);
    try {
      const answer = await this.command(actor, rest);
      if (answer) await this.show(actor, answer);
      await this.pump();
    } catch (e) {
      // As the bot does: a bug answers kindly and the table goes on; its message may quote a
      // hand. A forced value that does not fit is the table's own mistake, said plainly.
      this.deps.print(`--- only ${actor.name} sees ---`);
      this.deps.print(forcedMistake(e) ?? FAILED);
    }
  }

  private async command(actor: Actor, input: string): Promise<Answer | null> {
    // Words, or "quoted words" (a card's name as the hand shows it: card:"ROVING GUARD CATCHES YOU").
    const [cmd, ...words] = input.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [''];
    const unquote = (x: string) => x.replace(/"/g, '');
    const named: Record<string, string> = {};
    const plain: string[] = [];
    for (const w of words) {
      const kv = /^([a-z]+):(.*)$/s.exec(w);
      if (
        kv &&
        [
          'card',
          'target',
          'option',
          'count',
          'page',
          'game',
          'ai',
          'file',
          'replay',
          'timezone',
          'quiet',
          'daysoff',
          'until',
          'reason',
        ].includes(kv[1])
      )
        named[kv[1]] = unquote(kv[2]);
      else plain.push(unquote(w));
    }
    const arg = (k: string, i: number) => named[k] ?? plain[i];
    const w = this.where;
    switch (cmd.toLowerCase()) {
      case '/wait': {
        const ms = parseClock(plain[0] ?? '');
        if (!ms) {
          this.deps.print('Wait how long? For example /wait 2d, /wait 12h, /wait 90m.');
          return null;
        }
        this.waited += ms;
        this.deps.print(`(${plain[0]} later)`);
        return null;
      }
      case 'click':
        return await this.click(actor, words.join(' '));
      case '/roll':
        return await this.svc.roll(w, actor);
      case '/playcard':
        return await this.svc.playCard(w, actor, arg('card', 0) ?? '', arg('target', 1));
      case '/choose':
        // The rest of the line: a label typed in full has spaces ("/choose Roll the die").
        return await this.svc.choose(w, actor, words.join(' ').replace(/^option:/, ''));
      case '/hand':
        return await this.svc.hand(w, actor);
      case '/board':
        return await this.svc.board(w, actor);
      case '/status':
        return await this.svc.status(w, actor);
      case '/log': {
        // file:true attaches the whole log (written to --out); replay:true makes the Replay's GIF.
        if (named.replay === 'true')
          return await this.replayOf(actor, await this.svc.log(w, { count: DEFAULT_LOG_COUNT, replay: true }, actor));
        if (named.file === 'true') return await this.svc.log(w, { count: DEFAULT_LOG_COUNT, file: true }, actor);
        return named.page !== undefined
          ? await this.svc.log(w, { count: DEFAULT_LOG_COUNT, page: Number(named.page) }, actor)
          : await this.svc.log(w, Number(arg('count', 0) ?? DEFAULT_LOG_COUNT), actor);
      }
      case '/rules':
        return await this.svc.rules(w, arg('game', 0), actor);
      case '/help':
        return await this.svc.help(w, actor);
      case '/resign':
        return await this.svc.resign(w, actor);
      case '/undo':
        return await this.svc.undo(w, actor);
      case '/settings':
        return await this.svc.settings(actor, {
          ...(named.timezone !== undefined ? { timezone: named.timezone } : {}),
          ...(named.quiet !== undefined ? { quiet: named.quiet } : {}),
          ...(named.daysoff !== undefined ? { daysoff: named.daysoff } : {}),
        });
      case '/away':
        return await this.svc.away(actor, arg('until', 0) ?? '', named.reason);
      case '/game':
        return await this.game(actor, plain[0] ?? '', named);
      default:
        this.deps.print(`Unknown command "${cmd}". Try /help, or "<name>: click <number>" (h<number> for your own hand).`);
        return null;
    }
  }

  private async game(actor: Actor, sub: string, named: Record<string, string>): Promise<Answer | null> {
    const w = this.where;
    switch (sub) {
      case 'new':
        return await this.svc.newGame(w, actor, named.game ?? this.args.game, Number(named.ai ?? 0));
      case 'join':
        return await this.svc.join(w, actor);
      case 'leave':
        return await this.svc.leave(w, actor);
      case 'start':
        return await this.svc.start(w, actor);
      case 'cancel':
        return await this.svc.cancel(w, actor);
      case 'resign':
        return await this.svc.resign(w, actor);
      case 'pause':
        return await this.svc.pause(w, actor, named.reason);
      case 'resume':
        return await this.svc.resume(w, actor);
      default:
        this.deps.print('Try /game new|join|leave|start|cancel|resign|pause|resume.');
        return null;
    }
  }

  /**
   * Clicks a button or picks an option: `click 2` or `click <label>` from the last public
   * message, `click h2` from the actor's own last private message (their hand).
   */
  private async click(actor: Actor, what: string): Promise<Answer | null> {
    const own = /^h(\d+)$/i.exec(what.trim());
    const items = own ? (this.own.get(actor.userId) ?? []) : this.board;
    const n = Number(own ? own[1] : what);
    const hit = Number.isInteger(n) && n >= 1 ? items[n - 1] : items.find((i) => i.label.toLowerCase() === what.toLowerCase());
    if (!hit) {
      this.deps.print(`Nothing to click called "${what}".`);
      return null;
    }
    const onPrivate = own !== null;
    const answer = await this.svc.component(
      this.where,
      actor,
      hit.customId,
      hit.value !== undefined ? [hit.value] : undefined,
      onPrivate,
    );
    return await this.replayOf(actor, answer);
  }

  /** The Replay and the catch-up clip take seconds: as the bot does, say so, then answer with the GIF once it is made. */
  private async replayOf(actor: Actor, answer: Answer): Promise<Answer> {
    const later = answer.later;
    if (!later) return answer;
    await this.show(actor, answer);
    return 'replay' in later
      ? await this.svc.replay(this.where, actor, later.replay)
      : await this.svc.clip(this.where, actor, later.clip, later.version);
  }

  /** Prints an answer as the bot would post it; remembers its buttons for `click`. */
  async show(actor: Actor, a: Answer): Promise<Answer> {
    const r = a.reply;
    const p = this.deps.print;
    // An update of a public message prints it as it now reads, said to be the one above changing.
    p(r.ephemeral ? `--- only ${actor.name} sees ---` : a.update ? CHANGES : '--- posted in the channel ---');
    p(r.content.replace(/<@([^>]+)>/g, '@$1'));
    const items: Clickable[] = [];
    // Private items are numbered h1, h2...: `click 1` never picks from a hand by accident.
    const tag = (n: number) => (r.ephemeral ? `h${n}` : String(n));
    for (const row of r.rows) {
      if ('buttons' in row) {
        const parts = row.buttons.map((b) => {
          if (b.disabled) return `[-] ${b.label}`;
          items.push({ label: b.label, customId: b.customId });
          return `[${tag(items.length)}] ${b.label}`;
        });
        p(parts.join('  '));
      } else {
        p(`${row.select.placeholder}:`);
        for (const o of row.select.options) {
          items.push({ label: o.label, customId: row.select.customId, value: o.value });
          // As in Discord, a menu shows labels only: its values may be internal card ids.
          p(`  [${tag(items.length)}] ${o.label}`);
        }
      }
    }
    if (r.image) {
      const file = join(this.deps.outDir, r.image.name);
      writeFileSync(file, r.image.data);
      p(`board: ${file}`);
    }
    // Another attachment (the Replay's GIF, /log file:true): written beside the pictures.
    if (r.file) {
      const file = join(this.deps.outDir, r.file.name);
      writeFileSync(file, r.file.data);
      p(`file: ${file}`);
    }
    if (r.ephemeral) {
      if (items.length > 0) this.own.set(actor.userId, items);
    } else {
      // A new turn message replaces what `click N` means for everyone (a reply such as
      // /status, without buttons, leaves the turn message's buttons clickable).
      if (a.posts || items.length > 0) this.board = items;
      if (a.posts) await this.svc.messagePosted(a.posts, this.where.channelId, `local-${++this.messages}`);
    }
    return a;
  }

  /** `Winner: <name>` once the game is over, else null. */
  async winnerLine(): Promise<string | null> {
    const o = await this.svc.outcome(this.where);
    if (!o || o.status !== 'finished') return null;
    return o.winners.length ? `Winner: ${o.winners.join(' & ')}` : 'Winner: nobody';
  }
}
