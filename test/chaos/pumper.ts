// A child process for the claims race (claims.test.ts), started as `pumper.ts <db> <name> <startAt>`:
// a shard-like service named <name> pumps as fast as it can from <startAt> (ms, shared by all the
// pumpers) for a second and a half, never acknowledging, and prints what it was handed as JSON.
import { diceRace } from '../../src/games/dice-race';
import { createService } from '../../src/services';
import { stubRender } from '../support/service';

const [db, name, startAt] = process.argv.slice(2);
const svc = await createService({ databasePath: db, games: [diceRace], render: stubRender, worker: name });
// Everyone starts at the same moment: asleep until just before it (three processes spinning for
// seconds took more CPU than the race), then a busy wait for the last few milliseconds.
await new Promise((r) => setTimeout(r, Math.max(0, Number(startAt) - Date.now() - 30)));
while (Date.now() < Number(startAt));
const got = new Set<string>();
let pumps = 0;
const end = Date.now() + 1500;
while (Date.now() < end) {
  pumps++;
  for (const a of await svc.pump())
    got.add(a.kind === 'thread' ? `game ${a.gameId}` : a.kind === 'say' ? `outbox ${a.outbox}` : a.kind);
}
await svc.close();
process.stdout.write(`${JSON.stringify({ pumps, got: [...got] })}\n`);
