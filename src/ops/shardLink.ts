// Under SHARDS the manager serves /healthz, /readyz and /metrics for every shard of this
// machine: it asks each shard process over the IPC channel discord.js keeps to it, and each
// shard answers from its own event loop, store, gateway and metrics registry. An unanswered
// question (a shard starting, restarting or stuck) counts as not ready and not healthy.
import type { MetricObjectWithValues, MetricValue } from 'prom-client';
import type { Health, Readiness } from './health';

export type OpsAsk = 'health' | 'ready' | 'metrics';
export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

interface Question {
  rerunOps: 'ask';
  id: number;
  ask: OpsAsk;
}
interface AnswerMessage {
  rerunOps: 'answer';
  id: number;
  answer: unknown;
}

/** A shard as the manager holds it (discord.js's Shard is one). */
export interface ShardPeer {
  send(message: unknown): Promise<unknown>;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/** How long the manager waits for a shard's answer. */
export const SHARD_ANSWER_MS = 1000;

let asked = 0;

/** Asks one shard; null when it does not answer in time (or cannot be asked). */
export async function askShard<T>(peer: ShardPeer | undefined, ask: OpsAsk, timeoutMs = SHARD_ANSWER_MS): Promise<T | null> {
  if (!peer) return null;
  const id = ++asked;
  let listener: ((m: unknown) => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<T | null>((resolve) => {
      listener = (m) => {
        if (isAnswer(m) && m.id === id) resolve(m.answer as T);
      };
      peer.on('message', listener);
      timer = setTimeout(() => resolve(null), timeoutMs);
      const question: Question = { rerunOps: 'ask', id, ask };
      peer.send(question).catch(() => resolve(null));
    });
  } finally {
    clearTimeout(timer);
    if (listener) peer.off('message', listener);
  }
}

const isAnswer = (m: unknown): m is AnswerMessage =>
  typeof m === 'object' &&
  m !== null &&
  (m as AnswerMessage).rerunOps === 'answer' &&
  typeof (m as AnswerMessage).id === 'number';

/** What a shard answers with. */
export interface ShardAnswers {
  health(): Health;
  readiness(): Promise<Readiness>;
  metrics(): Promise<MetricsJson>;
}

/** In a shard's process: answers the manager's questions (process.send is the IPC channel). */
export function answerManager(answers: ShardAnswers, proc: NodeJS.Process = process): void {
  proc.on('message', (m: unknown) => {
    if (typeof m !== 'object' || m === null || (m as Question).rerunOps !== 'ask') return;
    const q = m as Question;
    const answer =
      q.ask === 'health' ? Promise.resolve(answers.health()) : q.ask === 'ready' ? answers.readiness() : answers.metrics();
    void answer.then(
      (a) => proc.send?.({ rerunOps: 'answer', id: q.id, answer: a } satisfies AnswerMessage),
      () => undefined,
    );
  });
}

/** The manager's readiness: every shard of this machine answered ready. */
export function shardsReadiness(stopping: boolean, answers: Array<{ id: number; answer: Readiness | null }>): Readiness {
  const problems: string[] = stopping ? ['stopping: the bot is shutting down'] : [];
  const shards: Readiness['shards'] = [];
  for (const { id, answer } of answers) {
    if (!answer) {
      problems.push(`shard ${id}: no answer (starting, restarting or stuck)`);
      shards.push({ id, status: 'unknown' });
      continue;
    }
    problems.push(...answer.problems.map((p) => `shard ${id}: ${p}`));
    shards.push(...(answer.shards.length ? answer.shards : [{ id, status: 'idle' }]));
  }
  const storeMs = answers.map((a) => a.answer?.storeMs ?? null);
  return {
    ready: problems.length === 0,
    stopping,
    migrated: answers.every((a) => a.answer?.migrated === true),
    storeMs: storeMs.every((ms) => ms !== null) ? Math.max(0, ...(storeMs as number[])) : null,
    shards,
    problems,
  };
}

/** The manager's health: its own event loop, and every shard's answer. */
export function shardsHealth(own: Health, answers: Array<{ id: number; answer: Health | null }>): Health {
  const problems = [...own.problems];
  let worstMs = own.eventLoop.worstMs;
  for (const { id, answer } of answers) {
    if (!answer) problems.push(`shard ${id}: no answer`);
    else {
      problems.push(...answer.problems.map((p) => `shard ${id}: ${p}`));
      worstMs = Math.max(worstMs, answer.eventLoop.worstMs);
    }
  }
  return { healthy: problems.length === 0, eventLoop: { lagMs: own.eventLoop.lagMs, worstMs }, problems };
}
