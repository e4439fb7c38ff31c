// vitest's global setup, run by each project: the run's PostgreSQL cluster (pgSetup.ts) and the
// bundles the tests start as processes (buildSetup.ts), side by side: each is several seconds
// before the first file can run, most of it waiting on initdb and esbuild.
import type { TestProject } from 'vitest/node';
import { buildBundles } from './buildSetup';
import pgSetup from './pgSetup';

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const [teardown] = await Promise.all([pgSetup(project), buildBundles()]);
  return teardown;
}
