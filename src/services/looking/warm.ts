// The pictures a process will draw first, drawn once at start: the board of the most recently
// played running game of each game kind and language. A kind's first picture in a process costs
// its static layer (the board's spaces and their words, drawn once per kind and language) and the
// fonts' and encoder's first use, about a second; drawn here, before the gateway connects, the
// first click of a process is answered as fast as the hundredth. Nothing is sent or stored.
import type { Warmed } from '../contract';
import type { Deps } from '../core/context';
import { turnReply } from '../messages/turnMessage';
import { load, shown } from '../records/load';

/** How many recently played games are looked at for their kind and language. */
const LOOKED_AT = 500;

export async function warmPictures(deps: Deps): Promise<Warmed> {
  const seen = new Set<string>();
  const out: Warmed = { boards: 0, failed: 0 };
  for (const row of await deps.store.recentGames(LOOKED_AT)) {
    const key = `${row.game}\u0000${row.settings.language}`;
    if (seen.has(key)) continue;
    seen.add(key);
    try {
      const l = await load(deps, row);
      const r = l && shown(l);
      if (!r) continue;
      await turnReply(deps, r);
      out.boards++;
    } catch {
      // A game that cannot be loaded now fails its own clicks the same way, which say so there.
      out.failed++;
    }
  }
  return out;
}
