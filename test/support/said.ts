// Everything a game says while it is played, collected with where it was said: the set-up's
// events, every prompt and choice label, every event and its label, status lines, the picture's
// notes, seat lines and markers, hands, card refusals, outcomes, roles and device names. Played
// by the AIs from a few seeds (and with a seat resigning), for the guards on texts.
import { aiDecision, applyDecision, createMatch, type Match } from '../../src/engine/match';
import type { Text } from '../../src/engine/text';
import type { AnyGame, GameEvent } from '../../src/engine/types';
import { aiSeats } from './game';

export interface Said {
  where: string;
  text: Text;
}

export interface SaidOptions {
  games?: number;
  maxSteps?: number;
}

function ofState(def: AnyGame, m: Match, step: number, out: Said[]): void {
  const at = (what: string) => `${what} at step ${step}`;
  const say = (where: string, text: Text) => out.push({ where, text });
  const pending = def.pending(m.state);
  if (pending) {
    say(at('prompt'), pending.prompt);
    for (const c of pending.choices) say(at(`label of ${c.id}`), c.label);
  }
  const outcome = def.outcome(m.state);
  if (outcome) say(at('outcome'), outcome.text);
  def.status(m.state).forEach((x, i) => say(at(`status line ${i}`), x));
  const scene = def.scene(m.state);
  (scene.notes ?? []).forEach((x, i) => say(at(`scene note ${i}`), x));
  (scene.seatLines ?? []).forEach((x, i) => say(at(`seat line ${i}`), x));
  (scene.markers ?? []).forEach((x, i) => say(at(`marker ${i}`), x.label));
  if (def.paint) def.paint(m.state).forEach((x, i) => say(at(`painted role ${i}`), x.role));
  for (let p = 0; p < m.seats.length; p++) {
    for (const c of def.hand(m.state, p)) {
      say(at(`name of card ${c.id}`), c.name);
      say(at(`text of card ${c.id}`), c.text);
      for (const target of [undefined, ...m.seats.keys()]) {
        const why = def.cardRefusal?.(m.state, p, c.id, target);
        if (why) say(at(`refusal of ${c.id} on ${String(target)}`), why);
      }
    }
  }
}

function ofEvents(events: readonly GameEvent[], where: string, out: Said[]): void {
  events.forEach((e, i) => {
    out.push({ where: `${where}: event ${i}`, text: e.text });
    if (e.label !== undefined) out.push({ where: `${where}: label of event ${i}`, text: e.label });
  });
}

/** What `def` says over a few all-AI games (the last one with a seat resigning half-way). */
export function saidBy(def: AnyGame, opts: SaidOptions = {}): Said[] {
  const games = opts.games ?? 3;
  const maxSteps = opts.maxSteps ?? 300;
  const out: Said[] = [];
  def.roles.forEach((r, i) => out.push({ where: `role ${i}`, text: r }));
  for (const d of def.devices ?? []) for (const f of d.faces) out.push({ where: `face of ${d.kind}`, text: f.name });
  const seats = Math.max(...(def.playerCounts ?? [def.maxPlayers]));
  for (let g = 0; g < games; g++) {
    const start = createMatch(def, aiSeats(seats), {}, 1000 + g);
    ofEvents(start.events, 'set-up', out);
    let m = start.match;
    for (let step = 0; step < maxSteps; step++) {
      ofState(def, m, step, out);
      const pending = def.pending(m.state);
      if (!pending) break;
      if (g === games - 1 && step === Math.floor(maxSteps / 3)) {
        const left = def.resign(m.state, pending.player);
        ofEvents(left.events, `resign at step ${step}`, out);
        m = { ...m, state: left.state, step: m.step + 1 };
        continue;
      }
      const res = applyDecision(def, m, aiDecision(def, m, pending)!, pending);
      if (!res.ok) throw new Error(`${def.id}: the AI's move refused at step ${step}`);
      ofEvents(res.value.events, `step ${step}`, out);
      m = res.value.match;
    }
  }
  return out;
}
