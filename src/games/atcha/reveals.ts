// Take-back (engine/undo.ts): Atcha! hides nothing but its throws, which the engine refuses by
// itself: every other decision (a piece moved with one die, with both, out of base, an attack)
// can be taken back until the next throw.
export const reveals = (): boolean => false;
