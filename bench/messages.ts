// Public messages per complete game with every seat a person (each taking what its seat's AI
// would), before and after issue 8. Before: every lobby click and every decision posted a new
// message. After: the lobby is one message edited in place, each player-turn is one message
// (decisions inside it update it), forced decisions are taken automatically.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aiDecision } from '../src/engine/match';
import type { RenderBoard } from '../src/render/contract';
import { createService, type Actor, type Announcement, type AnyGame, type Where } from '../src/services';
import * as store from '../src/store';

export interface MessageFigure {
  game: string;
  players: number;
  games: number;
  before: number;
  after: number;
}

export function messagesPerGame(def: AnyGame, render: RenderBoard, games = 5): MessageFigure {
  const players = Math.min(4, Math.max(...(def.playerCounts ?? [def.maxPlayers])));
  let before = 0;
  let after = 0;
  for (let g = 0; g < games; g++) {
    const path = join(mkdtempSync(join(tmpdir(), 'rerun-msgs-')), 'db.sqlite');
    const svc = createService({ databasePath: path, games: [def], render, seed: () => 1000 + g });
    const where: Where = { guildId: 'bench', channelId: 'c' };
    const actors: Actor[] = Array.from({ length: players }, (_, i) => ({ userId: `p${i}`, name: `Player ${i + 1}` }));
    let posted = 0;
    const drain = (list: Announcement[]) => {
      for (const a of list) {
        if (a.kind === 'thread') drain(svc.placed(a.gameId, `t-${g}`));
        if (a.kind === 'turn') {
          if (a.messageId === null) posted++;
          drain(svc.messagePosted(a.posts, a.channelId, a.messageId ?? `m${posted}`));
        }
        if (a.kind === 'say') posted++;
      }
    };
    const lobby = svc.newGameWith(where, actors[0], def.id, {});
    posted++;
    if (lobby.posts) svc.messagePosted(lobby.posts, where.channelId, 'lobby');
    for (const a of actors.slice(1)) svc.join(where, a);
    svc.start(where, actors[0]);
    drain(svc.pump());
    const place: Where = { guildId: 'bench', channelId: `t-${g}` };
    const db = store.open(path);
    for (let i = 0; i < 20_000; i++) {
      const row = store.latestGameIn(db, place.channelId);
      if (!row || row.status !== 'active') break;
      const d = aiDecision(def, row.match!)!;
      const a = svc.choose(place, actors[d.player], d.choice);
      if (a.posts && !a.update && !a.reply.ephemeral) {
        posted++;
        drain(svc.messagePosted(a.posts, place.channelId, `m${posted}`));
      }
      drain(svc.pump());
    }
    const id = store.latestGameIn(db, place.channelId)!.id;
    // Before: the lobby and each of its clicks, the start, and one message per decision.
    before += players + 1 + store.actionsOf(db, id).length;
    after += posted;
    db.close();
    svc.close();
  }
  return { game: def.id, players, games, before: before / games, after: after / games };
}
