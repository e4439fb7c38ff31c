// vitest globalSetup: one throwaway PostgreSQL cluster per test run, wherever the binaries are
// (CI installs them). Tests read its URL with pgUrl() (test/support/pg.ts): '' means not
// installed, and the PostgreSQL half skips. Installed but failing to start fails the run.
// Each project (vitest.config.ts) runs this setup; they share the one cluster: the first starts
// it, the last teardown stops it.
import type { TestProject } from 'vitest/node';
import { pgAvailable, startCluster, type PgCluster } from './pgCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's postgres:// URL, or '' without PostgreSQL. */
    pgUrl: string;
  }
}

/** The run's cluster and how many projects still use it, on globalThis: each project may load this module anew. */
interface Shared {
  cluster: Promise<PgCluster>;
  users: number;
}
const KEY = Symbol.for('rerun.pgCluster');
const g = globalThis as { [KEY]?: Shared };

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (!pgAvailable()) {
    project.provide('pgUrl', '');
    return undefined;
  }
  const shared = (g[KEY] ??= { cluster: startCluster(), users: 0 });
  shared.users++;
  const cluster = await shared.cluster;
  project.provide('pgUrl', cluster.url);
  return () => {
    if (--shared.users > 0) return;
    delete g[KEY];
    cluster.stop();
  };
}
