// Runs the bot exactly as `npm start` does (node --import tsx src/main.ts: one process, no tsx
// CLI parent whose signal relay SIGKILLs a child slow to report), pointed at a fake Discord,
// in its own process group.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logMessage } from '../log/lines';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));

export interface BotProcess {
  child: ChildProcess;
  /** Everything the bot printed, stdout and stderr interleaved as lines (its log: JSON, on stderr). */
  output: string[];
  stderr: string[];
  /** Resolves with the text after "Rerun ready as ". */
  ready: Promise<string>;
  stop(): Promise<number | null>;
}

export function startBot(env: Record<string, string>, readyTimeoutMs = 30_000): BotProcess {
  const dir = mkdtempSync(join(tmpdir(), 'rerun-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: REPO,
    env: { ...process.env, DATABASE_PATH: join(dir, 'rerun.db'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const stderr: string[] = [];
  let onReady: (tag: string) => void = () => undefined;
  let onFail: (e: Error) => void = () => undefined;
  const ready = new Promise<string>((res, rej) => {
    onReady = res;
    onFail = rej;
  });
  const lines = (sink: string[], chunk: Buffer): void => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      sink.push(line);
      if (sink !== output) output.push(line);
      const m = /Rerun ready as (.+)$/.exec(logMessage(line));
      if (m) onReady(m[1]);
    }
  };
  child.stdout!.on('data', (c: Buffer) => lines(output, c));
  child.stderr!.on('data', (c: Buffer) => lines(stderr, c));
  const timer = setTimeout(
    () => onFail(new Error(`bot not ready within ${readyTimeoutMs} ms:\n${output.join('\n')}`)),
    readyTimeoutMs,
  );
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  void exited.then((code) => onFail(new Error(`bot exited with ${code} before it was ready:\n${output.join('\n')}`)));
  void ready.finally(() => clearTimeout(timer)).catch(() => undefined);

  return {
    child,
    output,
    stderr,
    ready,
    async stop() {
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) {
        signal(child, 'SIGTERM');
        const quit = await Promise.race([exited, new Promise<'late'>((r) => setTimeout(() => r('late'), 5000))]);
        if (quit === 'late') {
          signal(child, 'SIGKILL');
          await exited;
        }
      }
      rmSync(dir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}

function signal(child: ChildProcess, sig: NodeJS.Signals): void {
  try {
    // The negative pid addresses the process group this test created (the bot's node process).
    process.kill(-child.pid!, sig);
  } catch {
    // Already gone.
  }
}
