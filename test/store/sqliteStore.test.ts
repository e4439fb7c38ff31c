// The asynchronous store over SQLite (src/store/sqliteStore.ts): one shared connection, so a
// transaction that awaits must keep other flows' calls out of it, and let its own calls in.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as store from '../../src/store';

const path = () => join(mkdtempSync(join(tmpdir(), 'rerun-sqlite-store-')), 'db.sqlite');

/** A promise and the function that settles it: a flow parked at a known point. */
function gate(): { open: () => void; passed: Promise<void> } {
  let open = (): void => undefined;
  const passed = new Promise<void>((r) => (open = r));
  return { open, passed };
}

const tick = () => new Promise((r) => setTimeout(r, 10));

describe('the SQLite store', () => {
  it('keeps another flow’s call out of an open transaction: it waits, and a rollback does not take it', async () => {
    const s = store.openSqliteStore(path());
    const g = gate();
    const tx = s.transaction(async () => {
      await s.setNotify('inside', true);
      await g.passed;
      throw new Error('rolled back');
    });
    await tick();
    let outsideDone = false;
    const outside = s.setNotify('outside', true).then(() => (outsideDone = true));
    await tick();
    // Still parked: the outside write waits for the transaction rather than landing in it.
    expect(outsideDone).toBe(false);
    g.open();
    await expect(tx).rejects.toThrow('rolled back');
    await outside;
    expect((await s.notifyOf('inside')).enabled).toBe(false);
    expect((await s.notifyOf('outside')).enabled).toBe(true);
    await s.close();
  });

  it('runs a call made inside the transaction at once, even through helpers and timers that await', async () => {
    const s = store.openSqliteStore(path());
    const helper = async (user: string) => {
      await tick();
      await s.setNotify(user, true);
    };
    await s.transaction(async () => {
      await helper('a');
      await Promise.all([helper('b'), helper('c')]);
    });
    for (const u of ['a', 'b', 'c']) expect((await s.notifyOf(u)).enabled).toBe(true);
    await s.close();
  });

  it('joins a nested transaction to the outer one: the outer rollback undoes both', async () => {
    const s = store.openSqliteStore(path());
    await expect(
      s.transaction(async () => {
        await s.transaction(async () => s.setNotify('nested', true));
        await s.setNotify('outer', true);
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect((await s.notifyOf('nested')).enabled).toBe(false);
    expect((await s.notifyOf('outer')).enabled).toBe(false);
    await s.transaction(async () => {
      await s.transaction(async () => s.setNotify('nested', true));
    });
    expect((await s.notifyOf('nested')).enabled).toBe(true);
    await s.close();
  });

  it('runs transactions one after another, in the order asked', async () => {
    const s = store.openSqliteStore(path());
    const order: string[] = [];
    const one = s.transaction(async () => {
      order.push('one begins');
      await tick();
      order.push('one ends');
    });
    const two = s.transaction(async () => {
      order.push('two begins');
      order.push('two ends');
    });
    await Promise.all([one, two]);
    expect(order).toEqual(['one begins', 'one ends', 'two begins', 'two ends']);
    await s.close();
  });

  it('waits for another connection’s write lock without blocking the event loop', async () => {
    const p = path();
    const s = store.openSqliteStore(p);
    const other = store.open(p);
    other.exec('BEGIN IMMEDIATE');
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const tx = s.transaction(async () => s.setNotify('late', true));
    await new Promise((r) => setTimeout(r, 100));
    // The event loop ran meanwhile (SQLite's busy wait would have held it for the whole time).
    expect(ticks).toBeGreaterThan(3);
    other.exec('COMMIT');
    await tx;
    clearInterval(timer);
    expect((await s.notifyOf('late')).enabled).toBe(true);
    other.close();
    await s.close();
  });
});
