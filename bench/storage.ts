// Bytes a finished game takes in the file (docs/decisions/0005-archived-logs.md): as played (every
// event stored with its decision), once the upkeep sweep has archived its log, and once compacted
// past retention (state dropped), per game at the largest table up to 4, every seat a person taking
// what their AI would, hours apart. And what replay costs: /log of a long compacted game rebuilds
// every event.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import type { AnyGame, Where } from '../src/services';
import * as store from '../src/store';
import { clockedService, DAY, drain, playAsPeople, testClock } from '../test/support/service';

export const TARGET_BYTES = 10 * 1024;
const PEOPLE = ['alice', 'bob', 'carol', 'dave'].map((n) => ({ userId: `u-${n}`, name: n[0].toUpperCase() + n.slice(1) }));
const SETTINGS = { idleDays: 30, retentionDays: 180 };

/** Bytes the file's content takes (pages less their free room) and the file's size, its WAL checkpointed. */
export function measure(path: string): { used: number; file: number } {
  const db = new Database(path);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
    const used = (db.prepare(`SELECT SUM(pgsize - unused) AS n FROM dbstat`).get() as { n: number }).n;
    const pages = db.pragma('page_count', { simple: true }) as number;
    return { used, file: pages * (db.pragma('page_size', { simple: true }) as number) };
  } finally {
    db.close();
  }
}

/** A disk in memory when there is one: these figures are bytes, and a flush per decision would only slow the run. */
const dir = () => mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'rerun-storage-'));

/** The median time of `times` runs of `run`, each awaited: /log answers asynchronously. */
async function median(run: () => Promise<unknown>, times: number): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b)[Math.floor(times / 2)];
}

export interface StorageFigure {
  game: string;
  players: number;
  games: number;
  decisions: number;
  /** Bytes per game: as played, log archived, compacted. */
  played: number;
  archived: number;
  compacted: number;
  /** The file's size with all of them: as played, after both sweeps. */
  fileBefore: number;
  fileAfter: number;
  /** Sweep time per game archived (ms). */
  archiveMs: number;
  /**
   * /log as a file of the longest game (ms, median): from stored events; log archived (its events
   * rebuilt by replay); compacted (its state rebuilt by replay too).
   */
  longest: { decisions: number; storedMs: number; archivedMs: number; compactedMs: number };
}

export async function storagePerGame(def: AnyGame, games: number): Promise<StorageFigure> {
  const path = join(dir(), 'db.sqlite');
  const clock = testClock();
  let lcg = 17;
  const pause = () => {
    lcg = (Math.imul(lcg, 1664525) + 1013904223) >>> 0;
    return 60_000 + (lcg % (8 * 3_600_000));
  };
  const players = Math.min(4, Math.max(...(def.playerCounts ?? [def.maxPlayers])));
  const empty = (store.open(path).close(), measure(path));
  const svc = await clockedService(clock, path, [def], 1000);
  let decisions = 0;
  let longest = { where: { guildId: 'bench', channelId: 'c0' } as Where, decisions: -1 };
  for (let g = 0; g < games; g++) {
    const where: Where = { guildId: 'bench', channelId: `c${g}` };
    await svc.newGameWith(where, PEOPLE[0], def.id, { seed: 1000 + g });
    for (const p of PEOPLE.slice(1, players)) await svc.join(where, p);
    await svc.start(where, PEOPLE[0]);
    await drain(svc);
    const n = await playAsPeople(svc, path, def, PEOPLE.slice(0, players), where, () => clock.advance(pause()));
    decisions += n;
    if (n > longest.decisions) longest = { where, decisions: n };
  }
  const logFile = () => svc.log(longest.where, { count: 10, file: true });
  const storedMs = await median(logFile, 9);
  const played = measure(path);
  const t0 = performance.now();
  const swept = await svc.sweep(new Date(clock.now), SETTINGS);
  const archiveMs = (performance.now() - t0) / Math.max(1, swept.archived);
  const archived = measure(path);
  const archivedMs = await median(logFile, 9);
  await svc.sweep(new Date(clock.now + 181 * DAY), { ...SETTINGS, idleDays: 10_000 });
  const compacted = measure(path);
  const compactedMs = await median(logFile, 9);
  await svc.close();
  const per = (m: { used: number }) => (m.used - empty.used) / games;
  return {
    game: def.id,
    players,
    games,
    decisions: decisions / games,
    played: per(played),
    archived: per(archived),
    compacted: per(compacted),
    fileBefore: played.file,
    fileAfter: compacted.file,
    archiveMs,
    longest: { decisions: longest.decisions, storedMs, archivedMs, compactedMs },
  };
}
