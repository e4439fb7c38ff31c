// `npm run local -- <game> --players 3 [--ai 2] [--seed N] [--opening 6,6,1,1] [--dice 4,spin:2,tank] [--out dir] [--script file]`
// Plays through the same GameService as the bot, on a throwaway database.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { allGames, exampleGames } from '../games/registry';
import { renderBoard } from '../render';
import { createService } from '../services';
import { parseArgs } from './args';
import { Table } from './table';

function main(): number {
  const parsed = parseArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(parsed.message);
    return 2;
  }
  const args = parsed.args;
  const outDir = resolve(args.out ?? `local-out/${new Date().toISOString().replace(/[:.]/g, '-')}`);
  const table = new Table(args, {
    // The example games play here too (not on Discord).
    service: (databasePath, o) =>
      createService({ databasePath, games: [...allGames(), ...exampleGames()], render: renderBoard, ...o }),
    print: (line) => console.log(line),
    outDir,
  });
  if (!table.open()) return 1;
  const finish = () => {
    const w = table.winnerLine();
    console.log(w ?? 'The game is not over yet.');
    table.svc.close();
  };
  if (args.script) {
    // Every line runs, also after the game is won: /log, /status and /roll then can be scripted.
    for (const l of readFileSync(args.script, 'utf8').split('\n')) table.line(l);
    finish();
    return 0;
  }
  const tty = process.stdin.isTTY;
  // At a terminal an all-AI game that is already over just ends; piped input still runs.
  if (table.winnerLine() && tty) {
    finish();
    return 0;
  }
  const rl = createInterface({ input: process.stdin, output: tty ? process.stdout : undefined, terminal: tty });
  if (tty) {
    console.log(
      `Players: ${table.humans.map((h) => h.name).join(', ')}. Type e.g. "alice: /roll", "alice: click 1" (the turn message), "alice: click h1" (alice's own hand), "/status", "/help". Ctrl-D ends.`,
    );
    rl.setPrompt('> ');
    rl.prompt();
  }
  let won = false;
  rl.on('line', (l) => {
    table.line(l);
    // Input goes on after a win (to look at the log); the winner is said once when it happens.
    const w = table.winnerLine();
    if (w && !won && tty) console.log(`${w}. Ctrl-D ends.`);
    won = w !== null;
    if (tty) rl.prompt();
  });
  rl.on('close', finish);
  return 0;
}

const code = main();
if (code !== 0) process.exitCode = code;
