// A player's games from anywhere: a command about one game asked outside its server channel (the
// bot's DM, another DM or a group DM, a server without the bot) is about one of the player's
// running games, named by the `game` option (autocompleted here) or the only one they play in.
// Only games the player sits in are offered or picked: a DM shows nobody else's game.
import * as store from '../../store';
import type { Actor, Answer, AutocompleteOption, Where } from '../contract';
import type { Deps, Loaded } from '../core/context';
import type { Voice } from '../core/texts';
import { fail } from '../messages/answers';
import { gameName, privateVoice } from '../messages/voices';
import { byId } from '../records/load';

/** The game a command from anywhere is about: its place, or the private answer saying why none. */
export type Picked = { where: Where } | { answer: Answer };

/** Discord shows at most 25 suggestions. */
const SUGGESTED = 25;

async function runningOf(deps: Deps, userId: string): Promise<Loaded[]> {
  const out: Loaded[] = [];
  for (const id of await deps.store.liveGamesOf(userId)) {
    const l = await byId(deps, id);
    if (l?.row.status === 'active') out.push(l);
  }
  return out;
}

/** The seat whose decision the game waits for, if any. */
function waitingSeat(l: Loaded) {
  const p = l.row.match ? l.def.pending(l.row.match.state) : null;
  return p ? l.seats[p.player] : undefined;
}

const yoursFirst = (userId: string) => (a: Loaded, b: Loaded) =>
  Number(waitingSeat(b)?.userId === userId) - Number(waitingSeat(a)?.userId === userId) ||
  Date.parse(b.row.updatedAt) - Date.parse(a.row.updatedAt) ||
  b.row.id - a.row.id;

const whereOf = (l: Loaded): Where => ({ guildId: l.row.guildId, channelId: store.placeOf(l.row) });

/** The game `typed` names among `games`: its id (what autocomplete sends), or a name only one of them has. */
function named(deps: Deps, me: Voice, games: Loaded[], typed: string): Loaded | null {
  const t = typed.trim().toLowerCase();
  const byId = games.find((l) => String(l.row.id) === t);
  if (byId) return byId;
  const same = games.filter((l) => l.def.id === t || gameName(deps, me, l.def).toLowerCase() === t);
  return same.length === 1 ? same[0] : null;
}

/** Which of the actor's running games `game` (the option, null when not given) means. */
export async function pickGame(deps: Deps, actor: Actor, game: string | null): Promise<Picked> {
  const me = privateVoice(deps, actor);
  const games = await runningOf(deps, actor.userId);
  if (game !== null) {
    const l = named(deps, me, games, game);
    return l ? { where: whereOf(l) } : { answer: fail(me, 'anywhere.not-yours') };
  }
  if (games.length === 0) return { answer: fail(me, 'anywhere.none') };
  if (games.length > 1) return { answer: fail(me, 'anywhere.pick', { n: games.length }) };
  return { where: whereOf(games[0]) };
}

/** The actor's running games as `game` choices, their turn first: "The A-Team in #boardgames, your turn". */
export async function suggestGames(
  deps: Deps,
  actor: Actor,
  typed: string,
  placeName: (channelId: string) => string | null = () => null,
): Promise<AutocompleteOption[]> {
  const me = privateVoice(deps, actor);
  const games = (await runningOf(deps, actor.userId)).sort(yoursFirst(actor.userId));
  const t = typed.trim().toLowerCase();
  return games
    .map((l) => ({ name: label(deps, me, l, actor.userId, placeName(l.row.channelId)), value: String(l.row.id) }))
    .filter((o) => t === '' || o.name.toLowerCase().includes(t) || o.value === t)
    .slice(0, SUGGESTED);
}

function label(deps: Deps, me: Voice, l: Loaded, userId: string, channel: string | null): string {
  const seat = waitingSeat(l);
  const whose = !seat
    ? me.t('games.nobody')
    : seat.userId === userId
      ? me.t('anywhere.yours')
      : me.t('games.theirs', { name: seat.name });
  const game = gameName(deps, me, l.def);
  return channel === null
    ? me.t('anywhere.choice-unnamed', { game, id: l.row.id, whose })
    : me.t('anywhere.choice', { game, channel, whose });
}
