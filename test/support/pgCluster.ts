// A throwaway PostgreSQL cluster for the tests: initdb into a temp folder (a copy of one made once), a server
// on a free loopback port with its socket in that folder, settings that trade durability for
// speed, and a stop() that leaves nothing behind. PostgreSQL refuses to run as root (CI runs as
// root), so root hands the folder to the package's `postgres` user and runs the server as it.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  appendFileSync,
  chownSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The account Debian's `postgresql` package creates; the server runs as it when we are root. */
const PG_USER = 'postgres';
/** The database the cluster's URL names (test files make their own: freshDatabase). */
const DATABASE = 'rerun';
/**
 * Durability off: the cluster lives for one test run. Connections: a service test that does not
 * close its service leaves its pool's idle connections open for their idle timeout (30 s), and with
 * RERUN_TEST_STORE=postgres a worker's files passed PostgreSQL's default 100; on a fast machine the
 * deep run's first 20 s held 379 at once, and 400 refused clients ("too many clients already").
 */
const CONNECTIONS = 'max_connections = 1000';
const FAST = ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off', CONNECTIONS];
/** Durability on, as a real server keeps it (the bench: SQLite there runs synchronous = FULL). */
const DURABLE = ['fsync = on', 'synchronous_commit = on', 'full_page_writes = on', CONNECTIONS];

export interface ClusterOptions {
  /** fsync and synchronous_commit on (a commit waits for its WAL on disk); default off, for speed. */
  durable?: boolean;
  /** More lines of postgresql.conf, after those (a later line wins): a probe's own settings. */
  settings?: readonly string[];
}

export interface PgCluster {
  /** postgres://… of the cluster's database, reachable over loopback without a password. */
  url: string;
  /** Its folder (data, log, socket), removed by stop(). */
  dir: string;
  /** Stops the server and removes its folder; safe to call twice. */
  stop(): void;
  /**
   * Stops the server, keeping its folder and port, as a restart or a crash does under a bot:
   * 'fast' ends each session with 57P01 (admin_shutdown), 'immediate' drops them as a crash.
   */
  halt(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts the halted server again, on the same port. */
  resume(): Promise<void>;
}

const executable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The first folder of `dirs` holding every one of `names`. */
const holding = (dirs: readonly string[], names: readonly string[]): string | undefined =>
  dirs.find((d) => d !== '' && names.every((n) => executable(join(d, n))));

/** Debian's versioned folders, newest first (/usr/lib/postgresql/15/bin). */
function debianBins(): string[] {
  const root = '/usr/lib/postgresql';
  try {
    return readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => join(root, v, 'bin'));
  } catch {
    return [];
  }
}

/** The folder with initdb, pg_ctl and postgres: PATH first, then Debian's newest version. */
export function pgBinDir(): string | undefined {
  return holding([...(process.env.PATH ?? '').split(delimiter), ...debianBins()], ['initdb', 'pg_ctl', 'postgres']);
}

export const pgAvailable = (): boolean => pgBinDir() !== undefined;

const asRoot = (): boolean => process.getuid?.() === 0;

/** `cmd args`, run as the postgres user when we are root (runuser, or setpriv where it is missing). */
function asOwner(cmd: string, args: string[]): [string, string[]] {
  if (!asRoot()) return [cmd, args];
  const sbin = ['/usr/sbin', '/sbin', '/usr/bin', '/bin', ...(process.env.PATH ?? '').split(delimiter)];
  const runuser = holding(sbin, ['runuser']);
  if (runuser) return [join(runuser, 'runuser'), ['-u', PG_USER, '--', cmd, ...args]];
  const setpriv = holding(sbin, ['setpriv']);
  if (setpriv) return [join(setpriv, 'setpriv'), ['--reuid', PG_USER, '--regid', PG_USER, '--init-groups', '--', cmd, ...args]];
  throw new Error('running as root, and neither runuser nor setpriv is there to run PostgreSQL as postgres');
}

/** The environment without PG* variables, so that nothing outside points the tools elsewhere. */
const cleanEnv = (): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PG')));

async function owned(dir: string, cmd: string, args: string[]): Promise<void> {
  const [file, argv] = asOwner(cmd, args);
  // The cwd is the cluster's own folder: the postgres user may not be allowed into ours.
  await run(file, argv, { cwd: dir, env: cleanEnv() });
}

/** A port nobody listens on now (the server takes it a moment later; start retries if lost). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Where the postgres user can reach: root's TMPDIR may be closed to others. */
const tempBase = (): string => (asRoot() && (statSync(tmpdir()).mode & 0o001) === 0 ? '/tmp' : tmpdir());

/** A temp folder the postgres user can reach and write. */
function tempDir(): string {
  const dir = mkdtempSync(join(tempBase(), 'rerun-pg-'));
  if (asRoot()) {
    const id = (flag: string): number => Number(execFileSync('id', [flag, PG_USER], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  return dir;
}

const tail = (path: string): string => {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '(no server log)';
  }
};

/** Starts a cluster and creates its database. Throws (with the server's log) if it cannot. */
export async function startCluster(opts: ClusterOptions = {}): Promise<PgCluster> {
  const bin = pgBinDir();
  if (!bin) throw new Error('PostgreSQL binaries (initdb, pg_ctl, postgres) not found on PATH or in /usr/lib/postgresql');
  const dir = tempDir();
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const pgCtl = join(bin, 'pg_ctl');
  const stop = (): void => {
    process.off('exit', stop);
    // postmaster.pid: a server runs, or one that pg_ctl gave up waiting for may still start.
    if (existsSync(join(data, 'postmaster.pid'))) {
      try {
        const [file, argv] = asOwner(pgCtl, ['stop', '-D', data, '-m', 'immediate', '-w']);
        execFileSync(file, argv, { cwd: dir, env: cleanEnv(), stdio: 'ignore' });
      } catch {
        // Already gone: removing its folder is all that is left.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A run that ends without its teardown (an error in another setup) still stops the server,
  // and one killed outright (SIGKILL, a timeout) by the watchdog.
  process.on('exit', stop);
  watchdog(dir, pgCtl, data);
  try {
    // A copy of the machine's initdb'd folder: a tenth of initdb's time.
    await owned(dir, 'cp', ['-a', await initialised(bin), data]);
    // Loopback only, the socket in our folder (not /var/run/postgresql, which may not exist).
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        ...(opts.durable ? DURABLE : FAST),
        ...(opts.settings ?? []),
        '',
      ].join('\n'),
    );
    const port = await listen(dir, pgCtl, data, log);
    const admin = `postgres://${PG_USER}@127.0.0.1:${port}`;
    await createDatabase(`${admin}/postgres`, DATABASE);
    const halt = async (mode: 'fast' | 'immediate' = 'fast'): Promise<void> =>
      await owned(dir, pgCtl, ['stop', '-D', data, '-m', mode, '-w']);
    const resume = async (): Promise<void> =>
      await owned(dir, pgCtl, ['start', '-D', data, '-l', log, '-w', '-t', '60', '-o', `-p ${port}`]);
    return { url: `${admin}/${DATABASE}`, dir, stop, halt, resume };
  } catch (e) {
    stop();
    throw e;
  }
}

/**
 * An initdb'd data folder for `bin`'s PostgreSQL, made once a machine (initdb costs about 1.5 s of
 * CPU; a copy 0.2 s): in the temp folder, named by the binaries and the options, so that another
 * version or other options make another. Made under a name of its own and renamed into place, so
 * that processes starting clusters at once never copy a half-made one.
 */
async function initialised(bin: string): Promise<string> {
  const args = ['-U', PG_USER, '--auth=trust', '--no-sync', '--no-instructions', '-E', 'UTF8', '--locale=C'];
  const key = createHash('sha256')
    .update(JSON.stringify([bin, args]))
    .digest('hex')
    .slice(0, 12);
  const base = tempBase();
  const done = join(base, `rerun-pg-initdb-${key}`);
  if (existsSync(join(done, 'PG_VERSION'))) return done;
  const part = tempDir();
  await owned(part, join(bin, 'initdb'), ['-D', join(part, 'data'), ...args]);
  try {
    renameSync(join(part, 'data'), done);
  } catch (e) {
    // Another process put its own in place first: that one serves.
    if (!existsSync(join(done, 'PG_VERSION'))) throw e;
  } finally {
    rmSync(part, { recursive: true, force: true });
  }
  return done;
}

/**
 * A detached shell that outlives us: once this process is gone (killed without running any
 * handler), it stops the server and removes the folder, so no cluster is left running.
 */
function watchdog(dir: string, pgCtl: string, data: string): void {
  // It watches /proc: where there is none, the exit handler and the teardown are all there is.
  if (!existsSync(`/proc/${process.pid}`)) return;
  const script = [
    `while [ -d /proc/${process.pid} ] && [ -d "$1" ]; do sleep 1; done`,
    `[ -f "$3/postmaster.pid" ] && "$2" stop -D "$3" -m immediate -w >/dev/null 2>&1`,
    `rm -rf "$1"`,
  ].join('\n');
  const [file, argv] = asOwner('/bin/sh', ['-c', script, 'watchdog', dir, pgCtl, data]);
  spawn(file, argv, { cwd: dir, env: cleanEnv(), detached: true, stdio: 'ignore' }).unref();
}

/** Starts the server on a free port: the port. */
async function listen(dir: string, pgCtl: string, data: string, log: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      await owned(dir, pgCtl, ['start', '-D', data, '-l', log, '-w', '-t', '60', '-o', `-p ${port}`]);
      return port;
    } catch (e) {
      // Another program may have taken the port between freePort and the start: try another.
      if (attempt === 3) throw new Error(`pg_ctl start failed; the server's log:\n${tail(log)}`, { cause: e });
    }
  }
}

async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // FILE_COPY copies the template's files (one checkpoint, cheap with fsync off) instead of
    // writing each page to the WAL: under load about 0.25 s a database instead of 0.65 s.
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}" STRATEGY = FILE_COPY` : ''}`);
  } finally {
    await client.end();
  }
}

let made = 0;

/**
 * A new database on the cluster of `url`, for one test file: its URL. Empty, or a copy of
 * `template` (a database of that cluster nobody is connected to, such as pgTemplate()'s).
 */
export async function freshDatabase(url: string, template?: string): Promise<string> {
  const name = `t${process.pid}_${++made}_${Date.now().toString(36)}`;
  await createDatabase(url, name, template);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
