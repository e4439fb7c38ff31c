// The local table's program, apart from the process it runs in: main.ts hands it the command
// line, stdin and the console; tests hand it a list of lines and collect what it prints.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { allGames, exampleGames } from '../games/registry';
import { renderBoard } from '../render';
import { createService } from '../services';
import { parseArgs } from './args';
import { Table, type TableDeps } from './table';

export interface LocalIo {
  print: (line: string) => void;
  error: (line: string) => void;
  /** Lines typed or piped in (read after the game opens, unless --script gives them). */
  input: NodeJS.ReadableStream;
  /** A person at a terminal: prompts, and an all-AI game that is over just ends. */
  tty: boolean;
  /** Builds the service (default: the real games and pictures, as the bot has them). */
  service?: TableDeps['service'];
}

/** Plays the table `argv` describes; resolves with the exit code once the input is done. */
export async function runLocal(argv: string[], io: LocalIo): Promise<number> {
  const parsed = parseArgs(argv);
  if (parsed.ok === 'help') {
    io.print(parsed.message);
    return Promise.resolve(0);
  }
  if (!parsed.ok) {
    io.error(parsed.message);
    return Promise.resolve(2);
  }
  const args = parsed.args;
  const outDir = resolve(args.out ?? `local-out/${new Date().toISOString().replace(/[:.]/g, '-')}`);
  const table = new Table(args, {
    // The example games play here too (not on Discord).
    service:
      io.service ??
      ((databasePath, o) =>
        createService({ databasePath, games: [...allGames(), ...exampleGames()], render: renderBoard, ...o })),
    print: io.print,
    outDir,
  });
  if (!(await table.open())) {
    await table.svc.close();
    return Promise.resolve(1);
  }
  const finish = async () => {
    const w = await table.winnerLine();
    io.print(w ?? 'The game is not over yet.');
    await table.svc.close();
  };
  if (args.script) {
    // Every line runs, also after the game is won: /log, /status and /roll then can be scripted.
    for (const l of readFileSync(args.script, 'utf8').split('\n')) await table.line(l);
    await finish();
    return Promise.resolve(0);
  }
  const tty = io.tty;
  // At a terminal an all-AI game that is already over just ends; piped input still runs.
  if ((await table.winnerLine()) && tty) {
    await finish();
    return Promise.resolve(0);
  }
  const rl = createInterface({ input: io.input, output: tty ? process.stdout : undefined, terminal: tty });
  if (tty) {
    io.print(
      `Players: ${table.humans.map((h) => h.name).join(', ')}. Type e.g. "alice: /roll", "alice: click 1" (the turn message), "alice: click h1" (alice's own hand), "/status", "/help". Ctrl-D ends.`,
    );
    rl.setPrompt('> ');
    rl.prompt();
  }
  let won = false;
  // One line at a time, in order: the next waits for the service's answer to the last.
  let lines: Promise<void> = Promise.resolve();
  const take = async (l: string): Promise<void> => {
    await table.line(l);
    // Input goes on after a win (to look at the log); the winner is said once when it happens.
    const w = await table.winnerLine();
    if (w && !won && tty) io.print(`${w}. Ctrl-D ends.`);
    won = w !== null;
    if (tty) rl.prompt();
  };
  rl.on('line', (l) => {
    lines = lines.then(() => take(l));
  });
  return new Promise((done) =>
    rl.on('close', () => {
      lines = lines.then(finish).then(() => done(0));
    }),
  );
}
