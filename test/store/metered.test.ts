// The metered store: each repository call heard once by name with its time, a failure heard
// where it happened (not again by the transaction it broke), a flow's own error not at all.
import { describe, expect, it } from 'vitest';
import { meteredStore, openSqliteStore } from '../../src/store';
import { tempSqlite } from '../support/stores';

describe('the metered store', () => {
  it('hears each call by its operation, and each failure once', async () => {
    const heard: Array<[string, boolean]> = [];
    const s = meteredStore(openSqliteStore(tempSqlite()), (op, seconds, failed) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      heard.push([op, failed]);
    });
    try {
      expect(await s.gameById(1)).toBeNull();
      expect(await s.ping()).toBe(true);
      // A refused statement inside a transaction: heard as its own operation, once.
      const broken = s.transaction(async () => {
        await s.setNotify('u1', true);
        await s.writeSeats(999, [{ userId: 'u', name: 'N', ai: false }]);
      });
      await expect(broken).rejects.toThrow();
      // The flow's own error is no database error.
      await expect(
        s.transaction(async () => {
          await s.notifyOf('u1');
          throw new Error('a refusal of the flow');
        }),
      ).rejects.toThrow('a refusal of the flow');
      expect(heard).toEqual([
        ['gameById', false],
        ['ping', false],
        ['setNotify', false],
        ['writeSeats', true],
        ['notifyOf', false],
      ]);
      // The failed transaction rolled back: the write before the failure is gone.
      expect(await s.notifyOf('u1')).toEqual(expect.objectContaining({ enabled: false }));
    } finally {
      await s.close();
    }
  });
});
