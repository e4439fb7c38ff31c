// The local table's program run in this process, as `npm run local -- <argv>` would run it with
// `input` piped in: for tests about the table, not about the process (test/local/table.test.ts
// keeps one that starts the real program).
import { Readable } from 'node:stream';
import { runLocal, type LocalIo } from '../../src/local/run';

export interface LocalRun {
  code: number;
  /** What it printed, one line each. */
  stdout: string;
  stderr: string;
  /** The last line printed (the winner, or "The game is not over yet."). */
  last: string;
}

export async function local(argv: string[], input = '', service?: LocalIo['service']): Promise<LocalRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runLocal(argv, {
    print: (l) => out.push(l),
    error: (l) => err.push(l),
    input: Readable.from(input ? [input] : []),
    tty: false,
    service,
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n'), last: out.at(-1) ?? '' };
}
