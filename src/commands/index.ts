// Every slash command, by name. Adding a command is one file plus one line here.
import type { Command } from './types';
import { game } from './game';
import { roll } from './roll';
import { playcard } from './playcard';
import { hand } from './hand';
import { choose } from './choose';
import { board } from './board';
import { status } from './status';
import { log } from './log';
import { catchup } from './catchup';
import { rules } from './rules';
import { help } from './help';
import { games } from './games';
import { stats } from './stats';
import { history } from './history';
import { notify } from './notify';
import { settings } from './settings';
import { away } from './away';
import { undo } from './undo';

export type { Command, CommandContext, CommandOptions, AutocompleteContext } from './types';

export const commands: readonly Command[] = [
  game,
  roll,
  playcard,
  hand,
  choose,
  board,
  status,
  log,
  catchup,
  undo,
  games,
  stats,
  history,
  notify,
  settings,
  away,
  rules,
  help,
];

export const commandsByName: ReadonlyMap<string, Command> = new Map(commands.map((c) => [c.data.name, c]));
