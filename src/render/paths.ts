// Where board JSON lives, resolved from this file so the bot, the local table and the
// tests find it whatever their working directory.
import { fileURLToPath } from 'node:url';

export const DEFAULT_BOARDS_DIR = fileURLToPath(new URL('../../data/boards/', import.meta.url));
