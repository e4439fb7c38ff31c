// Run as a service is run: `npm start` with METRICS_PORT against the fake Discord, once as one
// process and once with SHARDS=2 (the manager serving one endpoint for its shards). /readyz
// answers 503 while the gateway holds back READY and 200 once connected; players make a few
// decisions, and /metrics, read as the Prometheus text format, counts them (decisions against
// the database, interactions by kind and outcome, acknowledgement times, pictures, store calls,
// DMs sent and refused, a 429); no label value holds a user id, a name or a Discord id; a stop
// answers 503 until the process is gone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as store from '../../src/store';
import { FakeDiscord, type Outcome } from '../fake-discord/fake';
import type { FakeUser, StoredMessage } from '../fake-discord/types';
import { startBot, type BotProcess } from '../support/bot';
import { buttonId, whoseTurn } from '../support/botHarness';
import { playOne } from '../support/playOne';
import { parseExposition, samplesOf, total, type Exposition } from '../support/promText';

interface Answer {
  status: number;
  body: string;
  allow: string | null;
  type: string | null;
}

/** One request to the bot's server; null when nothing listens any more. */
async function ask(base: string, path: string, method = 'GET'): Promise<Answer | null> {
  try {
    const r = await fetch(`${base}${path}`, { method });
    return { status: r.status, body: await r.text(), allow: r.headers.get('allow'), type: r.headers.get('content-type') };
  } catch {
    return null;
  }
}

const json = (
  a: Answer | null,
): { ready?: boolean; healthy?: boolean; stopping?: boolean; problems: string[]; shards?: unknown } => JSON.parse(a!.body);

/** Asks /readyz until `done` holds of an answer (or throws after `ms`); returns every answer seen. */
async function readyzUntil(base: string, done: (a: Answer) => boolean, ms = 30_000): Promise<Answer[]> {
  const seen: Answer[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const a = await ask(base, '/readyz');
    if (a) {
      seen.push(a);
      if (done(a)) return seen;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`/readyz never as wanted; last: ${seen.at(-1)?.status} ${seen.at(-1)?.body}`);
}

/** SIGTERM while asking /readyz every 20 ms: what it answered from the signal until nothing listened. */
async function stopWatching(bot: BotProcess, base: string): Promise<{ code: number | null; answers: Answer[] }> {
  const answers: Answer[] = [];
  let gone = false;
  const watching = (async () => {
    while (!gone) {
      const a = await ask(base, '/readyz');
      if (!a) break;
      answers.push(a);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  // The signal goes once a first answer shows the watch is running.
  while (answers.length === 0) await new Promise((r) => setTimeout(r, 5));
  const sentAt = answers.length;
  const code = await bot.stop();
  gone = true;
  await watching;
  return { code, answers: answers.slice(sentAt) };
}

/** Waits until a place has had no new or edited message for a while. */
async function quiet(fake: FakeDiscord, place: string): Promise<void> {
  let last = '';
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 80));
    const m = fake.publicMessages(place).at(-1);
    const now = `${m?.id}:${m?.editedAt}:${fake.publicMessages(place).length}`;
    if (now === last) return;
    last = now;
  }
}

/** Every label value of the exposition, with the sample that holds it. */
const labelValues = (e: Exposition) => e.samples.flatMap((s) => Object.values(s.labels).map((v) => ({ v, s: s.name })));

/** Label values must hold no id, no name, no token: none of `secrets`, and no run of digits as long as a snowflake's. */
function expectCleanLabels(e: Exposition, secrets: string[]): void {
  for (const { v, s } of labelValues(e)) {
    expect(v, `${s}: a label like a Discord id`).not.toMatch(/\d{15,}/);
    for (const secret of secrets)
      expect(v.toLowerCase(), `${s}: a label holding "${secret}"`).not.toContain(secret.toLowerCase());
  }
}

/** A histogram's buckets add up: cumulative, ending at +Inf with its count. */
function expectHistogram(e: Exposition, name: string, labels: Record<string, string>): void {
  const buckets = samplesOf(e, `${name}_bucket`, labels);
  expect(buckets.length).toBeGreaterThan(1);
  const counts = buckets.map((b) => b.value);
  expect([...counts].sort((a, b) => a - b)).toEqual(counts);
  expect(buckets.at(-1)!.labels.le).toBe('+Inf');
  expect(counts.at(-1)).toBe(total(e, `${name}_count`, labels));
}

const dbCount = (path: string, gameIds: number[]): number => {
  const db = store.open(path);
  try {
    return gameIds.reduce((n, id) => n + store.actionsOf(db, id).length, 0);
  } finally {
    db.close();
  }
};

const gameIn = (path: string, place: string): number => {
  const db = store.open(path);
  try {
    return store.latestGameIn(db, place)!.id;
  } finally {
    db.close();
  }
};

describe('npm start with METRICS_PORT, one process', () => {
  const fake = new FakeDiscord({ settleMs: 60 });
  const amy = fake.addUser('amy', { globalName: 'Amy Pond' });
  const bo = fake.addUser('bo', { globalName: 'Bo Peep' });
  const users = [amy, bo];
  const dbPath = join(mkdtempSync(join(tmpdir(), 'rerun-service-')), 'rerun.db');
  let bot: BotProcess;
  let base = '';
  const outcomes: Outcome[] = [];
  const track = async (p: Promise<Outcome>) => {
    const o = await p;
    outcomes.push(o);
    return o;
  };

  afterAll(async () => {
    await bot?.stop();
    await fake.stop();
  }, 20_000);

  beforeEach((ctx) => {
    ctx.onTestFailed(() => console.log(`--- bot output\n${bot?.output().slice(-40).join('\n')}`));
  });

  it('answers /readyz 503 while Discord holds back READY, 200 once connected; /healthz 200', async () => {
    await fake.start();
    const release = fake.holdReady();
    bot = startBot({
      DISCORD_TOKEN: fake.token,
      DISCORD_API_BASE: fake.apiBase,
      DISCORD_CLIENT_ID: fake.appId,
      DISCORD_GUILD_ID: fake.guildId,
      DATABASE_PATH: dbPath,
      METRICS_PORT: '0',
    });
    base = (await bot.waitFor(/^Health and metrics on (http:\/\/127\.0\.0\.1:\d+) /))[1];
    const before = await readyzUntil(base, (a) => json(a).problems.some((p) => p.startsWith('gateway:')));
    expect(before.map((a) => a.status)).toEqual(before.map(() => 503));
    expect(before.at(-1)!.type).toMatch(/^application\/json/);
    expect(json(before.at(-1)!).problems).toEqual(['gateway: logging in to Discord']);
    const health = await ask(base, '/healthz');
    expect(health?.status).toBe(200);
    expect(json(health).healthy).toBe(true);

    release();
    await bot.ready;
    const after = await readyzUntil(base, (a) => a.status === 200, 10_000);
    expect(json(after.at(-1)!)).toMatchObject({ ready: true, stopping: false, migrated: true, problems: [] });
    expect(json(after.at(-1)!).shards).toEqual([{ id: 0, status: 'ready' }]);
  });

  it('answers GET and HEAD only, on its three paths', async () => {
    const post = await ask(base, '/readyz', 'POST');
    expect(post?.status).toBe(405);
    expect(post?.allow).toBe('GET, HEAD');
    const head = await ask(base, '/metrics', 'HEAD');
    expect(head?.status).toBe(200);
    expect(head?.body).toBe('');
    expect((await ask(base, '/'))?.status).toBe(404);
  });

  it('counts a game’s decisions, interactions, pictures, store calls, DMs and a 429 in /metrics, with no id or name in a label', async () => {
    await track(fake.slash(amy, 'notify', { dm: 'on' }));
    await track(fake.slash(bo, 'notify', { dm: 'on' }));
    fake.refuseDms(bo);
    const opened = await track(fake.slash(amy, 'game', { game: 'ateam' }, 'new'));
    const lobby = () => fake.message(opened.message!.id)!;
    await track(fake.click(bo, lobby(), buttonId(lobby(), /^Join$/)));
    const refused = await track(fake.click(bo, lobby(), buttonId(lobby(), /^Start$/)));
    expect(refused.ephemeral).toBe(true);
    // One 429 on the game's first post: discord.js waits it out and posts.
    fake.rateLimit((method, path) => method === 'POST' && /^\/channels\/\d+\/threads$/.test(path), 0.3);
    await track(fake.click(amy, lobby(), buttonId(lobby(), /^Start$/)));
    await fake.waitFor(
      () => fake.threads().length === 1 && fake.publicMessages(fake.threads()[0].id).length > 0,
      10_000,
      'the game',
    );
    const thread = fake.threads()[0].id;

    // Decisions until each player has had a turn (Amy's DM sent, Bo's refused), three at least.
    let decided = 0;
    const turnsOf = new Set<FakeUser>();
    for (let i = 0; i < 30 && (decided < 3 || turnsOf.size < 2); i++) {
      const m = await settled(thread);
      const who = whoseTurn(m, users);
      if (!who) break;
      turnsOf.add(who);
      if (await playOne(fake, who, m, () => 0, track)) decided++;
    }
    expect(turnsOf.size).toBe(2);
    await settled(thread);

    const body = (await ask(base, '/metrics'))!.body;
    // METRICS_EXCERPT=1 prints the rerun_ lines after the game, as an operator would see them.
    if (process.env.METRICS_EXCERPT)
      console.log(
        body
          .split('\n')
          .filter((l) => /^(# (HELP|TYPE) )?rerun_/.test(l))
          .join('\n'),
      );
    const e = parseExposition(body);
    const gameId = gameIn(dbPath, thread);
    const inDb = dbCount(dbPath, [gameId]);
    expect(inDb).toBeGreaterThanOrEqual(decided);
    expect(total(e, 'rerun_decisions_committed_total', { game: 'ateam' })).toBe(inDb);
    expect(total(e, 'rerun_decisions_committed_total', { game: 'ateam', by: 'player' })).toBeGreaterThanOrEqual(1);
    expect(total(e, 'rerun_store_statement_seconds_count', { operation: 'commitAction' })).toBe(inDb);
    expectHistogram(e, 'rerun_store_statement_seconds', { operation: 'commitAction' });
    expect(samplesOf(e, 'rerun_store_errors_total')).toEqual([]);

    // Every interaction counted once, by its kind; the refused Start as refused.
    expect(total(e, 'rerun_interactions_total')).toBe(outcomes.length);
    expect(total(e, 'rerun_interactions_total', { type: 'command', kind: 'notify', outcome: 'answered' })).toBe(2);
    expect(total(e, 'rerun_interactions_total', { type: 'command', kind: 'game', outcome: 'answered' })).toBe(1);
    expect(total(e, 'rerun_interactions_total', { type: 'button', kind: 'lobby', outcome: 'refused' })).toBe(1);
    expect(total(e, 'rerun_interactions_total', { type: 'button', kind: 'lobby', outcome: 'answered' })).toBe(2);
    expect(total(e, 'rerun_interactions_total', { outcome: 'failed' })).toBe(0);
    const kinds = new Set(samplesOf(e, 'rerun_interactions_total').map((s) => s.labels.kind));
    expect([...kinds].every((k) => ['notify', 'game', 'lobby', 'pick', 'roll', 'hand', 'play', 'menu'].includes(k))).toBe(true);
    expect(total(e, 'rerun_interaction_ack_seconds_count')).toBe(outcomes.filter((o) => o.callbackType !== null).length);
    expect(total(e, 'rerun_interaction_ack_seconds_sum')).toBeGreaterThan(0);
    expectHistogram(e, 'rerun_interaction_ack_seconds', { type: 'button' });

    const pictures = total(e, 'rerun_picture_render_seconds_count', { game: 'ateam' });
    expect(pictures).toBeGreaterThanOrEqual(1);
    expect(total(e, 'rerun_picture_bytes_count', { game: 'ateam' })).toBe(pictures);
    expect(total(e, 'rerun_picture_bytes_sum', { game: 'ateam' }) / pictures).toBeGreaterThan(1000);
    expectHistogram(e, 'rerun_picture_bytes', { game: 'ateam' });

    expect(total(e, 'rerun_dms_total', { result: 'sent' })).toBe(fake.dms(amy).length);
    expect(total(e, 'rerun_dms_total', { result: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(total(e, 'rerun_dms_total', { result: 'refused' })).toBe(1);
    expect(fake.rateLimited).toBeGreaterThanOrEqual(1);
    expect(samplesOf(e, 'rerun_discord_rate_limited_total')).toEqual([
      {
        name: 'rerun_discord_rate_limited_total',
        labels: { method: 'POST', route: '/channels/:id/threads' },
        value: fake.rateLimited,
      },
    ]);

    expect(total(e, 'rerun_games', { game: 'ateam', state: 'active' })).toBe(1);
    expect(total(e, 'rerun_owed_posts')).toBe(0);
    expect(samplesOf(e, 'rerun_outbox_backlog')).toHaveLength(1);
    expect(total(e, 'rerun_gateway_up', { shard: '0' })).toBe(1);
    expect(total(e, 'rerun_gateway_status', { shard: '0', status: 'ready' })).toBe(1);
    expect(samplesOf(e, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(e.types.get('rerun_interaction_ack_seconds')).toBe('histogram');
    expect(
      [...e.types.keys()]
        .filter((n) => n.startsWith('rerun_'))
        .every((n) => /_(total|seconds|bytes)$|^rerun_(games|owed_posts|outbox_backlog|gateway_up|gateway_status)$/.test(n)),
    ).toBe(true);

    const ids = [amy.id, bo.id, fake.guildId, fake.channelId, thread, fake.appId];
    expectCleanLabels(e, [...ids, 'Amy Pond', 'Bo Peep', 'Amy', 'Peep', fake.token]);
    expect(labelValues(e).some(({ v }) => v === 'amy' || v === 'bo')).toBe(false);
  }, 60_000);

  it('answers /readyz 503 from the stop signal until it is gone, and exits 0', async () => {
    const { code, answers } = await stopWatching(bot, base);
    expect(code).toBe(0);
    const statuses = answers.map((a) => a.status);
    expect(statuses).toContain(503);
    expect(statuses.slice(statuses.indexOf(503))).not.toContain(200);
    expect(json(answers.find((a) => a.status === 503)!)).toMatchObject({ stopping: true, ready: false });
  }, 30_000);

  /** The newest public message of a place once the bot's work has settled. */
  async function settled(place: string): Promise<StoredMessage> {
    let last = '';
    for (let i = 0; i < 40; i++) {
      await new Promise((r) => setTimeout(r, 60));
      const m = fake.publicMessages(place).at(-1)!;
      const now = `${m.id}:${m.editedAt}:${fake.publicMessages(place).length}:${fake.dms(amy).length}`;
      if (now === last) return m;
      last = now;
    }
    return fake.publicMessages(place).at(-1)!;
  }
});

/**
 * The sharded bot starts with the file, READY held back, so that its shard processes load while
 * the one-process bot is tested: the file takes about as long as the slower of the two.
 */
const sharded = (() => {
  const fake = new FakeDiscord({ shards: 2, settleMs: 60 });
  const amy = fake.addUser('amy', { globalName: 'Amy Pond' });
  /** A guild (its games channel) on each shard. */
  const channels = [0, 1].map((on) => fake.addGuild({ on, of: 2 }));
  const dbPath = join(mkdtempSync(join(tmpdir(), 'rerun-service-shards-')), 'rerun.db');
  return { fake, amy, channels, dbPath, bot: undefined as BotProcess | undefined, release: () => {} };
})();

beforeAll(async () => {
  await sharded.fake.start();
  sharded.release = sharded.fake.holdReady();
  sharded.bot = startBot(
    {
      DISCORD_TOKEN: sharded.fake.token,
      DISCORD_API_BASE: sharded.fake.apiBase,
      DISCORD_CLIENT_ID: sharded.fake.appId,
      DISCORD_GUILD_ID: undefined,
      DATABASE_PATH: sharded.dbPath,
      SHARDS: '2',
      METRICS_PORT: '0',
    },
    { readyTimeoutMs: 60_000 },
  );
});

describe('npm start with METRICS_PORT and SHARDS=2: the manager answers for both shards', () => {
  const { fake, amy, channels, dbPath } = sharded;
  let bot: BotProcess;
  let base = '';
  const outcomes: Outcome[] = [];
  const track = async (p: Promise<Outcome>) => {
    const o = await p;
    outcomes.push(o);
    return o;
  };

  afterAll(async () => {
    await sharded.bot?.stop();
    await fake.stop();
  }, 30_000);

  beforeEach((ctx) => {
    ctx.onTestFailed(() => console.log(`--- bot output\n${bot?.output().slice(-40).join('\n')}`));
  });

  it('answers 503 naming the shards not ready, then 200 once both are connected', async () => {
    bot = sharded.bot!;
    base = (await bot.waitFor(/^Health and metrics on (http:\/\/127\.0\.0\.1:\d+) /))[1];
    // Shard 0 is up and logging in (READY held back); shard 1 is not made until shard 0 is ready.
    const before = await readyzUntil(base, (a) => json(a).problems.includes('shard 0: gateway: logging in to Discord'));
    expect(before.map((a) => a.status)).toEqual(before.map(() => 503));
    expect(json(before.at(-1)!).problems).toContain('shard 1: no answer (starting, restarting or stuck)');
    sharded.release();
    await bot.waitFor(/^All 2 shard\(s\) ready$/, 60_000);
    const after = await readyzUntil(base, (a) => a.status === 200, 20_000);
    expect(json(after.at(-1)!)).toMatchObject({ ready: true, problems: [] });
    expect(json(after.at(-1)!).shards).toEqual([
      { id: 0, status: 'ready' },
      { id: 1, status: 'ready' },
    ]);
    expect(json(await ask(base, '/healthz')).healthy).toBe(true);
  }, 60_000);

  it("merges both shards' metrics: each shard's gateway, the decisions of a game on each", async () => {
    const threads: string[] = [];
    for (const channel of channels) {
      const opened = await track(fake.slash(amy, 'game', { game: 'ateam', ai: 1, clock: 'off' }, 'new', channel.id));
      await track(fake.click(amy, opened.message!, buttonId(opened.message!, /^Start$/)));
      await fake.waitFor(() => fake.threads(channel.id).length === 1, 10_000, 'the thread of the game');
      threads.push(fake.threads(channel.id)[0].id);
    }
    for (const thread of threads) {
      for (let i = 0; i < 2; i++) {
        await fake.waitFor(() => (fake.publicMessages(thread).at(-1) ? true : false), 10_000, 'a turn message');
        const m = fake.publicMessages(thread).at(-1)!;
        if (!(await playOne(fake, amy, m, () => 0, track))) break;
      }
    }
    // Each shard's pump is done once its thread is quiet.
    for (const thread of threads) await quiet(fake, thread);
    const e = parseExposition((await ask(base, '/metrics'))!.body);
    expect(samplesOf(e, 'rerun_gateway_up')).toEqual([
      { name: 'rerun_gateway_up', labels: { shard: '0' }, value: 1 },
      { name: 'rerun_gateway_up', labels: { shard: '1' }, value: 1 },
    ]);
    const inDb = dbCount(
      dbPath,
      threads.map((t) => gameIn(dbPath, t)),
    );
    expect(total(e, 'rerun_decisions_committed_total', { game: 'ateam' })).toBe(inDb);
    expect(total(e, 'rerun_interactions_total')).toBe(outcomes.length);
    expect(total(e, 'rerun_interaction_ack_seconds_count')).toBe(outcomes.length);
    // A gauge of the whole store is the same in each shard: merged, it is not doubled.
    expect(total(e, 'rerun_games', { game: 'ateam', state: 'paused' })).toBe(2);
    expect(samplesOf(e, 'process_cpu_user_seconds_total')).toHaveLength(1);
    const ids = [amy.id, fake.appId, ...channels.map((c) => c.id), ...channels.map((c) => c.guildId!), ...threads];
    expectCleanLabels(e, [...ids, 'Amy Pond', 'Amy', fake.token]);
  }, 60_000);

  it('answers 503 from the stop signal until the manager is gone', async () => {
    const { code, answers } = await stopWatching(bot, base);
    expect(code).toBe(0);
    const statuses = answers.map((a) => a.status);
    expect(statuses).toContain(503);
    expect(statuses.slice(statuses.indexOf(503))).not.toContain(200);
  }, 30_000);
});
