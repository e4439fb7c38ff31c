// A reporter beside vitest's own: at the end of every run, the ten slowest test files (SLOWEST=<n> for more) by their
// own time (collection and tests, per store where a file runs on both) with the CPU each took
// (cpuTime.ts), so the loop's cost stays in sight. Added in vitest.config.ts.
import type { Reporter, TestModule } from 'vitest/node';

/** How many files are listed: SLOWEST=<n> shows more (all, with a large n). */
const SHOWN = Number(process.env.SLOWEST) || 10;

export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules
      .map((m) => {
        const d = m.diagnostic();
        const cpu = m.meta().cpuSeconds;
        return { file: m.relativeModuleId, project: m.project.name, seconds: (d.collectDuration + d.duration) / 1000, cpu };
      })
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (rows.length === 0) return;
    const cpu = (r: (typeof rows)[number]) => (r.cpu === undefined ? '' : `${r.cpu.toFixed(1).padStart(6)} s CPU`);
    const lines = rows.map(
      (r) => `  ${r.seconds.toFixed(1).padStart(6)} s ${cpu(r)}  ${r.file}${r.project ? ` (${r.project})` : ''}`,
    );
    process.stdout.write(`\nThe ${rows.length} slowest test files (their own time, and the CPU it took):\n${lines.join('\n')}\n`);
  }
}
