// Issue 19, stored data: a game stored before its game spoke in Texts has English sentences in
// its action log and notes. Its events are told again by replay (the same luck, or nothing
// changes); the platform's notes are read back into keys, or kept as a legacy note.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/types';
import { noteFromSentence } from '../../src/services/records/retell';
import type * as store from '../../src/store';
import { captureLog } from '../log/capture';
import { alice, bob, here, makeService, resignNow, row, started, tempDb, toMove } from '../support/service';
import { rawSql, stored } from '../support/stores';
import { words } from '../support/text';

const NAMES = ['Alice', 'Bob'];
const english = (e: GameEvent): store.StoredEvent => ({ ...e, text: words(e.text, { game: 'dice-race', names: NAMES }) });

/** A two-player race a few rolls in, then stored as it was before issue 19 (events and notes in English). */
async function storedInEnglish(luck: (events: store.StoredEvent[], seq: number) => store.StoredEvent[] = (e) => e) {
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
  return { path, id, texts, before };
}

describe('games stored with English sentences', () => {
  it('are told again in Texts by replay, once: the log reads as before, and in French', async () => {
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

  it('are left as they are, said once in the log, when the replay throws other luck', async () => {
    // The first roll stored as a 1: the rules, replayed, throw what the seed and forced dice say.
    const old = await storedInEnglish((events, seq) =>
      seq === 1 ? events.map((e) => (e.dice ? { ...e, dice: [1] } : e)) : events,
    );
    const logs = captureLog();
    const svc = await makeService(old.path);
    const log = (await svc.log(here, 50)).reply.content;
    await svc.status(here);
    const events = (await stored(old.path, (s) => s.toldSince(old.id, 0)))!.flatMap((a) => a.events);
    const table = await rawSql<{ events: string }>(old.path, `SELECT events FROM actions WHERE game_id = ?`, [old.id]);
    // Still sentences in the table; read back as legacy notes that keep their English words.
    expect(table.flatMap((r) => JSON.parse(r.events) as store.StoredEvent[]).every((e) => typeof e.text === 'string')).toBe(true);
    expect(events.map((e) => e.text.key)).toEqual(events.map(() => 'platform:legacy-note'));
    expect(log).toContain(String(events[0].text.params?.text));
    logs.restore();
    expect(logs.records().filter((r) => String(r.msg).includes('could not be retold'))).toHaveLength(1);
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
    // Compacted before issue 19: its result kept as an English sentence.
    expect(await stored(path, (s) => s.compact(ended.id, ended.version, { winners: ['Bob'], text: 'Bob wins the race' }))).toBe(
      true,
    );
    const again = await makeService(path);
    expect((await again.status(here, { ...bob, locale: 'hu' })).reply.content).toContain('Bob (Kék) megnyerte a versenyt');
    expect(row(path).result).toEqual({ winners: ['Bob'], text: { key: 'outcome.wins', params: { who: { seat: 1 } } } });
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
