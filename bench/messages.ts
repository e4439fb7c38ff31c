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
  /** Picture bytes uploaded per game (every posted or edited message carrying a picture). */
  uploaded: number;
}

/** `keepsUnchanged`: an edit whose picture is the one its message shows uploads nothing (issue 21). */
export function messagesPerGame(def: AnyGame, render: RenderBoard, games = 5, keepsUnchanged = true): MessageFigure {
  const players = Math.min(4, Math.max(...(def.playerCounts ?? [def.maxPlayers])));
  let before = 0;
  let after = 0;
  let uploaded = 0;
  const sent = (reply: { image?: { data: Buffer } }) => (uploaded += reply.image?.data.length ?? 0);
  for (let g = 0; g < games; g++) {
    const path = join(mkdtempSync(join(tmpdir(), 'rerun-msgs-')), 'db.sqlite');
    const svc = createService({ databasePath: path, games: [def], render, seed: () => 1000 + g });
    const where: Where = { guildId: 'bench', channelId: 'c' };
    const actors: Actor[] = Array.from({ length: players }, (_, i) => ({ userId: `p${i}`, name: `Player ${i + 1}` }));
    let posted = 0;
    /** The picture the current turn message shows. */
    let shown: Buffer | undefined;
    const drain = (list: Announcement[]) => {
      for (const a of list) {
        if (a.kind === 'thread') drain(svc.placed(a.gameId, `t-${g}`));
        if (a.kind === 'turn') {
          sent(a.reply);
          shown = a.reply.image?.data;
          if (a.messageId === null) posted++;
          drain(svc.messagePosted(a.posts, a.channelId, a.messageId ?? `m${posted}`));
        }
        if (a.kind === 'say') {
          posted++;
          sent(a.reply);
        }
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
      const same = a.update && shown !== undefined && a.reply.image?.data.equals(shown);
      if (!a.reply.ephemeral && !(keepsUnchanged && same)) sent(a.reply);
      if (a.posts && !a.reply.ephemeral) shown = a.reply.image?.data;
      for (const e of a.edits ?? []) sent(e.reply);
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
  return { game: def.id, players, games, before: before / games, after: after / games, uploaded: uploaded / games };
}
