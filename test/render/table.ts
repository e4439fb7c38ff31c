// A table of a game after some all-AI play, and the caption its picture gets: what the render
// tests draw when they look at every game's picture in each language.
import { aiDecision, applyDecision, createMatch, type Match } from '../../src/engine/match';
import type { Locale } from '../../src/engine/text';
import type { GameDef } from '../../src/engine/types';
import type { Caption, SeatPaint } from '../../src/render/contract';
import { captionWords, shownDevices } from '../../src/services/messages/picture';
import { voice, words } from '../support/text';

type AnyGame = GameDef<any, any>;

/** As many seats as the game takes, named `names`, after up to `decisions` AI decisions from `seed`. */
export function playedTable(
  def: AnyGame,
  locale: Locale,
  { names, seed, decisions }: { names: readonly string[]; seed: number; decisions: number },
): { match: Match<any>; seats: SeatPaint[] } {
  const n = def.playerCounts ? Math.max(...def.playerCounts) : def.maxPlayers;
  const players = Array.from({ length: n }, (_, i) => ({ name: names[i], ai: true }));
  let { match } = createMatch(def, players, {}, seed);
  // Some play, so that the scene has moves, stacks and notes to draw.
  for (let i = 0; i < decisions; i++) {
    const d = aiDecision(def, match);
    if (!d) break;
    const r = applyDecision(def, match, d);
    if (!r.ok) break;
    match = r.value.match;
  }
  const paint = def.paint ? def.paint(match.state) : players.map((_, i) => ({ role: def.roles[i], color: def.colors[i] }));
  return {
    match,
    seats: players.map((p, i) => ({ name: p.name, color: paint[i].color, role: words(paint[i].role, { game: def.id, locale }) })),
  };
}

/** The caption of that table's picture: its game and turn, the first seat to move, a throw of 6 + 5. */
export function tableCaption(def: AnyGame, locale: Locale, match: Match<any>, seats: readonly SeatPaint[]): Caption {
  const me = voice({ game: def.id, locale });
  return {
    title: def.name,
    turn: match.step,
    whose: seats[0].name,
    dice: [6, 5],
    chance: match.lastChance,
    devices: shownDevices(me, def.devices),
    words: captionWords(me, match.step),
  };
}
