// The real bot's lives in the bot crash probe: each life is `npm start`'s process (with
// test/chaos/botHooks.ts loaded first) on the one store, logged in to the one fake Discord. The
// next lives wait on standby, their code loaded, and each starts the moment the previous one is
// killed; each life keeps when it was ready and when it died, for the counts.
// Two processes are two such sequences of lives, each one shard of a two-shard bot
// with a working folder of its own, sharing nothing but the PostgreSQL database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeDiscord } from '../fake-discord/fake';
import { startBot, type BotProcess } from '../support/bot';
import type { StoreAt } from './look';

/** How a life ends: a SIGKILL at a random time, or at a chosen moment. */
export const KILL_KINDS = ['timer', 'person-commit', 'turn-post', 'reminder-post'] as const;
export type KillKind = (typeof KILL_KINDS)[number];

/** How long each `CHAOS_HOLD_MS` hold lasts: time enough for the probe to see the line and kill. */
export const HOLD_MS = 400;

export const HOOKS = 'test/chaos/botHooks.ts';

/** mulberry32: a probe's own seeded randomness, so that a run can be repeated by its seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

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
  /** Which process it is a life of ('a', 'b'; '' alone). */
  slot: string;
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

/** One process of several: its name, and the shard of the bot it runs (discord.js's id and count). */
export interface Shard {
  slot: string;
  id: number;
  count: number;
}

export class Lives {
  readonly all: Life[] = [];
  private readonly standby: Array<{ bot: BotProcess; kind: KillKind }> = [];
  private planned = 0;
  /** The process's working folder (several processes: one each; alone: the repository, as before). */
  private readonly cwd: string | undefined;

  /**
   * `plan`: each life's kill kind, in order (its hooks depend on it). `shard`: this process is
   * one shard of several, started as discord.js's ShardingManager starts one (its environment
   * and an IPC channel), each process on a machine of its own: no manager restarts it, we do.
   */
  constructor(
    private readonly fake: FakeDiscord,
    private readonly at: StoreAt,
    private readonly warp: Warp,
    private readonly plan: readonly KillKind[],
    private readonly shard?: Shard,
    private readonly ahead = AHEAD,
  ) {
    this.cwd = shard ? mkdtempSync(join(tmpdir(), `rerun-bot-${shard.slot}-`)) : undefined;
  }

  /** A bot process with its code loaded, waiting for "go"; `kind` decides its hooks. */
  private spawn(kind: KillKind): { bot: BotProcess; kind: KillKind } {
    const f = this.fake;
    const sh = this.shard;
    const bot = startBot(
      {
        DISCORD_TOKEN: f.token,
        DISCORD_CLIENT_ID: f.appId,
        // Sharded, commands are global (registered by shard 0), as the shard e2e test runs them.
        DISCORD_GUILD_ID: sh ? undefined : f.guildId,
        // Each process through its own name, so that a hold can tell which one posted.
        DISCORD_API_BASE: sh ? f.apiBaseFor(sh.slot) : f.apiBase,
        // On PostgreSQL, the SQLite path startBot gives each life (in a folder of its own) stays unused.
        ...(this.at.url ? {} : { DATABASE_PATH: this.at.path }),
        DATABASE_URL: this.at.url,
        ...(sh
          ? { SHARDING_MANAGER: 'true', SHARDING_MANAGER_MODE: 'process', SHARDS: String(sh.id), SHARD_COUNT: String(sh.count) }
          : {}),
        CHAOS_STANDBY: '1',
        CHAOS_WARP: `${this.warp.origin}:${this.warp.factor}:${this.warp.divisor}`,
        CHAOS_HOLD_MS: kind === 'person-commit' ? String(HOLD_MS) : undefined,
      },
      { hooks: true, stdin: true, cwd: this.cwd, ipc: sh !== undefined },
    );
    return { bot, kind };
  }

  /** Keeps the next lives of the plan on standby. */
  private fill(): void {
    while (this.standby.length < this.ahead && this.planned < this.plan.length)
      this.standby.push(this.spawn(this.plan[this.planned++]));
  }

  /** Starts the next life of the plan; resolves once "go" is sent (`readyAt` tells when it is ready). */
  async start(): Promise<Life> {
    this.fill();
    const s = this.standby.shift();
    if (!s) throw new Error('no life left in the plan');
    const kind = s.kind;
    await s.bot.waitFor(/^chaos: standby$/, 90_000);
    const life: Life = {
      index: this.all.length,
      slot: this.shard?.slot ?? '',
      kind,
      bot: s.bot,
      wentAt: Date.now(),
      readyAt: null,
      endedAt: null,
      end: null,
    };
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

  /** The last life ends the way `npm start` is stopped (SIGTERM), the standby too. */
  async close(last: Life | null): Promise<void> {
    if (last && last.endedAt === null) {
      last.endedAt = Date.now();
      last.end = 'stop';
      await last.bot.stop();
    }
    await Promise.all(this.standby.splice(0).map((s) => s.bot.kill()));
  }

  /** The life now running, if any. */
  get current(): Life | null {
    const last = this.all.at(-1);
    return last && last.endedAt === null ? last : null;
  }

  /** Real-time intervals in which a bot was up and running (from ready to its end). */
  aliveSpans(): Array<[number, number]> {
    return this.all.filter((l) => l.readyAt !== null && l.endedAt !== null).map((l) => [l.readyAt!, l.endedAt!]);
  }
}

/** SIGKILL, now; resolves once the process is gone. */
export async function killLife(life: Life, why: KillKind): Promise<void> {
  if (life.endedAt === null) {
    life.endedAt = Date.now();
    life.end = why;
  }
  await life.bot.kill();
}
