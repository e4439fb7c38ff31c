// Atcha! games older builds stored (test/fixtures/history): their decisions replay under today's
// rules to the same position, which is how the stored history is told forward at start
// (docs/decisions/0002-state-versions.md).
import { describe, expect, it } from 'vitest';
import { atcha } from '../../../src/games/atcha';
import type { AtchaState } from '../../../src/games/atcha/state';
import { OLD_GAMES, replayedNow } from '../../support/history';
import { say } from './helpers';

const old = (id: number) => OLD_GAMES.find((g) => g.id === id)!.dump;

describe('an Atcha! game an older build stored', () => {
  it('at state version 1 (the decision in nullable fields, "colour") replays to the same position', () => {
    const v1 = old(1);
    expect(v1.version).toBe(1);
    const { throw: t, atcha: a, colour, ...rest } = v1.match.state as Record<string, unknown>;
    const now = replayedNow(v1).match.state as AtchaState;
    expect(atcha.version).toBe(3);
    expect(now).toMatchObject(rest);
    expect(now.color).toEqual(colour);
    // Mid-throw: the throw's dice, those left and those frozen, now the `use` decision.
    expect(a).toBeNull();
    expect(now.await).toEqual({ kind: 'use', ...(t as object) });
  });

  it('at state version 2, ended by a resignation with its reason in English, replays to the same end, its reason a Text', () => {
    const v2 = old(7);
    expect(v2.version).toBe(2);
    expect((v2.match.state as AtchaState).end).toEqual({ winners: [1], text: 'Red resigns' });
    const now = replayedNow(v2).match.state as AtchaState;
    expect(now.end!.winners).toEqual([1]);
    expect(say(now.end!.text, 'en', v2.names)).toBe('Alice resigns');
  });
});
