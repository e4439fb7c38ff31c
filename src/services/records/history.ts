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
  const games = loaded(deps, store.gamesOfUser(deps.db, where.guildId, userId, ['finished'])).filter(
    (l) => !game || l.def.id === game,
  );
  const per = new Map<string, { name: string; played: number; won: number }>();
  for (const l of games) {
    const e = per.get(l.def.id) ?? { name: gameName(deps, me, l.def), played: 0, won: 0 };
    e.played += 1;
    const seat = l.seats.find((s) => s.userId === userId)?.seat;
    if (seat !== undefined && winnersOf(l).includes(seat)) e.won += 1;
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
    const l = load(deps, row);
    if (!l) return me.t('history.gone', { id: row.id, game: row.game });
    const names = winnersOf(l).map((w) => esc(l.row.match!.seats[w]?.name ?? '?'));
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
