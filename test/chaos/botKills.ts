// When the bot crash probe kills a life: at a random time, or at a chosen moment seen in what
// the fake Discord receives (a turn message or a reminder being posted, killed before the bot
// hears Discord's answer) or in the bot's output (a person's decision committed, before its
// answer). Each life is armed with one kind, with a random-time fallback.
import type { FakeDiscord } from '../fake-discord/fake';
import type { StoredMessage } from '../fake-discord/types';
import { dueReminders, reminderOf, turnNoOf } from './botCounts';
import { KILL_KINDS, killLife, toBot, type KillKind, type Life, type Warp } from './botLives';
import type { People } from './botPlayers';

const PERSON_COMMITTED = /^chaos: person committed (\d+)$/;

export class Killer {
  readonly by: Record<KillKind, number> = Object.fromEntries(KILL_KINDS.map((k) => [k, 0])) as Record<KillKind, number>;
  private armed: { life: Life; kind: KillKind; fallbackAt: number } | null = null;

  constructor(
    private readonly fake: FakeDiscord,
    private readonly people: People,
    private readonly warp: Warp,
  ) {}

  get kills(): number {
    return Object.values(this.by).reduce((a, b) => a + b, 0);
  }

  /** From now on `life` dies at its kind's moment, or at `fallbackAt` (real ms) at the latest. */
  arm(life: Life, kind: KillKind, fallbackAt: number): void {
    this.armed = { life, kind, fallbackAt };
    // Posts: the fake carries the request out and never answers it; the bot dies here.
    this.fake.cancelHolds();
    if (kind === 'turn-post' || kind === 'reminder-post')
      void this.fake
        // With several processes, only a request of the armed one's (the others go on posting).
        .holdNext((_m, _p, _json, created, caller) => (life.slot === '' || caller === life.slot) && this.stored(kind, created))
        .then(() => {
          if (this.armed?.life === life) void this.kill(kind);
        });
    const stop = life.bot.onLine((l) => {
      // Between a person's commit (the AI's and forced moves after it ride in the same one) and
      // its answer: the turn message it owes is posted by the next life.
      if (!PERSON_COMMITTED.test(l.text) || this.armed?.life !== life || this.armed.kind !== 'person-commit') return;
      void this.kill('person-commit');
    });
    void life.bot.exited.then(stop);
  }

  disarm(): void {
    this.armed = null;
    this.fake.cancelHolds();
  }

  isArmed(life: Life): boolean {
    return this.armed?.life === life;
  }

  /** Kills at the fallback time; true once the armed life is killed. */
  async tick(now: number): Promise<boolean> {
    if (!this.armed || now < this.armed.fallbackAt) return false;
    await this.kill('timer');
    return true;
  }

  private async kill(why: KillKind): Promise<void> {
    const a = this.armed;
    if (!a) return;
    this.armed = null;
    this.fake.cancelHolds();
    this.by[why]++;
    await killLife(a.life, why);
  }

  /** Whether a request that created `created` is the moment to kill a life armed with `kind`. */
  private stored(kind: KillKind, created: StoredMessage[]): boolean {
    if (kind === 'turn-post') {
      const threads = new Set(this.fake.threads().map((x) => x.id));
      return created.some((m) => m.visibleTo === null && threads.has(m.channelId) && turnNoOf(m) !== null);
    }
    // While a batch goes out: this reminder is on Discord, another one due is not yet.
    const m = created.find((x) => reminderOf(x) !== null);
    const r = m && reminderOf(m);
    if (!m || !r) return false;
    const key = `${m.channelId}:${r.deadlineSec}:${r.level}`;
    const due = dueReminders(this.fake, this.people.turns.values(), toBot(this.warp, Date.now()));
    return due.some((k) => k !== key);
  }
}
