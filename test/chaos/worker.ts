// A child process for the chaos tests, started by test/support/bot.ts `launch` as `worker.ts <mode> <db> [seed]`
// (race mode: on the PostgreSQL database DATABASE_URL names when it is set, as the bot would be).
// burst: takes decisions as fast as it can (each human seat played by its AI's pick) and prints
//        "ack <game> <seq> <seat> <choice>" after each the service accepted; killed at random.
// race:  reads "go <channel> <user> <customId>" lines and clicks; prints "res <public|private>".
import { createInterface } from 'node:readline';
import { aiDecision } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import { playerCountsOf, createService, type Answer } from '../../src/services';
import * as store from '../../src/store';
import platform from '../../src/services/messages/text/en.json';
import { drain, stubRender } from '../support/service';
import { PLAYERS } from './players';

const [mode, db, seedText] = process.argv.slice(2);

/** Holds this process still for up to `ms` (a synchronous sleep: the service is synchronous too). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.random() * ms);

/**
 * In a race, every rules step takes up to 6 ms more, as a heavier game's might: that widens the
 * windows a second click can land in (between a load and its commit, and between a person's
 * commit and the auto-moves after it), so that a rare interleaving shows within a few thousand races.
 */
const games =
  mode === 'race'
    ? allGames().map((g) => ({ ...g, apply: (...a: Parameters<typeof g.apply>) => (pause(6), g.apply(...a)) }))
    : allGames();
const databaseUrl = mode === 'race' ? process.env.DATABASE_URL || undefined : undefined;
const svc = await createService({ databasePath: db, databaseUrl, seed: () => Number(seedText ?? 1), render: stubRender, games });
/** The burst's own look at the file, opened by burst() (race mode reads nothing but its answers). */
let reader: store.Db;
const say = (line: string) => process.stdout.write(`${line}\n`);

/** A running game to play on, or a new one (games take turns) in a fresh channel. */
async function liveGame(): Promise<store.GameRow> {
  const live = reader.prepare(`SELECT channel_id FROM games WHERE status = 'active' ORDER BY id LIMIT 1`).get() as
    { channel_id: string } | undefined;
  if (live) return store.liveGameIn(reader, live.channel_id)!;
  const n = (reader.prepare(`SELECT COUNT(*) AS n FROM games`).get() as { n: number }).n;
  const games = allGames();
  const def = games[n % games.length];
  const where = { guildId: 'g', channelId: `burst-${n + 1}` };
  // Two humans, and AI seats when the game needs more players.
  await svc.newGame(where, PLAYERS[0], def.id, Math.max(0, Math.min(...playerCountsOf(def)) - 2));
  await svc.join(where, PLAYERS[1]);
  const started = await svc.start(where, PLAYERS[0]);
  // As the bot does: the game gets its place (here no thread: it plays in the channel), its
  // first turn message is posted, and AI seats to move first play on.
  await drain(svc);
  const row = store.liveGameIn(reader, where.channelId)!;
  if (!started.reply.ephemeral) say(`start ${row.id} ${row.match!.step}`);
  return row;
}

let posted = 0;
/** Records a public answer as posted, as the bot does. */
async function post(service: typeof svc, a: Answer, channelId: string): Promise<void> {
  if (a.posts) await service.messagePosted(a.posts, channelId, `burst-msg-${process.pid}-${++posted}`);
}

async function burst(): Promise<void> {
  reader = store.open(db);
  // As the bot does when it starts: AI seats the kill left at rest play on before anyone decides
  // (a decision picked for a seat at rest would meet the game after the AI's catch-up, and be refused).
  await drain(svc);
  for (;;) {
    const row = await liveGame();
    const def = allGames().find((g) => g.id === row.game)!;
    const d = aiDecision(def, row.match!)!;
    const a = await svc.choose({ guildId: 'g', channelId: row.channelId }, PLAYERS[d.player], d.choice);
    // Acknowledged: a public turn message, or (a command within the same player's turn) the
    // private "Done" whose turn message the pump then updates.
    if (!a.reply.ephemeral || a.reply.content.startsWith(platform['game.done-in-message']))
      say(`ack ${row.id} ${row.match!.step + 1} ${d.player} ${d.choice}`);
    else say(`refused ${row.id} ${a.reply.content.slice(0, 80)}`);
    await post(svc, a, row.channelId);
    await drain(svc);
  }
}

function race(): void {
  const lines = createInterface({ input: process.stdin });
  // One click at a time, answered in the order they came (as the bot's queue of a place does).
  let done: Promise<void> = Promise.resolve();
  lines.on('line', (line) => {
    done = done.then(async () => {
      const [, channel, user, customId] = line.split(' ');
      const actor = PLAYERS.find((p) => p.userId === user)!;
      const a = await svc.component({ guildId: 'g', channelId: channel }, actor, customId);
      // One line per answer: a private text's line breaks would read as the next answers.
      say(a.reply.ephemeral ? `res private ${a.reply.content.replace(/\n/g, ' / ')}` : 'res public');
    });
  });
  lines.on('close', () => {
    void done.then(async () => {
      await svc.close();
      process.exit(0);
    });
  });
}

say('ready');
if (mode === 'burst') await burst();
else if (mode === 'race') race();
else throw new Error(`unknown mode ${mode}`);
