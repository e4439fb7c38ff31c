// Looking across games in a server: your running games (/games), games played and won
// (/stats), finished games with their winners (/history). All private answers, in the asker's language.
import * as store from '../../store';
import type { Actor, Answer, Asker, Where } from '../contract';
import type { Deps, Loaded } from '../core/context';
import { ephemeral } from '../messages/answers';
import { jumpLink } from '../messages/places';
import { clip, esc } from '../messages/text';
import { gameName, privateVoice } from '../messages/voices';
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
  const me = privateVoice(deps, actor);
  const games = loaded(deps, store.gamesOfUser(deps.db, where.guildId, actor.userId, ['active', 'lobby']));
  if (games.length === 0) return ephemeral(me.t('games.none'));
  const lines = games.slice(0, 20).map((l) => {
    const game = esc(gameName(deps, me, l.def));
    if (l.row.status === 'lobby') return me.t('games.lobby', { game, channel: `<#${l.row.channelId}>` });
    const p = l.row.match ? l.def.pending(l.row.match.state) : null;
    const seat = p ? l.seats[p.player] : undefined;
    const whose = !seat
      ? me.t('games.nobody')
      : seat.userId === actor.userId
        ? me.t('games.yours')
        : me.t('games.theirs', { name: esc(seat.name) });
    return me.t('games.line', { game, place: `<#${store.placeOf(l.row)}>`, n: l.row.turn.no, whose, link: link(l.row) });
  });
  return ephemeral(clip([me.t('games.head'), ...lines].join('\n'), 1900));
}

/** `/stats [user] [game]`: finished games played and won, per game, in this server. */
export function stats(deps: Deps, where: Where, actor: Actor, userId: string, name: string, game?: string): Answer {
  const me = privateVoice(deps, actor);
  const games = store
    .gamesOfUser(deps.db, where.guildId, userId, ['finished'])
    .map((id) => past(deps, store.gameById(deps.db, id)))
    .filter((l): l is Past => l !== null && (!game || l.def.id === game));
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
export function history(deps: Deps, where: Where, asker?: Asker): Answer {
  const me = privateVoice(deps, asker);
  const rows = store.gamesWhere(deps.db, `guild_id IS ? AND status = 'finished' ORDER BY id DESC LIMIT 15`, where.guildId);
  if (rows.length === 0) return ephemeral(me.t('history.none'));
  const lines = rows.map((row) => {
    const l = past(deps, row);
    if (!l) return me.t('history.gone', { id: row.id, game: row.game });
    const names = l.winners.map((w) => esc(l.row.match?.seats[w]?.name ?? l.seats[w]?.name ?? '?'));
    return me.t('history.line', {
      game: esc(gameName(deps, me, l.def)),
      date: row.updatedAt.slice(0, 10),
      winners: names.join(' & '),
      won: names.length ? 'yes' : 'no',
      link: link(row),
    });
  });
  return ephemeral(clip([me.t('history.head'), ...lines].join('\n'), 1900));
}
