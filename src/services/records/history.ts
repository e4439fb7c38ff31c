// Looking across games in a server: your running games (/games), games played and won
// (/stats), finished games with their winners (/history). All private answers.
import * as store from '../../store';
import type { Actor, Answer, Where } from '../contract';
import type { Deps, Loaded } from '../core/context';
import { ephemeral } from '../messages/answers';
import { jumpLink } from '../messages/places';
import { clip, esc } from '../messages/text';
import { load } from './load';

const link = (g: store.GameRow): string => jumpLink(g.guildId, store.placeOf(g), g.lastMessageId);

function loaded(deps: Deps, ids: number[]): Loaded[] {
  return ids.map((id) => load(deps, store.gameById(deps.db, id))).filter((l): l is Loaded => l !== null);
}

const winnersOf = (l: Loaded): number[] => (l.row.match ? (l.def.outcome(l.row.match.state)?.winners ?? []) : []);

/** A finished game as /stats and /history see it; a compacted one from its result, without a replay. */
interface Past {
  row: store.GameRow;
  def: Loaded['def'];
  seats: store.SeatRow[];
  winners: number[];
}

function past(deps: Deps, row: store.GameRow | null): Past | null {
  const def = row && deps.games.get(row.game);
  if (!row || !def) return null;
  if (!row.match && row.result?.seats) return { row, def, seats: store.seatsOf(deps.db, row.id), winners: row.result.seats };
  const l = load(deps, row);
  return l && { ...l, winners: winnersOf(l) };
}

/** `/games`: the caller's running games in this server, whose turn each is, with links. */
export function myGames(deps: Deps, where: Where, actor: Actor): Answer {
  const games = loaded(deps, store.gamesOfUser(deps.db, where.guildId, actor.userId, ['active', 'lobby']));
  if (games.length === 0) return ephemeral('You have no running games in this server. Open one with /game new.');
  const lines = games.slice(0, 20).map((l) => {
    if (l.row.status === 'lobby') return `• **${esc(l.def.name)}**: lobby in <#${l.row.channelId}>`;
    const p = l.row.match ? l.def.pending(l.row.match.state) : null;
    const seat = p ? l.seats[p.player] : undefined;
    const whose = !seat ? 'no one to move' : seat.userId === actor.userId ? '**your turn**' : `${esc(seat.name)}'s turn`;
    return `• **${esc(l.def.name)}** in <#${store.placeOf(l.row)}>: turn ${l.row.turn.no}, ${whose} · ${link(l.row)}`;
  });
  return ephemeral(clip(['Your games here:', ...lines].join('\n'), 1900));
}

/** `/stats [user] [game]`: finished games played and won, per game, in this server. */
export function stats(deps: Deps, where: Where, userId: string, name: string, game?: string): Answer {
  const games = store
    .gamesOfUser(deps.db, where.guildId, userId, ['finished'])
    .map((id) => past(deps, store.gameById(deps.db, id)))
    .filter((l): l is Past => l !== null && (!game || l.def.id === game));
  const per = new Map<string, { name: string; played: number; won: number }>();
  for (const l of games) {
    const e = per.get(l.def.id) ?? { name: l.def.name, played: 0, won: 0 };
    e.played += 1;
    const seat = l.seats.find((s) => s.userId === userId)?.seat;
    if (seat !== undefined && l.winners.includes(seat)) e.won += 1;
    per.set(l.def.id, e);
  }
  if (per.size === 0)
    return ephemeral(`${esc(name)} has not finished a game${game ? ` of ${esc(game)}` : ''} in this server yet.`);
  const lines = [...per.values()].map((e) => `• **${esc(e.name)}**: played ${e.played}, won ${e.won}`);
  return ephemeral([`Games of ${esc(name)} in this server:`, ...lines].join('\n'));
}

/** `/history`: the server's finished games, newest first, with winners and links. */
export function history(deps: Deps, where: Where): Answer {
  const rows = store.gamesWhere(deps.db, `guild_id IS ? AND status = 'finished' ORDER BY id DESC LIMIT 15`, where.guildId);
  if (rows.length === 0) return ephemeral('No finished games in this server yet.');
  const lines = rows.map((row) => {
    const l = past(deps, row);
    if (!l) return `• game ${row.id} (${row.game})`;
    const names = l.winners.map((w) => esc(l.row.match?.seats[w]?.name ?? l.seats[w]?.name ?? '?'));
    return `• **${esc(l.def.name)}** (${row.updatedAt.slice(0, 10)}): ${names.length ? `won by ${names.join(' & ')}` : 'no winner'} · ${link(row)}`;
  });
  return ephemeral(clip(['Finished games here:', ...lines].join('\n'), 1900));
}
