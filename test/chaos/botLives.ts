// The real bot's lives in the bot crash probe: each life is `npm start`'s process (with
// test/chaos/botHooks.ts loaded first) on the one database file, logged in to the one fake
// Discord. The next lives wait on standby, their code loaded, and each starts the moment the
// previous one is killed; each life keeps when it was ready and when it died, for the counts.
import type { FakeDiscord } from '../fake-discord/fake';
import { startBot, type BotProcess } from '../support/bot';

/** How a life ends: a SIGKILL at a random time, or at a chosen moment. */
export const KILL_KINDS = ['timer', 'person-commit', 'turn-post', 'reminder-post'] as const;
export type KillKind = (typeof KILL_KINDS)[number];

/** How long each `CHAOS_HOLD_MS` hold lasts: time enough for the probe to see the line and kill. */
export const HOLD_MS = 400;

export const HOOKS = 'test/chaos/botHooks.ts';

export interface Warp {
  /** Real time (ms) from which the bot's clock runs fast: the same for every life. */
  origin: number;
  /** The bot's clock runs this many times as fast as real time. */
  factor: number;
  /** Its minute timer ticks this many times a minute. */
  divisor: number;
}

/** A bot time (ms) in real time, and back. */
export const toReal = (w: Warp, botMs: number): number => w.origin + (botMs - w.origin) / w.factor;
export const toBot = (w: Warp, realMs: number): number => w.origin + (realMs - w.origin) * w.factor;

export interface Life {
  index: number;
  kind: KillKind;
  bot: BotProcess;
  /** When "go" was sent (real ms). */
  wentAt: number;
  /** When it said "Rerun ready" (its start-up pump done), or null if it died before. */
  readyAt: number | null;
  /** When the SIGKILL (or the final stop) was sent, or null while it lives. */
  endedAt: number | null;
  /** How it ended: its kill kind, 'stop' for the final life, 'exit' when it died by itself. */
  end: KillKind | 'stop' | 'exit' | null;
}

/** Lives on standby at once: loading the code takes seconds of a core. */
const AHEAD = 2;

export class Lives {
  readonly all: Life[] = [];
  private readonly standby: Array<{ bot: BotProcess; kind: KillKind }> = [];
  private planned = 0;

  /** `plan`: each life's kill kind, in order (its hooks depend on it). */
  constructor(
    private readonly fake: FakeDiscord,
    private readonly dbPath: string,
    private readonly warp: Warp,
    private readonly plan: readonly KillKind[],
  ) {}

  /** A bot process with its code loaded, waiting for "go"; `kind` decides its hooks. */
  private spawn(kind: KillKind): { bot: BotProcess; kind: KillKind } {
    const f = this.fake;
    const bot = startBot(
      {
        DISCORD_TOKEN: f.token,
        DISCORD_CLIENT_ID: f.appId,
        DISCORD_GUILD_ID: f.guildId,
        DISCORD_API_BASE: f.apiBase,
        DATABASE_PATH: this.dbPath,
        CHAOS_STANDBY: '1',
        CHAOS_WARP: `${this.warp.origin}:${this.warp.factor}:${this.warp.divisor}`,
        CHAOS_HOLD_MS: kind === 'person-commit' ? String(HOLD_MS) : undefined,
      },
      { imports: [HOOKS], stdin: true },
    );
    return { bot, kind };
  }

  /** Keeps the next lives of the plan on standby. */
  private fill(): void {
    while (this.standby.length < AHEAD && this.planned < this.plan.length)
      this.standby.push(this.spawn(this.plan[this.planned++]));
  }

  /** Starts the next life of the plan; resolves once "go" is sent (`readyAt` tells when it is ready). */
  async start(): Promise<Life> {
    this.fill();
    const s = this.standby.shift();
    if (!s) throw new Error('no life left in the plan');
    const kind = s.kind;
    await s.bot.waitFor(/^chaos: standby$/, 90_000);
    const life: Life = { index: this.all.length, kind, bot: s.bot, wentAt: Date.now(), readyAt: null, endedAt: null, end: null };
    this.all.push(life);
    s.bot.write('go');
    // Timed from "go" (a standby may wait long before it).
    s.bot.waitFor(/Rerun ready as /, 60_000).then(
      () => void (life.readyAt ??= Date.now()),
      () => undefined,
    );
    void s.bot.exited.then(() => {
      if (life.endedAt === null) {
        life.endedAt = Date.now();
        life.end = 'exit';
      }
    });
    this.fill();
    return life;
  }

  /** SIGKILL, now; resolves once the process is gone. */
  async kill(life: Life, why: KillKind): Promise<void> {
    if (life.endedAt === null) {
      life.endedAt = Date.now();
      life.end = why;
    }
    await life.bot.kill();
  }

  /** The last life ends the way `npm start` is stopped (SIGTERM), the standby too. */
  async close(last: Life | null): Promise<void> {
    if (last && last.endedAt === null) {
      last.endedAt = Date.now();
      last.end = 'stop';
      await last.bot.stop();
    }
    await Promise.all(this.standby.splice(0).map((s) => s.bot.kill()));
  }

  /** Real-time intervals in which a bot was up and running (from ready to its end). */
  aliveSpans(): Array<[number, number]> {
    return this.all.filter((l) => l.readyAt !== null && l.endedAt !== null).map((l) => [l.readyAt!, l.endedAt!]);
  }
}
