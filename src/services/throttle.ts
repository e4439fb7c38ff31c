// The per-user limit at the door (core/rateLimit.ts): every method a user's interaction calls
// counts one for that user, and beyond the limit answers a private "slow down" without doing any
// work. Autocomplete (each keystroke) and the second half of a deferred answer (a replay) do not count.
import type { Answer, Service } from './contract';

/** Where each method takes the user who interacts (an Actor, or an Asker that carries one). */
const USER_AT: Partial<Record<keyof Service, number>> = {
  newGame: 1,
  join: 1,
  leave: 1,
  addAi: 1,
  start: 1,
  cancel: 1,
  resign: 1,
  handover: 1,
  comeBack: 1,
  roll: 1,
  playCard: 1,
  choose: 1,
  component: 1,
  dmComponent: 0,
  hand: 1,
  board: 1,
  status: 1,
  log: 2,
  catchUp: 1,
  games: 1,
  stats: 1,
  history: 1,
  notify: 0,
  rules: 2,
  help: 1,
  settings: 0,
  away: 0,
  pause: 1,
  resume: 1,
  undo: 1,
};

type Method = (...a: unknown[]) => Promise<Answer>;

/** `svc` with each interaction counted: `allow(userId)` false answers `refuse(user)` instead. */
export function throttled<S extends Service>(svc: S, allow: (userId: string) => boolean, refuse: (user: object) => Answer): S {
  const out = { ...svc } as Record<string, unknown>;
  for (const [name, at] of Object.entries(USER_AT) as Array<[keyof Service, number]>) {
    const f = svc[name] as unknown as Method;
    out[name] = (...a: unknown[]) => {
      const user = a[at] as { userId?: unknown } | undefined;
      if (user && typeof user.userId === 'string' && !allow(user.userId)) return Promise.resolve(refuse(user));
      return f(...a);
    };
  }
  return out as S;
}
