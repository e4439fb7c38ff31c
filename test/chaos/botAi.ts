// The AI check of the bot crash probe: an AI seat whose turn it is when a restarted bot becomes
// ready must have moved within a bound (the bot's own start-up pump, or its timer, moves it).
import { allGames } from '../../src/games/registry';
import * as store from '../../src/store';

export interface AiTurn {
  gameId: number;
  version: number;
}

/** Running games whose turn is an AI seat's (or a seat the AI plays for someone away). */
export function aiTurns(db: store.Db): AiTurn[] {
  const defs = new Map(allGames().map((d) => [d.id, d]));
  const out: AiTurn[] = [];
  for (const row of store.gamesWhere(db, `status = 'active' AND placed = 1`)) {
    const def = defs.get(row.game);
    if (!def || !row.match || def.outcome(row.match.state) !== null) continue;
    const p = def.pending(row.match.state);
    const seat = p && store.seatsOf(db, row.id).find((s) => s.seat === p.player);
    if (seat && (seat.ai || seat.away)) out.push({ gameId: row.id, version: row.version });
  }
  return out;
}

export interface AiCounts {
  /** AI seats on their turn when a bot became ready after a restart. */
  atRestart: number;
  moved: number;
  /** Did not move within the bound. */
  stalled: number;
  /** The life ended before the bound, the seat not moved yet (the next restart looks again). */
  undecided: number;
}

const movedOn = (db: store.Db, t: AiTurn) => (store.gameById(db, t.gameId)?.version ?? t.version) !== t.version;

/** One life's look: the AI turns seen at ready, judged at the bound or when the life ends. */
export class AiWatch {
  private seen: AiTurn[] = [];
  private readyAt: number | null = null;

  constructor(
    private readonly c: AiCounts,
    private readonly boundMs: number,
    private readonly note: (line: string) => void,
  ) {}

  /** The bot is ready: which AI seats are on their turn now. */
  ready(db: store.Db, now: number): AiTurn[] {
    this.readyAt = now;
    this.seen = aiTurns(db);
    this.c.atRestart += this.seen.length;
    return this.seen;
  }

  /** True while seats seen at ready wait for their judgement. */
  get watching(): boolean {
    return this.seen.length > 0;
  }

  /** At the bound: each seat seen at ready has moved, or stalled. */
  check(db: store.Db, now: number): void {
    if (this.readyAt === null || !this.watching || now < this.readyAt + this.boundMs) return;
    for (const t of this.seen) {
      if (movedOn(db, t)) this.c.moved++;
      else {
        this.c.stalled++;
        this.note(`AI stalled in game ${t.gameId} at version ${t.version}: not moved ${this.boundMs} ms after a restart`);
      }
    }
    this.seen = [];
  }

  /** The life ended before the bound. */
  end(db: store.Db): void {
    for (const t of this.seen) {
      if (movedOn(db, t)) this.c.moved++;
      else this.c.undecided++;
    }
    this.seen = [];
  }
}
