// The services' one door: everything a caller (the Discord layer, the commands, the local
// table, the entry points, the bench, the tests) uses is exported here; only unit tests reach
// inside. Beside it: contract.ts (the Service interface and its reply models), service.ts
// (createService: each method handed to its flow), components.ts (clicks routed by custom id).
// The folders, each importing only those listed below it (eslint.config.js checks it):
//   lobby/    a game before it starts: open, seats, start, cancel, its buttons, rematch, settings
//   days/     play over days: the turn clock, absence (resign, hand over, return), upkeep, announcements
//   looking/  read-only answers: board, status, hand, rules, help, autocomplete
//   play/     decisions: check, commit, the auto-movers, player-turns, /roll, /choose, /playcard
//   records/  the stored past: loading and upgrading games, /log, /history and /stats
//   messages/ message builders: the catalogue, texts, answers, turn / lobby / hand messages, choice rows
//   core/     what every flow shares: dependencies and game shapes, seats, custom ids, replay of
//             a stored log and what each action told (stored, or rebuilt by replay once archived)
export type * from './contract';
export { DEFAULT_LOG_COUNT, MAX_LOG_COUNT } from './contract';
export { createService, DEFAULT_RULES_DIR, type GameService, type ServiceMeter, type ServiceOptions } from './service';
export type { Census } from './days/census';
export type { AnyGame } from './core/context';
export { playerCountsOf, seatLooks } from './core/seats';
export type { NewGameOptions } from './lobby/open';
export { parseClock } from './lobby/settings';
export { DEFAULT_RATE_LIMIT, type RateLimit } from './core/rateLimit';
export type { ClosedGame, Swept, UpkeepSettings } from './days/upkeep';
export { clip, esc, escText, eventLine, fit } from './messages/text';
export { textsFor } from './service';
export type { Voice, Texts } from './core/texts';
export { drawnScene } from './messages/picture';
export { gameOfId, ID_KINDS } from './core/customIds';
export { localeOf, LOCALES, isLocale } from '../engine/text';
/** The database could not be reached: the move was not made (store/unreachable.ts). */
export { isStoreUnreachable } from '../store';
/** Whether PostgreSQL keeps the commits it reports, read at start (store/durability.ts). */
export { durabilityVerdict, storeDurability, type Durability, type DurabilityVerdict } from '../store';
