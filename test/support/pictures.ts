// What public turn messages carry (docs/decisions/0006-picture-budget.md): a real PNG under 60 KB
// when the player decides on the board; none when the only decision is a plain roll or spin (the
// roll's update brings the board with the dice), nor on a new message over the board the picture
// above shows.
import { expect } from 'vitest';
import type { Answer } from '../../src/services';
import { PNG_SIGNATURE } from './service';

/** The choices a public message offers as buttons. */
const picks = (a: Answer) =>
  a.reply.rows.flatMap((r) => ('buttons' in r ? r.buttons : [])).filter((b) => b.customId.startsWith('pick:'));

/** True when the message's only decision is a plain roll (one primary button). */
export const plainRoll = (a: Answer): boolean => picks(a).length === 1 && picks(a)[0].style === 'primary';

/** Checks a run of public answers in order; returns how many carried a picture. */
export function expectPictures(publics: readonly Answer[]): number {
  let drawn = 0;
  for (const a of publics) {
    if (a.reply.image) {
      expect(a.reply.image.data.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(a.reply.image.data.length).toBeLessThan(60 * 1024);
      drawn++;
    } else if (!plainRoll(a)) {
      // A decision on the board without a picture: a new message whose board a picture above already shows.
      expect(a.update ?? false, a.reply.content).toBe(false);
      expect(drawn, a.reply.content).toBeGreaterThan(0);
    }
  }
  return drawn;
}
