// A game stored before the games spoke in catalogue keys has English sentences in its action log
// and notes. When the stored history is told forward at start (src/store/forward.ts), its events
// are told again by replay (the same luck, or its words are kept); the platform's notes are read
// back into keys, or kept as a legacy note. test/store/history.test.ts does it to games older
// builds played; this one through the service, on either store.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/types';
import { noteFromSentence } from '../../src/services/records/oldNotes';
import type * as store from '../../src/store';
import { captureLog } from '../log/capture';
import { alice, bob, here, makeService, resignNow, row, started, tempDb, toMove } from '../support/service';
import { beforeTelling, rawSql, stored } from '../support/stores';
import { words } from '../support/text';

const NAMES = ['Alice', 'Bob'];
const english = (e: GameEvent): store.OldEvent => ({ ...e, text: words(e.text, { game: 'dice-race', names: NAMES }) });

/** A two-player race a few rolls in, then stored as a build of then stored it (events and notes in English). */
async function storedInEnglish(luck: (events: store.OldEvent[], seq: number) => store.OldEvent[] = (e) => e) {
  const path = tempDb();
  const svc = await makeService(path);
  await started(svc, [6, 4, 3, 2, 5, 1, 2]);
  for (let i = 0; i < 4; i++) {
    const who = await toMove(svc, [alice, bob]);
    await svc.roll(here, who);
  }
  const before = {
    log: (await svc.log(here, 50)).reply.content,
    fr: (await svc.log(here, 50, { ...alice, locale: 'fr' })).reply.content,
  };
  await svc.close();
  const id = row(path).id;
  const told = await stored(path, (s) => s.toldSince(id, 0));
  const texts = told!.map((a) => a.events);
  for (const a of told!)
    await rawSql(path, `UPDATE actions SET events = ? WHERE game_id = ? AND seq = ?`, [
      JSON.stringify(luck(a.events.map(english), a.seq)),
      id,
      a.seq,
    ]);
  const note = `INSERT INTO game_notes (game_id, after, user_id, text, at) VALUES (?, ?, NULL, ?, '2026-01-01')`;
  await rawSql(path, note, [id, 1, 'Bob missed 2 turns in a row: the AI keeps their seat until they type /game return.']);
  await rawSql(path, note, [id, 2, 'A sentence no template says.']);
  await beforeTelling(path);
  return { path, id, texts, before };
}

describe('games stored with English sentences', () => {
  it('are told again in Texts by replay at start: the log reads as before, and in French', async () => {
    const old = await storedInEnglish();
    const svc = await makeService(old.path);
    const log = (await svc.log(here, 50)).reply.content;
    expect(log).toContain('Bob (Blue) missed 2 turns in a row');
    expect(log).toContain('A sentence no template says.');
    const events = (await stored(old.path, (s) => s.toldSince(old.id, 0)))!.map((a) => a.events);
    const notes = (await stored(old.path, (s) => s.notesSince(old.id, 0))).map((n) => n.text);
    expect(events).toEqual(old.texts);
    expect(notes).toEqual([
      { key: 'platform:clock.away', params: { name: { seat: 1 }, n: 2 } },
      { key: 'platform:legacy-note', params: { text: 'A sentence no template says.' } },
    ]);
    // The moves read exactly as before; the notes come on top.
    for (const line of old.before.log.split('\n').filter((l) => l.startsWith('🎲') || l.startsWith('•')))
      expect(log).toContain(line);
    const fr = (await svc.log(here, 50, { ...alice, locale: 'fr' })).reply.content;
    expect(fr).toContain('lance le dé');
    expect(fr).toContain('Bob (Bleu) a manqué 2 tours d’affilée');
    await svc.close();
  });

  it('keep their English words as legacy notes, said once in the log, when the replay throws other luck', async () => {
    // The first roll stored as a 1: the rules, replayed, throw what the seed and forced dice say.
    const old = await storedInEnglish((events, seq) =>
      seq === 1 ? events.map((e) => (e.dice ? { ...e, dice: [1] } : e)) : events,
    );
    const sentences = (
      await rawSql<{ events: string }>(old.path, `SELECT events FROM actions WHERE game_id = ? ORDER BY seq`, [old.id])
    )
      .flatMap((r) => JSON.parse(r.events) as store.OldEvent[])
      .map((e) => e.text);
    const logs = captureLog();
    const svc = await makeService(old.path);
    const log = (await svc.log(here, 50)).reply.content;
    await svc.status(here);
    const events = (await stored(old.path, (s) => s.toldSince(old.id, 0)))!.flatMap((a) => a.events);
    // Stored as Texts now, each keeping its English words.
    expect(events.map((e) => e.text)).toEqual(sentences.map((text) => ({ key: 'platform:legacy-note', params: { text } })));
    expect(log).toContain(String(sentences[0]));
    logs.restore();
    expect(logs.records().filter((r) => String(r.msg).includes('could not be told again'))).toHaveLength(1);
    await svc.close();
  });

  it('a compacted game’s result is told again from the replayed end', async () => {
    const path = tempDb();
    const svc = await makeService(path);
    await started(svc, [6, 4]);
    await resignNow(svc, alice);
    await svc.close();
    const ended = row(path);
    expect(ended.status).toBe('finished');
    // Compacted by a build of then: its result an English sentence, without winner seats.
    await rawSql(path, `UPDATE games SET result = ? WHERE id = ?`, [
      JSON.stringify({ winners: ['Bob'], text: 'Bob wins the race' }),
      ended.id,
    ]);
    await rawSql(path, `DELETE FROM game_states WHERE game_id = ?`, [ended.id]);
    await beforeTelling(path);
    const again = await makeService(path);
    expect((await again.status(here, { ...bob, locale: 'hu' })).reply.content).toContain('Bob (Kék) megnyerte a versenyt');
    expect(row(path).result).toEqual({
      winners: ['Bob'],
      seats: [1],
      text: { key: 'outcome.wins', params: { who: { seat: 1 } } },
    });
    await again.close();
  });

  it('notes: every old template is read back, names matched escaped or not; anything else is not', () => {
    const names = ['Al_ice', 'Bob'];
    expect(noteFromSentence("Al\\_ice handed Bob's seat to the AI (their time had run out).", names)).toEqual({
      key: 'platform:handover.done',
      params: { name: { seat: 0 }, seat: { seat: 1 } },
    });
    expect(noteFromSentence('Bob resigned: the AI takes their seat for their partner.', names)).toEqual({
      key: 'platform:resign.to-ai',
      params: { name: { seat: 1 } },
    });
    expect(
      noteFromSentence(
        '⚠ Bob could not make its move (a fault on my side). The creator can end the game with /game cancel.',
        names,
      ),
    ).toEqual({ key: 'platform:game.ai-stuck', params: { name: { seat: 1 } } });
    expect(noteFromSentence('Carol resigned: the AI takes their seat for their partner.', names)).toBeNull();
  });
});
