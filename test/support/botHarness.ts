// The bot in this process against the fake Discord: the one set-up of the in-process e2e files.
// The real discord.js client, router, announcer and service run here (so that the test owns the
// clock and the pump: pumpEveryMs 0), on a fresh SQLite file (a PostgreSQL database under
// RERUN_TEST_STORE=postgres: stores.ts), logging warnings and worse into memory. (The bot as its
// own process, as `npm start` runs it: test/support/bot.ts.)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { DmOptions } from '../../src/discord/announcer';
import { startBot, type Bot } from '../../src/discord/bot';
import { allGames } from '../../src/games/registry';
import type { Log } from '../../src/log';
import type { RenderBoard } from '../../src/render/contract';
import { createService, type GameService } from '../../src/services';
import * as store from '../../src/store';
import { FakeDiscord, type Outcome } from '../fake-discord/fake';
import type { FakeUser, StoredMessage } from '../fake-discord/types';
import { memoryLog } from '../log/capture';
import { stubRender } from './service';
import { serviceStore } from './stores';

export interface HarnessOptions {
  /** Names the temp folder of the database file (rerun-<name>-…). */
  name: string;
  /** Every new game's seed (default: a random one, as the bot has). */
  seed?: number;
  /** The service's clock (default: the real one). */
  now?: () => Date;
  /** Board pictures (default: the stub, nothing drawn). */
  render?: RenderBoard;
  /** The bot's logger at every start (default: a fresh `logged`, warnings and worse). */
  logger?: Log;
  /**
   * How the bot paces DMs to one user (src/discord/dmBundler.ts). Default: a window of 0, every DM
   * at once, as the tests that count DMs as they come (or warp the service's clock) expect; a test
   * of the coalescing passes a short window instead of the minute.
   */
  dms?: DmOptions;
  /** A PostgreSQL database of the test's own (a cluster it stops and starts), asked at each start; default: stores.ts's. */
  databaseUrl?: () => string;
  /**
   * Register the commands globally, as a bot players add to their own account must (a server's
   * commands are offered in that server only); default: to the fake's guild.
   */
  global?: boolean;
}

/** The service and the bot on one database file, against `fake`; started and stopped by the test. */
export class BotHarness {
  readonly dbPath: string;
  service!: GameService;
  bot!: Bot;
  /** Warnings and errors the bot logged since it last started, through the real log configuration. */
  logged = memoryLog('warn');
  /** Every outcome `track` saw. */
  readonly outcomes: Outcome[] = [];

  constructor(
    readonly fake: FakeDiscord,
    private readonly opts: HarnessOptions,
  ) {
    this.dbPath = join(mkdtempSync(join(tmpdir(), `rerun-${opts.name}-`)), 'db.sqlite');
  }

  /** The fake listens, then the bot starts. */
  async start(): Promise<void> {
    await this.fake.start();
    await this.up();
  }

  /** The service and the bot start (again) on the same database file, with a fresh log. */
  async up(): Promise<void> {
    await this.launch();
  }

  /** As `up`, without waiting: resolves with the bot once it is logged in and its start-up is done. */
  async launch(): Promise<Bot> {
    this.logged = memoryLog('warn');
    this.service = await this.openService();
    return startBot({
      token: this.fake.token,
      service: this.service,
      apiBase: this.fake.apiBase,
      clientId: this.fake.appId,
      ...(this.opts.global ? {} : { guildId: this.fake.guildId }),
      pumpEveryMs: 0,
      logger: this.opts.logger ?? this.logged.logger,
      dms: this.opts.dms ?? { windowMs: 0 },
    }).then((bot) => (this.bot = bot));
  }

  /** A service on the database file, as the bot's is made (for work done while the bot is down); the caller closes it. */
  async openService(): Promise<GameService> {
    const { seed, now, render, databaseUrl } = this.opts;
    return await createService({
      ...(databaseUrl ? { databasePath: this.dbPath, databaseUrl: databaseUrl() } : await serviceStore(this.dbPath)),
      ...(seed !== undefined ? { seed: () => seed } : {}),
      ...(now ? { now } : {}),
      games: allGames(),
      render: render ?? stubRender,
    });
  }

  /** The bot and its service stop; the fake stays up. */
  async down(): Promise<void> {
    await this.bot?.stop();
    await this.service?.close();
  }

  async stop(): Promise<void> {
    await this.down();
    await this.fake.stop();
  }

  /** An interaction's outcome, once the bot's pump after it (threads, turn messages) is done too. */
  readonly track = async (p: Promise<Outcome>): Promise<Outcome> => {
    const o = await p;
    this.outcomes.push(o);
    await this.bot.pump();
    return o;
  };
}

/** A harness started before the describe block's tests and stopped after them. */
export function useBotHarness(fake: FakeDiscord, opts: HarnessOptions): BotHarness {
  const h = new BotHarness(fake, opts);
  beforeAll(() => h.start(), 40_000);
  afterAll(() => h.stop(), 20_000);
  return h;
}

/** The id of the first enabled button whose label matches. */
/** The newest game opened in `channelId` of the harness's file, wherever it plays now (its thread, or back in the channel). */
export function gameOpenedIn(dbPath: string, channelId: string): store.GameRow {
  const db = store.openToLook(dbPath);
  try {
    return store.gamesWhere(db, `channel_id = ? ORDER BY id DESC LIMIT 1`, channelId)[0];
  } finally {
    db.close();
  }
}

export function buttonId(m: StoredMessage, label: RegExp): string {
  const b = FakeDiscord.buttons(m).find((x) => label.test(x.label) && !x.disabled);
  if (!b)
    throw new Error(
      `no enabled button ${label} on: ${FakeDiscord.buttons(m)
        .map((x) => x.label)
        .join(' | ')}`,
    );
  return b.customId;
}

/** Whose turn a turn message names ("▶ <@id> (Red): roll the die"), among `users`. */
export function whoseTurn(m: StoredMessage, users: readonly FakeUser[]): FakeUser | undefined {
  const id = /▶ <@(\d+)>[^\n:]*: /.exec(FakeDiscord.view(m).text)?.[1];
  return users.find((u) => u.id === id);
}
