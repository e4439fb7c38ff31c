// `npm run local -- <game> --players 3 [--ai 2] [--seed N] [--opening 6,6,1,1] [--dice 4,spin:2,tank] [--out dir] [--script file]`
// Plays through the same GameService as the bot, on a throwaway database.
import { runLocal } from './run';

void runLocal(process.argv.slice(2), {
  print: (line) => console.log(line),
  error: (line) => console.error(line),
  input: process.stdin,
  tty: process.stdin.isTTY === true,
}).then((code) => {
  if (code !== 0) process.exitCode = code;
});
