// The AI check of the bot crash probe: an AI seat whose turn it was when the bot was killed must
// have moved within a bound after the restarted bot is ready (its start-up pump or its timer
// moves it: nobody else can on an AI seat's turn).
import { allGames } from '../../src/games/registry';
import type { Look } from './look';

export interface AiTurn {
  gameId: number;
  version: number;
}

/** Running games whose turn is an AI seat's (or a seat the AI plays for someone away). */
export async function aiTurns(db: Look): Promise<AiTurn[]> {
  const defs = new Map(allGames().map((d) => [d.id, d]));
  const out: AiTurn[] = [];
  for (const row of await db.placedActive()) {
    const def = defs.get(row.game);
    if (!def || !row.match || def.outcome(row.match.state) !== null) continue;
    const p = def.pending(row.match.state);
    const seat = p && (await db.seatsOf(row.id)).find((s) => s.seat === p.player);
    if (seat && (seat.ai || seat.away)) out.push({ gameId: row.id, version: row.version });
  }
  return out;
}

export interface AiCounts {
  /** AI seats on their turn when a bot was killed. */
  atRestart: number;
  moved: number;
  /** Did not move within the bound. */
  stalled: number;
  /** The life ended before the bound, the seat not moved yet (the next restart looks again). */
  undecided: number;
}

const movedOn = async (db: Look, t: AiTurn) => ((await db.gameById(t.gameId))?.version ?? t.version) !== t.version;

/** One life's look: the AI turns the last kill left, judged at the bound after ready or when the life ends. */
export class AiWatch {
  private seen: AiTurn[] = [];
  private readyAt: number | null = null;

  constructor(
    private readonly c: AiCounts,
    private readonly boundMs: number,
    private readonly note: (line: string) => void,
  ) {}

  /** Before the restart (the killed bot gone): which AI seats are on their turn. */
  async look(db: Look): Promise<AiTurn[]> {
    this.seen = await aiTurns(db);
    this.c.atRestart += this.seen.length;
    return this.seen;
  }

  /** The restarted bot is ready: the bound runs from now. */
  ready(now: number): void {
    this.readyAt = now;
  }

  /** True while seats seen at ready wait for their judgement. */
  get watching(): boolean {
    return this.seen.length > 0;
  }

  /** At the bound: each seat seen at ready has moved, or stalled. */
  async check(db: Look, now: number): Promise<void> {
    if (this.readyAt === null || !this.watching || now < this.readyAt + this.boundMs) return;
    for (const t of this.seen) {
      if (await movedOn(db, t)) this.c.moved++;
      else {
        this.c.stalled++;
        this.note(`AI stalled in game ${t.gameId} at version ${t.version}: not moved ${this.boundMs} ms after a restart`);
      }
    }
    this.seen = [];
  }

  /** The life ended before the bound. */
  async end(db: Look): Promise<void> {
    for (const t of this.seen) {
      if (await movedOn(db, t)) this.c.moved++;
      else this.c.undecided++;
    }
    this.seen = [];
  }
}
