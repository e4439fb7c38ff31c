// Looking across games in a server: your running games (/games), games played and won
// (/stats), finished games with their winners (/history). All private answers, in the asker's language.
import * as store from '../../store';
import type { Actor, Answer, Asker, Where } from '../contract';
import type { Deps, Loaded } from '../core/context';
import { ephemeral } from '../messages/answers';
import { jumpLink } from '../messages/places';
import { clip, esc } from '../messages/text';
import { gameName, privateVoice } from '../messages/voices';
import type { Voice } from '../core/texts';
import { byId, load } from './load';

const link = (g: store.GameRow): string => jumpLink(g.guildId, store.placeOf(g), g.lastMessageId);

async function loaded(deps: Deps, ids: number[]): Promise<Loaded[]> {
  const out: Loaded[] = [];
  for (const id of ids) {
    const l = await byId(deps, id);
    if (l !== null) out.push(l);
  }
  return out;
}

const winnersOf = (l: Loaded): readonly number[] => (l.row.match ? (l.def.outcome(l.row.match.state)?.winners ?? []) : []);

/** A finished game as /stats and /history see it; a compacted one from its result, without a replay. */
interface Past {
  row: store.GameRow;
  def: Loaded['def'];
  seats: store.SeatRow[];
  winners: readonly number[];
}

async function past(deps: Deps, row: store.GameRow | null): Promise<Past | null> {
  const def = row && deps.games.get(row.game);
  if (!row || !def) return null;
  if (!row.match && row.result) return { row, def, seats: await deps.store.seatsOf(row.id), winners: row.result.seats };
  const l = await load(deps, row);
  return l && { ...l, winners: winnersOf(l) };
}

/** How many games a /games list shows (a private message holds about that many lines). */
const LISTED = 20;

/** Seconds since the epoch of a stored time, for Discord's relative time (<t:…:R>). */
const unix = (at: string): number => Math.floor(Date.parse(at) / 1000);

/** One running game's line: where, which turn, whose (the asker's own in bold), the last move, a link. */
function gameLine(deps: Deps, me: Voice, l: Loaded, asker: string): string {
  const p = l.row.match ? l.def.pending(l.row.match.state) : null;
  const seat = p ? l.seats[p.player] : undefined;
  const whose = !seat
    ? me.t('games.nobody')
    : seat.userId === asker
      ? me.t('games.yours')
      : me.t('games.theirs', { name: esc(seat.name) });
  return me.t('games.line', {
    game: esc(gameName(deps, me, l.def)),
    place: `<#${store.placeOf(l.row)}>`,
    n: l.row.turn.no,
    whose,
    since: `<t:${unix(l.row.updatedAt)}:R>`,
    link: link(l.row),
  });
}

/** True when it is `userId`'s turn in the game. */
function waitsFor(l: Loaded, userId: string): boolean {
  const p = l.row.match ? l.def.pending(l.row.match.state) : null;
  return p !== null && l.seats[p.player]?.userId === userId;
}

/**
 * `/games`: the caller's running games in every server they share with the bot, their turn
 * first, then the most recently played, and their lobbies here. `/games all:true` in a server:
 * every running game there, for those who only watch, with how to follow one.
 */
export async function myGames(deps: Deps, where: Where, actor: Actor, all = false): Promise<Answer> {
  const me = privateVoice(deps, actor);
  if (all) {
    if (where.guildId === null) return ephemeral(me.t('games.all-server'));
    const running = await loaded(deps, await deps.store.liveGamesIn(where.guildId, LISTED));
    if (running.length === 0) return ephemeral(me.t('games.none-all'));
    const lines = running.map((l) => gameLine(deps, me, l, actor.userId));
    return ephemeral(clip([me.t('games.head-all'), me.t('games.follow'), ...lines].join('\n'), 1900));
  }
  const running = await loaded(deps, await deps.store.liveGamesOf(actor.userId));
  const lobbies = await loaded(deps, await deps.store.gamesOfUser(where.guildId, actor.userId, ['lobby']));
  if (running.length === 0 && lobbies.length === 0) return ephemeral(me.t('games.none'));
  const latest = (l: Loaded) => Date.parse(l.row.updatedAt);
  running.sort(
    (a, b) =>
      Number(waitsFor(b, actor.userId)) - Number(waitsFor(a, actor.userId)) || latest(b) - latest(a) || b.row.id - a.row.id,
  );
  const lines = [
    ...running.slice(0, LISTED).map((l) => gameLine(deps, me, l, actor.userId)),
    ...lobbies.map((l) => me.t('games.lobby', { game: esc(gameName(deps, me, l.def)), channel: `<#${l.row.channelId}>` })),
  ];
  return ephemeral(clip([me.t('games.head'), ...lines].join('\n'), 1900));
}

/** `/stats [user] [game]`: finished games played and won, per game, in this server. */
export async function stats(
  deps: Deps,
  where: Where,
  actor: Actor,
  userId: string,
  name: string,
  game?: string,
): Promise<Answer> {
  const me = privateVoice(deps, actor);
  const games: Past[] = [];
  for (const id of await deps.store.gamesOfUser(where.guildId, userId, ['finished'])) {
    const l = await past(deps, await deps.store.gameById(id));
    if (l !== null && (!game || l.def.id === game)) games.push(l);
  }
  const per = new Map<string, { name: string; played: number; won: number }>();
  for (const l of games) {
    const e = per.get(l.def.id) ?? { name: gameName(deps, me, l.def), played: 0, won: 0 };
    e.played += 1;
    const seat = l.seats.find((s) => s.userId === userId)?.seat;
    if (seat !== undefined && l.winners.includes(seat)) e.won += 1;
    per.set(l.def.id, e);
  }
  if (per.size === 0) {
    const def = game ? deps.games.get(game) : undefined;
    const named = game ? esc(def ? gameName(deps, me, def) : game) : '';
    return ephemeral(me.t('stats.none', { name: esc(name), game: named, has: game ? 'yes' : 'no' }));
  }
  const lines = [...per.values()].map((e) => me.t('stats.line', { game: esc(e.name), played: e.played, won: e.won }));
  return ephemeral([me.t('stats.head', { name: esc(name) }), ...lines].join('\n'));
}

/** `/history`: the server's finished games, newest first, with winners and links. */
export async function history(deps: Deps, where: Where, asker?: Asker): Promise<Answer> {
  const me = privateVoice(deps, asker);
  const rows = await deps.store.finishedGamesOf(where.guildId, 15);
  if (rows.length === 0) return ephemeral(me.t('history.none'));
  const lines: string[] = [];
  for (const row of rows) {
    const l = await past(deps, row);
    if (!l) {
      lines.push(me.t('history.gone', { id: row.id, game: row.game }));
      continue;
    }
    const names = l.winners.map((w) => esc(l.row.match?.seats[w]?.name ?? l.seats[w]?.name ?? '?'));
    lines.push(
      me.t('history.line', {
        game: esc(gameName(deps, me, l.def)),
        date: row.updatedAt.slice(0, 10),
        winners: names.join(' & '),
        won: names.length ? 'yes' : 'no',
        link: link(row),
      }),
    );
  }
  return ephemeral(clip([me.t('history.head'), ...lines].join('\n'), 1900));
}
