// Game states are read-only all the way down: a state is shared by the match it belongs to, the
// next one (a decision copies only what it changes), a game's remembered pending(), undo and
// replay. Only apply()'s own fresh copy may be written, and only where it was copied.
import type { Text } from './text';

/** `T` with its own fields writable: a fresh copy of an object whose insides are still shared. */
export type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * `T` writable all the way down: a deep copy that belongs to its writer (a test's built state).
 * Texts stay as they are: a text is a value, replaced whole, never changed.
 */
export type Draft<T> = T extends Text ? T : T extends object ? { -readonly [K in keyof T]: Draft<T[K]> } : T;

/**
 * apply()'s working copy of a state: its own fields writable, deep-copied (so writable all the
 * way down) except those named `Shared`, which it keeps from the state it copied and whose
 * insides stay read-only (a game's cloneState says which).
 */
export type WorkCopy<T, Shared extends keyof T = never> = Draft<Omit<T, Shared>> & Writable<Pick<T, Shared>>;
