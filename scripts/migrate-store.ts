// `npm run migrate-store -- --from rerun.db --to postgres://user:password@host:5432/rerun`: moves
// a bot's data from its SQLite file into an empty PostgreSQL database (src/store/move.ts), then
// prints each table's rows and checksum. Stop the bot first. The URL may instead be the bot's
// own DATABASE_URL (the environment, or .env as the bot reads it: out of the shell's history).
// The URL holds a password: only its host, port and database are ever printed.
import { parseArgs } from 'node:util';
import { readEnvFile } from '../src/config';
import { moveStore } from '../src/store/move';
import { isPostgresUrl } from '../src/store/pg/pgStore';

const USAGE =
  'Usage: npm run migrate-store -- --from <sqlite file> --to <postgres://… URL> (or DATABASE_URL set, as for the bot)\n';

/** Where the URL points, without its user or password. */
function described(url: string): string {
  try {
    const u = new URL(url);
    return `database ${decodeURIComponent(u.pathname.slice(1)) || '(default)'} on ${u.hostname || 'localhost'}${u.port ? `:${u.port}` : ''}`;
  } catch {
    return 'the database given';
  }
}

/** A message with the URL and its password taken out, should a driver ever repeat them. */
function scrubbed(message: string, url: string): string {
  let out = message.split(url).join('<DATABASE_URL>');
  try {
    const password = decodeURIComponent(new URL(url).password);
    if (password) out = out.split(password).join('***');
  } catch {
    // not a URL: nothing more to hide than the whole
  }
  return out;
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } }).values;
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const to = args.to ?? readEnvFile(undefined, { ...process.env }).DATABASE_URL;
  if (!args.from || !to) {
    process.stderr.write(USAGE);
    return 2;
  }
  if (!isPostgresUrl(to)) {
    process.stderr.write(`--to must be a postgres:// or postgresql:// URL.\n${USAGE}`);
    return 2;
  }
  process.stdout.write(`Moving ${args.from} to PostgreSQL, ${described(to)}...\n`);
  try {
    const moved = await moveStore(args.from, to);
    if (!moved.ok) {
      process.stderr.write(`Not moved: ${scrubbed(moved.problem, to)}.\n`);
      return 1;
    }
    const width = Math.max(...moved.tables.map((t) => t.table.length));
    for (const t of moved.tables)
      process.stdout.write(
        `  ${t.table.padEnd(width)}  ${String(t.rows).padStart(9)} rows  sha256 ${t.checksum.slice(0, 16)}  same\n`,
      );
    const next = Object.entries(moved.nextIds)
      .map(([col, id]) => `${col} ${id}`)
      .join(', ');
    process.stdout.write(`Moved and checked: every table read back equal. Next ids: ${next}.\n`);
    process.stdout.write('Start the bot with DATABASE_URL set to this database.\n');
    return 0;
  } catch (e) {
    process.stderr.write(`Not moved (no data was written): ${scrubbed((e as Error).message, to)}\n`);
    return 1;
  }
}

process.exitCode = await main();
