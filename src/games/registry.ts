// Every game plug-in, checked once at start-up: one line per game below. A game never imports
// another game.
import { deviceFault, type Device } from '../engine/chance';
import type { AnyGame } from '../engine/types';
import { ateam } from './ateam';
import { atcha } from './atcha';
import { bionicWoman } from './bionic-woman';
import { actionMan } from './action-man';
import { deathStar } from './death-star';
import { diceRace } from './dice-race';

/** The games offered on Discord. */
const games: AnyGame[] = [ateam, atcha, bionicWoman, deathStar, actionMan];
/** Example games: complete and tested, for tests, the local table and docs/adding-a-game.md; not offered on Discord. */
const examples: AnyGame[] = [diceRace];

function check(def: AnyGame): AnyGame {
  const problems: string[] = [];
  if (!/^[a-z][a-z0-9-]{1,15}$/.test(def.id)) problems.push('id must be a short lower-case slug');
  if (def.minPlayers < 1 || def.maxPlayers < def.minPlayers) problems.push('bad player range');
  if (def.colors.length < def.maxPlayers) problems.push('one colour per seat needed');
  if (def.roles.length < def.maxPlayers) problems.push('one role per seat needed');
  for (const fn of ['setup', 'pending', 'apply', 'view', 'hand', 'outcome', 'scene', 'status', 'resign', 'ai'] as const) {
    if (typeof def[fn] !== 'function') problems.push(`missing ${fn}()`);
  }
  const kinds = (def.devices ?? []).map((d) => d.kind);
  if (new Set(kinds).size !== kinds.length) problems.push('two devices of one kind');
  for (const d of def.devices ?? []) {
    const fault = deviceFault(d);
    if (fault) problems.push(`device ${fault}`);
  }
  if (problems.length) throw new Error(`game ${def.id}: ${problems.join(', ')}`);
  return def;
}

const offered = games.map(check);
const exampled = examples.map(check);
{
  const ids = [...offered, ...exampled].map((g) => g.id);
  if (new Set(ids).size !== ids.length) throw new Error(`two games share an id: ${ids.join(', ')}`);
}

/** The games offered on Discord. */
export function allGames(): AnyGame[] {
  return [...offered];
}

/** The example games (not offered on Discord). */
export function exampleGames(): AnyGame[] {
  return [...exampled];
}

/** Every game's own chance devices, the examples' too (the local table's forced tokens). */
export function allDevices(): Device[] {
  return [...offered, ...exampled].flatMap((g) => g.devices ?? []);
}
