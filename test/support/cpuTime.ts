// Setup file: the CPU seconds each test file costs (its worker's, and its bot and helper
// processes' once they have ended), kept on the file's task for the slowest-files report
// (slowest.ts). Linux only (/proc); elsewhere nothing is kept.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';

/** utime + stime + cutime + cstime of this process, in seconds (100 ticks a second on Linux). */
function cpuSeconds(): number | null {
  try {
    const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100;
  } catch {
    return null;
  }
}

let began: number | null = null;
beforeAll(() => {
  began = cpuSeconds();
});
// vitest reads a hook's first parameter as fixtures and wants a pattern: the file comes second.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  const now = cpuSeconds();
  if (began !== null && now !== null) suite.meta.cpuSeconds = now - began;
});

declare module 'vitest' {
  interface TaskMeta {
    /** CPU seconds the file cost (cpuTime.ts). */
    cpuSeconds?: number;
  }
}
