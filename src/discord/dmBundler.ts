// DMs Discord will like: DMs to one user are coalesced, and capped. Per user, the
// first DM goes out at once and opens a quiet minute; what comes for that user within it is held
// and goes out when it is over, as one DM: a head line ("Your turn in 3 games") and each DM whole
// when that fits Discord's 2000 characters, else each in its brief form (a turn call's first line,
// its call and link: ten games' full DMs, each with its catch-up lines, would need three DMs),
// split at DM boundaries only where even that would not fit. A lone held DM goes out as it is. A
// newer turn call of a game replaces its held one (the older is stale). On top, a sliding-window
// cap: never more than `perWindow` DMs to one user in any `windowMs`; what would exceed it stays
// held until the window lets it go. Each send opens a new quiet minute, so a steady stream of
// turns makes one DM a minute for each user (more only where a bundle must be split).
//
//
// A turn call may carry its turn as a card to decide in the DM (dmCards.ts). A lone one goes out
// as its card. A bundle goes out as one message with cards (Components V2): the head and a line
// for each DM shown without a card, then the cards, as many as Discord's limits of one message let
// in (40 components counting nested ones, 4,000 characters of text, 10 uploads), the newest first;
// every other card stands as its brief line, whose link leads to its turn message. Why not a card
// each, split over several DMs: a typical card takes 8 to 12 components, so ten games would need
// three or four DMs where the cap and the quiet minute allow one, and the lines of the games left
// without a card still name each game and link to where its buttons are. Only when even the lines
// would pass the text limit does the bundle go as text (as above).
//
// Time is an argument (`DmClock`): the tests warp it. Nothing here knows Discord or a language:
// `send` delivers, `head` words the head line (src/discord/messages.ts), `measure` says what a
// card takes of a message.
import type { DmCard, Locale } from '../services';

/** One DM for the bundler: its text, the receiver's language, and for a turn call its game. */
export interface DmPart {
  userId: string;
  content: string;
  locale: Locale;
  /** A turn call's game; absent for any other DM (a refused answer in a locked thread, say). */
  gameId?: number;
  /** The DM in one line (a turn call's call and link), for a bundle that would not fit one DM whole. */
  brief?: string;
  /** The turn as a card to decide in the DM (`content` is its text alone). */
  card?: DmCard;
}

/** One DM as it goes out: its text (a bundle's head and lines; empty for a lone card), and the cards it carries. */
export interface OutDm {
  text: string;
  cards: DmPart[];
}

/** What a card takes of one message, and Discord's limits of one message (DM_CARD_LIMITS). */
export interface CardSize {
  components: number;
  text: number;
  files: number;
}

/** Discord's limits of one Components V2 message: components counting nested ones, characters of text, uploads. */
export const DM_CARD_LIMITS: CardSize = { components: 40, text: 4000, files: 10 };

/** The clock and the timers, injected: `set` calls `f` after `ms` and returns how to cancel it. */
export interface DmClock {
  now(): number;
  set(ms: number, f: () => void): () => void;
}

export const realClock: DmClock = {
  now: () => Date.now(),
  set: (ms, f) => {
    const t = setTimeout(f, ms);
    // A held DM never keeps the process alive on its own: a stop sends it (flush).
    t.unref();
    return () => clearTimeout(t);
  },
};

/** The quiet minute after a DM, and the cap's window. */
export const DM_WINDOW_MS = 60_000;
/** DMs to one user in any window at most. */
export const DMS_PER_WINDOW = 5;
/** Discord's limit of a message's content. */
export const DM_MAX_LENGTH = 2000;

export interface DmPacing {
  /** The quiet minute and the cap's window (default 60 s; 0: every DM at once, no cap). */
  windowMs?: number;
  /** DMs to one user in any window at most (default 5). */
  perWindow?: number;
}

export interface DmBundlerOptions extends DmPacing {
  /** Delivers one DM (opens the channel when needed); rejects when it failed. */
  send(userId: string, dm: OutDm): Promise<void>;
  /** What a card takes of a message (absent: a bundle carries no card, each stands as its line). */
  measure?(card: DmCard): CardSize;
  /** The head line of a bundle of `parts` (two or more), in `locale`. */
  head(parts: readonly DmPart[], locale: Locale): string;
  /** A held DM's delivery failed, or held DMs were dropped at a stop (the cap would not let them go). */
  failed(userId: string, reason: unknown, what: 'send' | 'dropped', parts: number): void;
  clock?: DmClock;
  maxLength?: number;
}

export interface DmBundler {
  /** A DM for `part.userId`: sent at once (resolves once sent, rejects if that failed) or held (resolves at once). */
  add(part: DmPart): Promise<void>;
  /**
   * The stop: every held DM goes out now, bundled, as far as the cap lets it (the rest is dropped
   * and said through `failed`); later DMs go out at once as the cap allows. Resolves once sent.
   */
  flush(): Promise<void>;
  /** How many DMs are held for `userId` (every user's when absent). */
  held(userId?: string): number;
}

/** One DM of a bundle: its text, and how many of the bundle's parts it carries. */
export interface BundleDm {
  text: string;
  parts: number;
}

/**
 * The DMs a bundle of `parts` makes: one part as it is; several after `head`, each part whole,
 * separated by a blank line, a new DM begun wherever the next part would pass `max` characters
 * (the head leads the first one, unless even the first part alone with it would not fit).
 */
export function bundleTexts(parts: readonly string[], head: string, max = DM_MAX_LENGTH): BundleDm[] {
  if (parts.length === 1) return [{ text: parts[0], parts: 1 }];
  const out: BundleDm[] = [];
  let current = { text: head, parts: 0 };
  for (const part of parts) {
    const joined = `${current.text}\n\n${part}`;
    if (joined.length <= max) {
      current = { text: joined, parts: current.parts + 1 };
      continue;
    }
    // The head alone is never a DM of its own.
    if (current.parts > 0) out.push(current);
    current = { text: part, parts: 1 };
  }
  out.push(current);
  return out;
}

/** A lone DM as it goes out: its card, or its text. */
const alone = (p: DmPart): OutDm => (p.card ? { text: '', cards: [p] } : { text: p.content, cards: [] });

/**
 * A bundle of `parts` (two or more) as one message with cards, laid out as the header says: the
 * cards that fit `limits`, the newest first; the others as their line. Null when even the lines
 * alone would pass the limits.
 */
export function cardBundle(
  parts: readonly DmPart[],
  head: string,
  measure: (card: DmCard) => CardSize,
  limits: CardSize = DM_CARD_LIMITS,
): OutDm | null {
  const lineOf = (p: DmPart): string => (p.card ? (p.brief ?? p.content) : p.content);
  const sizes = new Map(parts.flatMap((p) => (p.card ? [[p, measure(p.card)] as const] : [])));
  const shown = new Set<DmPart>();
  const fits = (): boolean => {
    // The text display of the head and lines is a component of its own.
    const total: CardSize = { components: 1, text: head.length, files: 0 };
    for (const p of parts) {
      const size = shown.has(p) ? sizes.get(p) : undefined;
      if (size) {
        total.components += size.components;
        total.text += size.text;
        total.files += size.files;
      } else total.text += 2 + lineOf(p).length;
    }
    return total.components <= limits.components && total.text <= limits.text && total.files <= limits.files;
  };
  if (!fits()) return null;
  for (const p of [...parts].reverse()) {
    if (!p.card) continue;
    shown.add(p);
    if (!fits()) shown.delete(p);
  }
  const lines = parts.filter((p) => !shown.has(p)).map(lineOf);
  return { text: [head, ...lines].join('\n\n'), cards: parts.filter((p) => shown.has(p)) };
}

interface UserState {
  held: DmPart[];
  /** When the quiet minute after the last send ends. */
  quietUntil: number;
  /** The moments of the DMs sent in the last window, oldest first. */
  sent: number[];
  /** Cancels the pending release, if one is set. */
  cancel: (() => void) | null;
}

const capReached = () => new Error('the cap of DMs to a user a minute was reached as the bot stopped');

/** The bundler's state: its options with their defaults filled in, and what it keeps per user. */
interface Bundler {
  readonly opts: DmBundlerOptions;
  readonly clock: DmClock;
  readonly windowMs: number;
  readonly perWindow: number;
  readonly max: number;
  /** Only users with something held or a DM in the last window (sweep). */
  readonly users: Map<string, UserState>;
  /** Past the stop (flush): nothing is held any more. */
  stopped: boolean;
}

export function createDmBundler(opts: DmBundlerOptions): DmBundler {
  const b: Bundler = {
    opts,
    clock: opts.clock ?? realClock,
    windowMs: opts.windowMs ?? DM_WINDOW_MS,
    perWindow: opts.perWindow ?? DMS_PER_WINDOW,
    max: opts.maxLength ?? DM_MAX_LENGTH,
    users: new Map(),
    stopped: false,
  };
  return { add: (part) => add(b, part), flush: () => flush(b), held: (userId) => heldCount(b, userId) };
}

function stateOf(b: Bundler, userId: string): UserState {
  let s = b.users.get(userId);
  if (!s) {
    s = { held: [], quietUntil: 0, sent: [], cancel: null };
    b.users.set(userId, s);
  }
  return s;
}

/** DMs the cap lets go now. */
function room(b: Bundler, s: UserState, now: number): number {
  while (s.sent.length > 0 && s.sent[0] <= now - b.windowMs) s.sent.shift();
  return b.windowMs <= 0 ? Infinity : b.perWindow - s.sent.length;
}

/** When the cap lets one more go. */
const roomAt = (b: Bundler, s: UserState, now: number): number =>
  room(b, s, now) > 0 ? now : s.sent[s.sent.length - b.perWindow] + b.windowMs;

function sentNow(b: Bundler, s: UserState, now: number, n: number): void {
  for (let i = 0; i < n; i++) s.sent.push(now);
  s.quietUntil = now + b.windowMs;
}

/** Users with nothing held and no DM in the last window are forgotten: the map holds only the recent. */
function sweep(b: Bundler, now: number): void {
  for (const [userId, s] of b.users)
    if (s.held.length === 0 && s.cancel === null && s.quietUntil <= now && room(b, s, now) >= b.perWindow) b.users.delete(userId);
}

/** A DM for `part.userId`: sent at once when the user's quiet minute is over and the cap lets it, else held. */
async function add(b: Bundler, part: DmPart): Promise<void> {
  const now = b.clock.now();
  sweep(b, now);
  const s = stateOf(b, part.userId);
  const free = s.held.length === 0 && (b.stopped || now >= s.quietUntil) && room(b, s, now) > 0;
  if (free) {
    sentNow(b, s, now, 1);
    await b.opts.send(part.userId, alone(part));
    return;
  }
  if (b.stopped) {
    b.opts.failed(part.userId, capReached(), 'dropped', 1);
    return;
  }
  // A newer call of the same game replaces the held one, in its place.
  const same = part.gameId === undefined ? -1 : s.held.findIndex((p) => p.gameId === part.gameId);
  if (same >= 0) s.held[same] = part;
  else s.held.push(part);
  schedule(b, part.userId, s);
}

/** The stop: every held DM goes out now as far as the cap lets it, the rest is dropped and said. */
async function flush(b: Bundler): Promise<void> {
  b.stopped = true;
  const work: Array<Promise<void>> = [];
  for (const [userId, s] of b.users) {
    s.cancel?.();
    s.cancel = null;
    if (s.held.length === 0) continue;
    work.push(release(b, userId));
    if (s.held.length > 0) {
      b.opts.failed(userId, capReached(), 'dropped', s.held.length);
      s.held = [];
    }
  }
  await Promise.all(work);
}

function heldCount(b: Bundler, userId?: string): number {
  if (userId !== undefined) return b.users.get(userId)?.held.length ?? 0;
  let n = 0;
  for (const s of b.users.values()) n += s.held.length;
  return n;
}

/** Delivers `dms` one after another; a failure is said, and the rest still go. */
async function deliver(b: Bundler, userId: string, dms: readonly OutDm[]): Promise<void> {
  for (const dm of dms) {
    try {
      await b.opts.send(userId, dm);
    } catch (e) {
      b.opts.failed(userId, e, 'send', 1);
    }
  }
}

/** The DMs held `parts` make, each with how many of them it carries: one as it is, else a bundle with cards, else texts. */
function bundleOf(b: Bundler, parts: readonly DmPart[]): Array<OutDm & { parts: number }> {
  const { measure } = b.opts;
  if (parts.length === 1) return [{ ...alone(parts[0]), parts: 1 }];
  const head = b.opts.head(parts, parts[parts.length - 1].locale);
  const cards = measure && parts.some((p) => p.card) ? cardBundle(parts, head, measure) : null;
  if (cards) return [{ ...cards, parts: parts.length }];
  // Each DM whole when the bundle fits one DM; else each in its brief form (its call and link: the
  // turn message tells the rest), split at DM boundaries if even that would not fit.
  let texts = bundleTexts(
    parts.map((p) => p.content),
    head,
    b.max,
  );
  if (texts.length > 1)
    texts = bundleTexts(
      parts.map((p) => p.brief ?? p.content),
      head,
      b.max,
    );
  return texts.map((t) => ({ text: t.text, cards: [], parts: t.parts }));
}

/** The held DMs of `userId` go out, bundled, as far as the cap lets them; what is left waits again. */
function release(b: Bundler, userId: string): Promise<void> {
  const s = stateOf(b, userId);
  s.cancel = null;
  const now = b.clock.now();
  const parts = s.held;
  if (parts.length === 0) return Promise.resolve();
  const dms = bundleOf(b, parts);
  // As many as the cap lets go; the parts of the rest stay held, in their order, for a bundle of their own.
  const going = dms.slice(0, Math.max(0, Math.min(dms.length, room(b, s, now))));
  s.held = parts.slice(going.reduce((n, d) => n + d.parts, 0));
  if (going.length > 0) sentNow(b, s, now, going.length);
  if (s.held.length > 0) schedule(b, userId, s);
  return deliver(
    b,
    userId,
    going.map(({ text, cards: shown }) => ({ text, cards: shown })),
  );
}

function schedule(b: Bundler, userId: string, s: UserState): void {
  if (s.cancel !== null || b.stopped) return;
  const now = b.clock.now();
  const at = Math.max(s.quietUntil, roomAt(b, s, now));
  s.cancel = b.clock.set(Math.max(0, at - now), () => void release(b, userId));
}
