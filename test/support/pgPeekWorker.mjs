// The thread behind stores.ts peek on PostgreSQL: it runs one query at a time for the main
// thread, which waits on `flag` (Atomics, a count of answers), so that synchronous test helpers can read a database
// through a kept connection. Plain JavaScript: a worker thread loads it without a transform.
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

// BIGINT as numbers, as the store's pool reads it (src/store/pg/pool.ts).
pg.types.setTypeParser(20, Number);

const { port, flag } = workerData;
const clients = new Map();

parentPort.on('message', async ({ url, sql, id }) => {
  let answer;
  try {
    let client = clients.get(url);
    if (!client) {
      client = new pg.Client({ connectionString: url });
      await client.connect();
      clients.set(url, client);
    }
    answer = { rows: (await client.query(sql)).rows };
  } catch (e) {
    answer = { error: String(e) };
  }
  // The answer names its question; the flag counts answers (the main thread waits for it to move).
  port.postMessage({ id, ...answer });
  Atomics.add(flag, 0, 1);
  Atomics.notify(flag, 0);
});
