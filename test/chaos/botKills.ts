// When the bot crash probe kills a life: at a random time, or at a chosen moment seen in what
// the fake Discord receives (a turn message or a reminder being posted, killed before the bot
// hears Discord's answer) or in the bot's output (a person's decision committed, an AI seat to
// move next). Each life is armed with one kind, with a random-time fallback.
import type * as store from '../../src/store';
import type { FakeDiscord, Served } from '../fake-discord/fake';
import { aiTurns } from './botAi';
import { dueReminders, reminderOf, turnNoOf } from './botCounts';
import { KILL_KINDS, toBot, type KillKind, type Life, type Lives, type Warp } from './botLives';
import type { People } from './botPlayers';

const PERSON_COMMITTED = /^chaos: person committed (\d+)$/;

export class Killer {
  readonly by: Record<KillKind, number> = Object.fromEntries(KILL_KINDS.map((k) => [k, 0])) as Record<KillKind, number>;
  private armed: { life: Life; kind: KillKind; fallbackAt: number } | null = null;

  constructor(
    private readonly lives: Lives,
    private readonly fake: FakeDiscord,
    private readonly people: People,
    private readonly reader: () => store.Db | null,
    private readonly warp: Warp,
  ) {
    fake.beforeAnswer = (s) => this.served(s);
  }

  get kills(): number {
    return Object.values(this.by).reduce((a, b) => a + b, 0);
  }

  /** From now on `life` dies at its kind's moment, or at `fallbackAt` (real ms) at the latest. */
  arm(life: Life, kind: KillKind, fallbackAt: number): void {
    this.armed = { life, kind, fallbackAt };
    const stop = life.bot.onLine((l) => {
      const m = PERSON_COMMITTED.exec(l.text);
      const db = this.reader();
      if (!m || this.armed?.life !== life || this.armed.kind !== 'person-commit' || !db) return;
      // Only when an AI seat moves next: between the person's commit and the AI's.
      if (aiTurns(db).some((g) => g.gameId === Number(m[1]))) void this.kill('person-commit');
    });
    void life.bot.exited.then(stop);
  }

  disarm(): void {
    this.armed = null;
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
    this.by[why]++;
    await this.lives.kill(a.life, why);
  }

  /** A request the fake has carried out, before the bot hears the answer. */
  private async served(s: Served): Promise<void> {
    const a = this.armed;
    if (!a || s.status >= 300) return;
    if (a.kind === 'turn-post') {
      const threads = new Set(this.fake.threads().map((x) => x.id));
      if (s.created.some((m) => m.visibleTo === null && threads.has(m.channelId) && turnNoOf(m) !== null))
        await this.kill('turn-post');
    } else if (a.kind === 'reminder-post') {
      // While a batch goes out: this reminder is on Discord, another one due is not yet.
      const m = s.created.find((x) => reminderOf(x) !== null);
      const r = m && reminderOf(m);
      if (!m || !r) return;
      const key = `${m.channelId}:${r.deadlineSec}:${r.level}`;
      const due = dueReminders(this.fake, this.people.turns.values(), toBot(this.warp, Date.now()));
      if (due.some((k) => k !== key)) await this.kill('reminder-post');
    }
  }
}
