// What the metrics hear of each interaction the router handles: its type, its command or its
// custom id's kind (never the id), and its outcome: answered, deferred, refused or failed.
import { describe, expect, it } from 'vitest';
import type { Announcer } from '../../src/discord/announcer';
import { createInteractionHandler, DEFER_AFTER_MS } from '../../src/discord/interactions';
import { registry } from '../../src/ops/metrics';
import { parseExposition } from '../support/promText';
import { answer, fakeService, type FakeService } from './fakeService';
import { fakeInteraction, type FakeSpec } from './fakeInteraction';
import { memoryLog } from '../log/capture';

/** Runs one interaction (its place's queue held `holdMs`); returns how the interaction counts grew, by label set. */
async function counted(spec: FakeSpec, prepare: (s: FakeService) => void, holdMs = 0): Promise<Map<string, number>> {
  const service = fakeService();
  prepare(service);
  const announcer: Announcer = {
    serial: async (_place, f) => {
      await new Promise((r) => setTimeout(r, holdMs));
      return f();
    },
    busy: () => holdMs > 0,
    perform: async () => undefined,
    kick: async () => undefined,
    closed: async () => undefined,
    reopened: async () => undefined,
    flushDms: async () => undefined,
  };
  const handle = createInteractionHandler({ service, logger: memoryLog('silent').logger, announcer });
  const read = async () => {
    const e = parseExposition(await registry.metrics());
    return new Map(
      e.samples
        .filter((s) => s.name === 'rerun_interactions_total')
        .map((s) => [`${s.labels.type} ${s.labels.kind} ${s.labels.outcome}`, s.value] as const),
    );
  };
  const before = await read();
  await handle(fakeInteraction(spec).interaction);
  const after = await read();
  const grew = new Map<string, number>();
  for (const [k, v] of after) if (v !== (before.get(k) ?? 0)) grew.set(k, v - (before.get(k) ?? 0));
  return grew;
}

describe('interactions as the metrics count them', () => {
  it('a command answered at once', async () => {
    const grew = await counted(
      { kind: 'command', commandName: 'status' },
      (s) => (s.next = answer('Turn 3', { ephemeral: true })),
    );
    expect([...grew]).toEqual([['command status answered', 1]]);
  });

  it('a click refused by the service, counted by its custom id kind only', async () => {
    const grew = await counted({ kind: 'button', customId: 'pick:7:3:secret-choice' }, (s) => {
      s.next = answer('Not your turn.', { ephemeral: true, refused: true });
    });
    expect([...grew]).toEqual([['button pick refused', 1]]);
  });

  it('a command whose service call throws, as failed', async () => {
    const grew = await counted({ kind: 'command', commandName: 'roll' }, (s) => (s.next = new Error('boom')));
    expect([...grew]).toEqual([['command roll failed', 1]]);
  });

  it('a click whose place stayed busy, as deferred', async () => {
    const grew = await counted(
      { kind: 'button', customId: 'roll:7:3:r' },
      (s) => (s.next = answer('Rolled.', { ephemeral: true })),
      DEFER_AFTER_MS + 200,
    );
    expect([...grew]).toEqual([['button roll deferred', 1]]);
  });

  it('a custom id of no kind Rerun makes, as unknown', async () => {
    const grew = await counted(
      { kind: 'button', customId: 'u123456789012345678:x' },
      (s) => (s.next = answer('?', { ephemeral: true })),
    );
    expect([...grew]).toEqual([['button unknown answered', 1]]);
  });
});
