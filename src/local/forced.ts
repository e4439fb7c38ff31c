// Forced chance results typed at the local table (--dice, --opening): "6,spin:3:LOSE,tank".
// A number forces a die; any other token must name a face of some game's device (each game
// declares its devices, their faces and tokens, in its own chance.ts).
import { faceOfToken, tokenOf, type Device, type Forced } from '../engine/chance';

/** "a die (4), a spin (spin:2, spin:3:LOSE) or a symbol die (tank, soldier, ...)": what a token may be. */
export function tokenKinds(devices: readonly Device[]): string {
  const kinds = ['a die (4)', ...devices.map((d) => `${d.noun} (${d.hint ?? d.faces.map(tokenOf).join(', ')})`)];
  return kinds.length === 1 ? kinds[0] : `${kinds.slice(0, -1).join(', ')} or ${kinds[kinds.length - 1]}`;
}

/** The tokens of a comma-separated list as forced results, or the first token that is none. */
export function forcedList(text: string, devices: readonly Device[]): { ok: true; list: Forced[] } | { ok: false; bad: string } {
  const list: Forced[] = [];
  for (const raw of text.split(',')) {
    const token = raw.trim();
    if (/^\d+$/.test(token) && Number(token) >= 1) list.push(Number(token));
    else if (devices.some((d) => faceOfToken(d, token) !== null)) list.push(token);
    else return { ok: false, bad: token };
  }
  return { ok: true, list };
}
