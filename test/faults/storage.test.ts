// Storage: a finished 4-player game of each game takes at most 10 KB on
// disk once compacted (20-120 KB before: every event kept next to its decision), and the file
// itself shrinks, an older file (from before archives and incremental vacuum) too.
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import type { AnyGame } from '../../src/services';
import * as store from '../../src/store';
import { clockedService, DAY, tempDb, testClock } from '../support/service';

const KB = 1024;
const settings = { idleDays: 30, retentionDays: 180 };
const T0 = Date.parse('2026-01-01T00:00:00Z');
const PEOPLE = ['u-alice', 'u-bob', 'u-carol', 'u-dave'];

/** The file's size once its WAL is checkpointed into it (the bot's own connection stays open). */
function fileSize(path: string): number {
  const db = new Database(path);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  return statSync(path).size + (statSync(`${path}-wal`, { throwIfNoEntry: false })?.size ?? 0);
}

/** Bytes the file's content takes: its pages less the room left in them, whatever the page rounding. */
function used(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare(`SELECT SUM(pgsize - unused) AS n FROM dbstat`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** Minutes to hours between decisions, the same every run: people playing over days. */
function pauses(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return 60_000 + (s % (8 * 3_600_000));
  };
}

/**
 * Stores a whole game of `def` in channel `channel` as the service leaves it: four people (as
 * many as the game takes, up to four) each taking what their seat's AI would, every decision
 * committed with the events it told, hours apart. The engine plays and the store's own writers
 * store it, in one transaction (a flush per decision would only measure the disk).
 */
function storeGame(db: store.Db, def: AnyGame, seed: number, channel: string): { id: number; decisions: number; at: number } {
  const n = Math.min(4, Math.max(...(def.playerCounts ?? [def.maxPlayers])));
  const seats = PEOPLE.slice(0, n).map((userId, i) => ({ userId, name: `Player ${i + 1}`, ai: false }));
  const pause = pauses(seed);
  let at = T0;
  const stamp = () => new Date((at += pause())).toISOString();
  return db.transaction(() => {
    const id = store.insertLobby(db, {
      guildId: 'g1',
      channelId: channel,
      game: def.id,
      creatorId: PEOPLE[0],
      options: {},
      seed,
      dice: [],
      at: stamp(),
    })!;
    store.writeSeats(db, id, seats);
    let match = createMatch(def, seats, {}, seed).match;
    expect(store.startMatch(db, id, 0, match, stamp(), undefined, false, def.version ?? 1)).toBe(true);
    let version = 1;
    for (let p = def.pending(match.state); p; p = def.pending(match.state)) {
      const d = aiDecision(def, match, p)!;
      const res = applyDecision(def, match, d, p);
      if (!res.ok) throw new Error(res.message);
      match = res.value.match;
      const over = def.outcome(match.state) !== null || def.pending(match.state) === null;
      const action = {
        gameId: id,
        seq: match.step,
        seat: d.player,
        userId: PEOPLE[d.player],
        decision: { kind: 'choice' as const, choice: d.choice },
        events: res.value.events,
        rolls: res.value.rolls,
        at: stamp(),
      };
      const c = store.commitAction(db, version, match, over, action, undefined, def.version ?? 1);
      if (!c.ok) throw new Error('commit refused');
      version = c.version;
    }
    return { id, decisions: match.step, at };
  })();
}

describe.each(allGames().map((g) => [g.id, g] as const))('%s: a finished game on disk', (_id, def) => {
  it('takes at most 10 KB once compacted, and the file shrinks as its log is archived and its state dropped', async () => {
    const path = tempDb();
    store.open(path).close();
    const empty = { used: used(path), file: fileSize(path) };
    const db = store.open(path);
    const game = storeGame(db, def, 5, 'chan1');
    db.close();
    expect(game.decisions).toBeGreaterThan(50);
    const finished = { used: used(path) - empty.used, file: fileSize(path) };
    // What a finished game cost before logs were archived, and costs until the next sweep.
    expect(finished.used).toBeGreaterThan(10 * KB);

    const clock = testClock(game.at);
    const svc = await clockedService(clock, path, allGames());
    const first = await svc.sweep(new Date(clock.now), settings);
    expect(first).toMatchObject({ archived: 1, compacted: 0 });
    expect(first.freedBytes).toBeGreaterThan(0);
    const archived = { used: used(path) - empty.used, file: fileSize(path) };
    const later = await svc.sweep(new Date(clock.now + 181 * DAY), { ...settings, idleDays: 10_000 });
    expect(later).toMatchObject({ archived: 0, compacted: 1 });
    await svc.close();
    const compacted = { used: used(path) - empty.used, file: fileSize(path) };
    expect(compacted.used).toBeLessThanOrEqual(10 * KB);
    expect(compacted.used).toBeLessThan(archived.used);
    expect(archived.used).toBeLessThan(finished.used);
    // The file gives the pages back.
    expect(archived.file).toBeLessThan(finished.file);
    expect(compacted.file).toBeLessThanOrEqual(archived.file);
  });
});

describe('a file from before archives', () => {
  it('is switched to incremental vacuum once, keeps its games, and shrinks when they are archived', async () => {
    const path = tempDb();
    // The schema as it was before archives (migrations 1-3), without incremental vacuum.
    const old = new Database(path);
    old.pragma('journal_mode = WAL');
    expect(store.migrate(old, 3)).toBe(3);
    // Every game offered: enough data that the file's own tables (about 100 KB empty) are the smaller part.
    // The store writes a state beside its game (a table of its own since); then it is put in the games row, as it was.
    old.exec(`CREATE TABLE game_states (game_id INTEGER PRIMARY KEY, state TEXT NOT NULL)`);
    const games = allGames().map((def, i) => storeGame(old, def, 11 + i, `chan${i}`));
    old.exec(`UPDATE games SET state = (SELECT state FROM game_states WHERE game_id = games.id); DROP TABLE game_states`);
    expect(old.pragma('auto_vacuum', { simple: true })).toBe(0);
    old.close();
    const before = fileSize(path);

    const db = store.open(path);
    expect(db.pragma('auto_vacuum', { simple: true })).toBe(2);
    // Its games wait for the bot to tell their history forward (store/forward.ts): the service below.
    expect(db.pragma('user_version', { simple: true })).toBe(store.HISTORY_TOLD - 1);
    const logs = games.map((g) => store.actionsOf(db, g.id));
    expect(logs.map((l) => l.length)).toEqual(games.map((g) => g.decisions));
    db.close();

    const clock = testClock(Math.max(...games.map((g) => g.at)));
    const svc = await clockedService(clock, path, allGames());
    expect(await svc.sweep(new Date(clock.now), settings)).toMatchObject({ archived: games.length, compacted: 0 });
    await svc.close();
    const after = fileSize(path);
    expect(after).toBeLessThan(before / 2);
    const again = store.open(path);
    expect(again.pragma('user_version', { simple: true })).toBe(store.SCHEMA_VERSION);
    // Every decision kept, who took it and when, and each game's state.
    expect(games.map((g) => store.actionsOf(again, g.id))).toEqual(logs);
    expect(games.map((g) => store.gameById(again, g.id)?.match?.step)).toEqual(games.map((g) => g.decisions));
    again.close();
  });
});
