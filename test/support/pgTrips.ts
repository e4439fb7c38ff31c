// Round trips to PostgreSQL as a flow waits for them: a statement goes out when its connection
// sends its Sync (extended protocol) or its Query (simple), and is answered at the ReadyForQuery
// that follows. One sent while no statement is awaiting an answer starts a round trip; statements
// sent behind it before it is answered (pipelined on its connection, or side by side on another)
// ride along. One flow at a time (a bench worker's decision): then it is the number of times the
// flow waits on the server, what a database a zone away multiplies.
import type pg from 'pg';

interface Wire {
  sync(): void;
  query(text: string): void;
  prependListener(event: 'readyForQuery', fn: () => void): void;
}

interface Counts {
  trips: number;
  statements: number;
  /** Statements sent and not yet answered, on every connection counted. */
  awaiting: number;
}

export interface TripCounter {
  /** Round trips so far, on every connection the pool opened since `countTrips`. */
  readonly trips: number;
  /** Statements sent so far. */
  readonly statements: number;
}

/** Counts the round trips of every connection `pool` opens from now on. */
export function countTrips(pool: pg.Pool): TripCounter {
  const c: Counts = { trips: 0, statements: 0, awaiting: 0 };
  pool.on('connect', (client) => watch(client, c));
  return c;
}

/** Counts the round trips of every connection any pool or client of this process opens from now on. */
export function countAllTrips(pgModule: typeof pg): TripCounter {
  const c: Counts = { trips: 0, statements: 0, awaiting: 0 };
  const proto = pgModule.Client.prototype as unknown as { connect: (...a: unknown[]) => unknown };
  const connect = proto.connect;
  proto.connect = function (this: pg.Client, ...a: unknown[]) {
    watch(this, c);
    return connect.apply(this, a);
  };
  return c;
}

function watch(client: pg.Client, c: Counts): void {
  const wire = (client as unknown as { connection: Wire }).connection;
  let mine = 0;
  const sent = () => {
    c.statements++;
    mine++;
    if (c.awaiting++ === 0) c.trips++;
  };
  const sync = wire.sync.bind(wire);
  const query = wire.query.bind(wire);
  wire.sync = () => (sent(), sync());
  wire.query = (text: string) => (sent(), query(text));
  // Before the client's own listener, which sends the next queued statement at once.
  // The first ReadyForQuery is the connection's own, at its start-up.
  wire.prependListener('readyForQuery', () => {
    if (mine === 0) return;
    mine--;
    c.awaiting--;
  });
}
