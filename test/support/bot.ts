// The one way tests start the project's programs as processes: the bot (e2e, faults, start-up
// faults), the chaos workers, the local table's command line. Each runs as `npm start` runs
// the bot: one node process (node --import tsx <script>, no tsx CLI parent whose signal relay
// SIGKILLs a child slow to report), in its own process group, its output read as whole lines.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FakeDiscord } from '../fake-discord/fake';
import { parseLogLine, WARN } from '../log/lines';
import { bundleOf, HOOKED_BUNDLE, QUICK_BUNDLE } from './hookedBundle';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** The command of `npm start`, from package.json. */
export const START: string = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).scripts.start;

/** tsx's loader by URL, so that a process started in another folder still finds it. */
const TSX = pathToFileURL(createRequire(join(REPO, 'package.json')).resolve('tsx')).href;

/** One line a program printed. */
export interface OutputLine {
  stream: 'stdout' | 'stderr';
  /** The line as printed (what a secret must never be found in). */
  raw: string;
  /** The message itself: a log record's `msg` (test/log/lines.ts reads the log's format), else the line as printed. */
  text: string;
  /** Trouble: a log record of level warn or worse, or anything else on stderr (a crash trace). */
  problem: boolean;
}

/** How the programs' output is read: the one place that turns a printed line into an OutputLine. */
export function readLine(raw: string, stream: OutputLine['stream']): OutputLine {
  const record = parseLogLine(raw);
  if (record) return { stream, raw, text: record.msg, problem: record.level >= WARN };
  return { stream, raw, text: raw, problem: stream === 'stderr' };
}

export interface LaunchOptions {
  /** Added to this process's environment; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Working folder (default: the repository). */
  cwd?: string;
  /** Keep stdin open for `write` (default: closed, as for a service). */
  stdin?: boolean;
  /** Modules (paths in the repository, or absolute) loaded before the script, after tsx: test hooks. */
  imports?: string[];
  /** Run through tsx's loader (default): false for a script in plain JavaScript that imports no TypeScript. */
  tsx?: boolean;
  /**
   * An IPC channel to this process, as discord.js's ShardingManager keeps to each shard it starts
   * (a shard reports to it over `process.send`): for a shard started without its manager.
   */
  ipc?: boolean;
}

export interface Launched {
  child: ChildProcess;
  /** Every whole line printed so far, both streams, in arrival order. */
  lines: OutputLine[];
  /** The texts of one stream's lines, one a line. */
  printed(stream: OutputLine['stream']): string;
  /** Resolves with the exit code (null when killed by a signal) once all output is read. */
  exited: Promise<number | null>;
  /** The first line (printed so far or later) whose text matches; rejects if the process exits first or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** The next line printed on stdout from now on. */
  nextLine(): Promise<string>;
  /** Calls `listener` with every line printed from now on; returns the way to stop. */
  onLine(listener: (line: OutputLine) => void): () => void;
  /** Writes a line to stdin (launched with `stdin: true`). */
  write(line: string): void;
  /** SIGTERM to the group (and `againMs` later a second one, as a forwarding parent sends), SIGKILL after 5 s. */
  stop(againMs?: number): Promise<number | null>;
  /** SIGKILL to the group, now. */
  kill(): Promise<void>;
}

/** Runs `script` (a path in the repository, or absolute) with `args` as one node process. */
/** How long stop() waits for the process to leave before SIGKILL. */
const STOP_WAIT_MS = 15_000;

export function launch(script: string, args: string[] = [], opts: LaunchOptions = {}): Launched {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...process.env, ...opts.env })) if (v !== undefined) env[k] = v;
  const at = (path: string) => (isAbsolute(path) ? path : join(REPO, path));
  const preload = (opts.imports ?? []).flatMap((m) => ['--import', pathToFileURL(at(m)).href]);
  // A helper script bundled by this run (hookedBundle.ts) runs as plain JavaScript.
  const bundle = preload.length === 0 ? bundleOf(script) : null;
  const loader = opts.tsx === false || bundle ? [] : ['--import', TSX];
  const child = spawn(process.execPath, [...loader, ...preload, bundle ?? at(script), ...args], {
    cwd: opts.cwd ?? REPO,
    env,
    stdio: [opts.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe', ...(opts.ipc ? (['ipc'] as const) : [])],
    detached: true,
  });
  const lines: OutputLine[] = [];
  const listeners = new Set<(line: OutputLine) => void>();
  const read = (stream: OutputLine['stream']) => {
    // Only whole lines count: a line cut by a kill was never printed complete.
    let rest = '';
    child[stream]!.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop()!;
      for (const raw of parts) {
        if (!raw) continue;
        const line = readLine(raw, stream);
        lines.push(line);
        for (const l of listeners) l(line);
      }
    });
  };
  read('stdout');
  read('stderr');
  // 'close', not 'exit': the output's last lines are in by then.
  const exited = new Promise<number | null>((res) => child.once('close', (code) => res(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (sig: NodeJS.Signals) => {
    try {
      // The negative pid addresses the process group made for this child.
      process.kill(-child.pid!, sig);
    } catch {
      // Already gone.
    }
  };
  const shown = () => lines.map((l) => l.text).join('\n');

  return {
    child,
    lines,
    printed: (stream) =>
      lines
        .filter((l) => l.stream === stream)
        .map((l) => l.text)
        .join('\n'),
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        for (const l of lines) {
          const m = pattern.exec(l.text);
          if (m) return resolve(m);
        }
        const done = () => {
          listeners.delete(on);
          clearTimeout(timer);
        };
        const on = (l: OutputLine) => {
          const m = pattern.exec(l.text);
          if (m) {
            done();
            resolve(m);
          }
        };
        listeners.add(on);
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${script}: no line like ${pattern} within ${timeoutMs} ms:\n${shown()}`));
        }, timeoutMs);
        void exited.then((code) => {
          done();
          reject(new Error(`${script} exited with ${code} before a line like ${pattern}:\n${shown()}`));
        });
      });
    },
    nextLine() {
      return new Promise((resolve) => {
        const on = (l: OutputLine) => {
          if (l.stream !== 'stdout') return;
          listeners.delete(on);
          resolve(l.text);
        };
        listeners.add(on);
      });
    },
    onLine(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    write(line) {
      child.stdin!.write(`${line}\n`);
    },
    async stop(againMs) {
      if (running()) {
        signal('SIGTERM');
        if (againMs !== undefined) setTimeout(() => signal('SIGTERM'), againMs);
        // The bot itself gives Discord 5 s to disconnect before closing its store (main.ts): past
        // that and the close, on a loaded machine, it is late (a CI run SIGKILLed one at 5 s).
        const quit = await Promise.race([exited, new Promise<'late'>((r) => setTimeout(() => r('late'), STOP_WAIT_MS))]);
        if (quit === 'late') {
          signal('SIGKILL');
          await exited;
        }
      }
      return child.exitCode;
    },
    async kill() {
      if (running()) signal('SIGKILL');
      await exited;
    },
  };
}

export interface BotProcess extends Launched {
  /** Resolves with the text after "Rerun ready as ". */
  ready: Promise<string>;
  /** The texts of everything printed, both streams. */
  output(): string[];
  /** The texts of lines logged as warnings or errors, but the test cluster's durability warning (`fastCluster`). */
  problems(): string[];
}

/**
 * The warning every bot on the run's PostgreSQL cluster logs at start, rightly: the cluster trades
 * durability for speed (pgCluster.ts, fsync and synchronous_commit off). Not a problem of the test's.
 */
export const fastCluster = (line: OutputLine): boolean => /^PostgreSQL may lose commits it reported: /.test(line.text);

/** npm start's script: plain JavaScript that builds the bot's bundle when stale and runs it. */
function startScript(): string {
  const m = /^node (\S+\.mjs)$/.exec(START);
  if (!m) throw new Error(`npm start is "${START}": update test/support/bot.ts to start the bot that way`);
  return m[1];
}

/**
 * The bot as `npm start` runs it, with this environment (the fake Discord's address and token), on
 * a fresh database unless DATABASE_PATH is given. Stopping it removes that database.
 */
export function startBot(
  env: Record<string, string | undefined>,
  opts: {
    cwd?: string;
    readyTimeoutMs?: number;
    hooks?: boolean;
    /** false: the quick bundle, whose turn pictures are a 1-pixel PNG (for tests not about pictures). */
    pictures?: boolean;
    stdin?: boolean;
    ipc?: boolean;
  } = {},
): BotProcess {
  const dir = mkdtempSync(join(tmpdir(), 'rerun-bot-'));
  // With the chaos probes' hooks, or with its turn pictures stubbed, from a bundle the run's global
  // setup made (hookedBundle.ts); otherwise exactly as npm start.
  const p = launch(opts.hooks ? HOOKED_BUNDLE : opts.pictures === false ? QUICK_BUNDLE : startScript(), [], {
    tsx: false,
    // Tests click faster than a person: no per-user limit unless a test sets one. RERUN_DEEP and
    // RERUN_TEST_BUNDLES are the tests' own: the bot refuses a setting it does not know.
    env: {
      DATABASE_PATH: join(dir, 'rerun.db'),
      RATE_LIMIT: 'off',
      RERUN_DEEP: undefined,
      RERUN_TEST_BUNDLES: undefined,
      ...env,
    },
    cwd: opts.cwd,
    stdin: opts.stdin,
    ipc: opts.ipc,
  });
  const ready = p.waitFor(/Rerun ready as (.+)$/, opts.readyTimeoutMs).then((m) => m[1]);
  ready.catch(() => undefined);
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  void p.exited.then(removeDir);
  return {
    ...p,
    ready,
    output: () => p.lines.map((l) => l.text),
    problems: () => p.lines.filter((l) => l.problem && !fastCluster(l)).map((l) => l.text),
    async stop(againMs) {
      const code = await p.stop(againMs);
      removeDir();
      return code;
    },
  };
}

/** The settings that point a bot process at the fake Discord `fake` (its token, application, guild and API). */
export const discordEnv = (fake: FakeDiscord): Record<string, string> => ({
  DISCORD_TOKEN: fake.token,
  DISCORD_CLIENT_ID: fake.appId,
  DISCORD_GUILD_ID: fake.guildId,
  DISCORD_API_BASE: fake.apiBase,
});
