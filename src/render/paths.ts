// Where board JSON lives, resolved from this file so the bot, the local table and the
// tests find it whatever their working directory.
import { join } from 'node:path';
import { ROOT } from '../root';

export const DEFAULT_BOARDS_DIR = join(ROOT, 'data', 'boards');
