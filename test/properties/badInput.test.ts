// The bad-input corpus over every registered game: forged custom ids, stale
// versions, another channel's game, huge and odd strings, values autocomplete never offered,
// from onlookers, the player who is not to move, and the player to move (with nothing legal).
// Each input: 0 state changes, 0 throws, and every answer private. In each language:
// the game's, and the users' own (typed words are matched against the words each user sees).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aiDecision } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import { createService, type Actor, type Answer, type Where } from '../../src/services';
import { ID_KINDS } from '../../src/services/core/customIds';
import * as store from '../../src/store';
import { alice, bob, eve, here, mod, PNG_1x1, tempDb } from '../support/service';
import { LOCALES } from '../../src/engine/text';
import { words } from '../support/text';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);
const other: Where = { guildId: 'g1', channelId: 'chan-other' };
const empty: Where = { guildId: 'g2', channelId: 'chan-empty' };

const odd = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    '💥'.repeat(40),
    'x'.repeat(5000),
    '../../etc/passwd',
    '%s%n',
    '<@everyone>',
    '@here',
    'NaN',
    '-1',
    '1e309',
    'card:',
    'roll ',
    'ROLL',
    '__proto__',
    'constructor',
  ),
);

type Cmd =
  | { k: 'component'; where: 0 | 1; actor: number; kind: string; game: number; ver: number; arg: string; values?: string[] }
  | { k: 'raw'; where: 0 | 1; actor: number; id: string }
  | { k: 'choose'; where: 0 | 1; actor: number; text: string }
  | { k: 'playcard'; where: 0 | 1; actor: number; card: string; target?: string }
  | {
      k: 'lobby';
      where: 0 | 1;
      actor: number;
      what: 'join' | 'leave' | 'ai' | 'start' | 'cancel' | 'resign' | 'roll' | 'new';
      text: string;
    }
  | {
      k: 'look';
      where: 0 | 1;
      actor: number;
      what: 'hand' | 'status' | 'log' | 'ac-cards' | 'ac-targets' | 'ac-choices';
      text: string;
    };

/** `pool` holds legal ids, other hands' cards and such of the moment: near misses, not just noise. */
const commands = (pool: string[]) => {
  const text = fc.oneof(odd, fc.constantFrom(...pool));
  const where = fc.constantFrom<0 | 1>(0, 1);
  const actor = fc.nat(3);
  return fc.oneof(
    fc.record({
      k: fc.constant('component' as const),
      where,
      actor,
      kind: fc.constantFrom(...ID_KINDS, 'junk'),
      game: fc.nat(3),
      ver: fc.nat(4),
      arg: text,
      values: fc.option(fc.array(text, { maxLength: 3 }), { nil: undefined }),
    }),
    fc.record({ k: fc.constant('raw' as const), where, actor, id: text }),
    fc.record({ k: fc.constant('choose' as const), where, actor, text }),
    fc.record({ k: fc.constant('playcard' as const), where, actor, card: text, target: fc.option(text, { nil: undefined }) }),
    fc.record({
      k: fc.constant('lobby' as const),
      where,
      actor,
      what: fc.constantFrom('join', 'leave', 'ai', 'start', 'cancel', 'resign', 'roll', 'new'),
      text,
    }),
    fc.record({
      k: fc.constant('look' as const),
      where,
      actor,
      what: fc.constantFrom('hand', 'status', 'log', 'ac-cards', 'ac-targets', 'ac-choices'),
      text,
    }),
  ) as fc.Arbitrary<Cmd>;
};

describe.each(allGames().map((g) => [g.id, g] as const))('%s refuses bad input', (_id, def) => {
  it.each(LOCALES)('in %s: changes nothing, throws nothing and answers privately', async (language) => {
    const inAll = (text: Parameters<typeof words>[0]) => LOCALES.map((locale) => words(text, { game: def.id, locale }));
    const p = tempDb();
    const svc = await createService({ databasePath: p, seed: () => 4242, render: () => PNG_1x1, games: allGames() });
    const min = Math.min(...(def.playerCounts ?? [def.minPlayers]));
    // The game under attack, a few turns in, and a lobby in another channel.
    await svc.newGame(here, alice, def.id, Math.max(0, min - 2), { language });
    await svc.join(here, bob);
    await svc.start(here, alice);
    await svc.newGame(other, eve, def.id, 0);
    const reader = store.open(p);
    const current = () => store.latestGameIn(reader, here.channelId)!;
    for (let i = 0; i < 6 && current().status === 'active'; i++) {
      const d = aiDecision(def, current().match!)!;
      await svc.choose(here, [alice, bob][d.player], d.choice);
    }
    const g = current();
    expect(g.status).toBe('active');
    const otherId = store.latestGameIn(reader, other.channelId)!.id;
    const pending = def.pending(g.match!.state)!;
    const humans: Actor[] = [alice, bob];
    const mover = humans[pending.player] ?? null;
    const moverSeat = pending.player;
    const hands = g.match!.seats.map((_, s) => def.hand(g.match!.state, s));
    // Everything the mover could legitimately send, to keep the corpus to inputs that must fail.
    const legal = new Set([
      ...pending.choices.flatMap((c) => [c.id, ...inAll(c.label).map((l) => l.trim().toLowerCase())]),
      ...(hands[moverSeat] ?? []).flatMap((c) => [c.id, ...inAll(c.name).map((l) => l.trim().toLowerCase())]),
    ]);
    const pool = [
      ...pending.choices.map((c) => c.id),
      ...hands.flat().flatMap((c) => [c.id, ...inAll(c.name), `card:${c.id}`]),
      'lobby',
      'pick',
      String(g.id),
      String(otherId),
    ];
    // Each in a language of their own: the game's, the next, the one after, and none (English).
    const speaks = (a: Actor, k: number): Actor => ({ ...a, locale: LOCALES[(LOCALES.indexOf(language) + k) % LOCALES.length] });
    const actors: Actor[] = [speaks(eve, 0), speaks(alice, 1), speaks(bob, 2), mod];
    const is = (a: Actor, b: Actor) => a.userId === b.userId;
    const wheres: Where[] = [here, empty];
    const games = [g.id, otherId, 0, 999_999];
    const snapshot = () =>
      JSON.stringify(
        reader
          .prepare(
            `SELECT id, status, version, s.state, (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) AS n
             FROM games g LEFT JOIN game_states s ON s.game_id = g.id ORDER BY id`,
          )
          .all(),
      );

    const isLegal = (c: Cmd): boolean => {
      const a = actors[c.actor];
      const atTable = c.where === 0;
      const isMover = atTable && mover !== null && a.userId === mover.userId;
      switch (c.k) {
        case 'choose':
          return (isMover && legal.has(c.text)) || (isMover && legal.has(c.text.trim().toLowerCase()));
        case 'playcard':
          return isMover && (legal.has(c.card) || legal.has(c.card.trim().toLowerCase()));
        case 'lobby':
          // Rolling is the mover's right; cancelling the creator's (and a manager's); resigning a player's.
          return (
            atTable &&
            ((c.what === 'roll' && isMover) ||
              (c.what === 'cancel' && (is(a, alice) || is(a, mod))) ||
              (c.what === 'resign' && (is(a, alice) || is(a, bob))))
          );
        case 'component':
          // The current version is never forged here (ver is an offset from it), except a lobby
          // "cancel" by the creator or a manager, which is the same as /game cancel.
          return c.kind === 'lobby' && c.arg === 'cancel' && games[c.game] === g.id && (is(a, alice) || is(a, mod));
        case 'raw':
        case 'look':
          return false;
        default: {
          const never: never = c;
          return never;
        }
      }
    };

    const run = async (c: Cmd): Promise<Answer | unknown[]> => {
      const a = actors[c.actor];
      const w = wheres[c.where];
      switch (c.k) {
        case 'component': {
          const ver = [g.version - 1, g.version + 1, 0, 999_999_999, g.version + 7][c.ver];
          return await svc.component(w, a, `${c.kind}:${games[c.game]}:${ver}:${c.arg}`, c.values);
        }
        case 'raw':
          return await svc.component(w, a, c.id);
        case 'choose':
          return await svc.choose(w, a, c.text);
        case 'playcard':
          return await svc.playCard(w, a, c.card, c.target);
        case 'lobby':
          switch (c.what) {
            case 'join':
              return await svc.join(w, a);
            case 'leave':
              return await svc.leave(w, a);
            case 'ai':
              return await svc.addAi(w, a);
            case 'start':
              return await svc.start(w, a);
            case 'cancel':
              return await svc.cancel(w, a);
            case 'resign':
              return await svc.resign(w, a);
            case 'roll':
              return await svc.roll(w, a);
            case 'new':
              return c.where === 0
                ? await svc.newGame(w, a, c.text, 0)
                : await svc.newGame(w, a, c.text.length > 0 && c.text !== def.id ? c.text : '?', Number(c.text) || 0);
          }
          break;
        case 'look':
          switch (c.what) {
            case 'hand':
              return await svc.hand(w, a);
            case 'status':
              return await svc.status(w);
            case 'log':
              return await svc.log(w, Number(c.text) || 0);
            case 'ac-cards':
              return await svc.autocompleteCards(w, a, c.text);
            case 'ac-targets':
              return await svc.autocompleteTargets(w, a, c.text, c.text);
            case 'ac-choices':
              return await svc.autocompleteChoices(w, a, c.text);
          }
      }
      throw new Error('unreachable');
    };

    let tried = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(commands(pool), { minLength: 1, maxLength: 20 }), async (cmds) => {
        for (const c of cmds) {
          if (isLegal(c)) continue;
          tried++;
          const before = snapshot();
          const out = await run(c);
          expect(snapshot(), JSON.stringify(c).slice(0, 300)).toBe(before);
          if (Array.isArray(out)) {
            // Autocomplete: only ever the asker's own cards or own choices.
            const seat = [alice, bob].findIndex((h) => h.userId === actors[c.actor].userId);
            const own = new Set(
              seat >= 0 && c.where === 0
                ? [
                    ...hands[seat].map((h) => h.id),
                    ...(seat === moverSeat ? pending.choices.map((x) => x.id) : []),
                    ...g.match!.seats.map((_, i) => String(i + 1)),
                  ]
                : [],
            );
            for (const o of out as Array<{ value: string }>)
              expect(own.has(o.value), `${o.value} offered to ${actors[c.actor].name}`).toBe(true);
          } else {
            const a = out as Answer;
            expect(a.reply.ephemeral, `${JSON.stringify(c).slice(0, 200)} -> ${a.reply.content.slice(0, 200)}`).toBe(true);
            expect(a.posts).toBeUndefined();
            expect(a.retire).toEqual([]);
            expect(a.reply.content.length).toBeGreaterThan(0);
            expect(a.reply.content.length).toBeLessThanOrEqual(2000);
          }
        }
      }),
      { numRuns: RUNS },
    );
    expect(tried).toBeGreaterThan(RUNS);
    reader.close();
    await svc.close();
  });
});
