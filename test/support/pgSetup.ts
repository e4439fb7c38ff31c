// vitest globalSetup: one throwaway PostgreSQL cluster per test run, wherever the binaries are
// (CI installs them). Tests read its URL with pgUrl() (test/support/pg.ts): '' means not
// installed, and the PostgreSQL half skips. Installed but failing to start fails the run.
import type { TestProject } from 'vitest/node';
import { pgAvailable, startCluster } from './pgCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's postgres:// URL, or '' without PostgreSQL. */
    pgUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (!pgAvailable()) {
    project.provide('pgUrl', '');
    return undefined;
  }
  const cluster = await startCluster();
  project.provide('pgUrl', cluster.url);
  return () => cluster.stop();
}
