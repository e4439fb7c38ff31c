// `npm run probe:acks`: the acknowledgement probes (test/chaos/acks.ts), their figures
// printed (p50, p99, max of the acknowledgements), non-zero exit when any acknowledgement took
// more than 2.5 s (probe d: 300 ms) or the slow work did not complete once. ACK_PROBES=a,c runs some of them.
import { ackFigures, ACK_MAX_MS, probeColdStart, probeRestart, probeSlowRest, probeThreadLimit, type AckProbe } from './acks';

const PROBES: Record<string, () => Promise<AckProbe>> = {
  a: probeThreadLimit,
  b: probeSlowRest,
  c: probeRestart,
  d: probeColdStart,
};

async function main(): Promise<void> {
  const only = (process.env.ACK_PROBES ?? 'a,b,c,d').split(',').map((s) => s.trim());
  let ok = true;
  for (const key of only) {
    const run = PROBES[key];
    if (!run) throw new Error(`no probe ${key} (a, b, c or d)`);
    const p = await run();
    const f = ackFigures(p);
    const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'none');
    console.log(`${p.name}: ${p.acks.length} acks, p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, max ${ms(f.max)}`);
    for (const a of p.acks) console.log(`  ${a.label}: ${ms(a.ms)}`);
    for (const fault of p.faults) console.log(`  FAULT ${fault}`);
    if (f.late > 0) console.log(`  FAIL ${f.late} acknowledgement(s) later than ${p.maxMs ?? ACK_MAX_MS} ms`);
    ok = ok && f.late === 0 && p.faults.length === 0;
  }
  process.exit(ok ? 0 : 1);
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
