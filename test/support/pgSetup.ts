// vitest globalSetup: one throwaway PostgreSQL cluster per test run, wherever the binaries are
// (CI installs them). Tests read its URL with pgUrl() (test/support/pg.ts): '' means not
// installed, and the PostgreSQL half skips. Installed but failing to start fails the run.
// Each project runs this setup (globalSetup.ts); they share the one cluster: the first starts
// it, the last teardown stops it.
import type { TestProject } from 'vitest/node';
import { openPgStore } from '../../src/store/pg/pgStore';
import { freshDatabase, pgAvailable, startCluster, type PgCluster } from './pgCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's postgres:// URL, or '' without PostgreSQL. */
    pgUrl: string;
    /** A migrated database to copy (pg.ts pgTemplate), or '' without PostgreSQL. */
    pgTemplate: string;
  }
}

/**
 * A database of the cluster at `url` brought to the schema, then left alone: copying it is
 * cheaper than migrating each test's database (the service helpers' ones: stores.ts). Its name.
 */
async function migratedTemplate(url: string): Promise<string> {
  const db = await freshDatabase(url);
  await (await openPgStore(db, { max: 1 })).close();
  return new URL(db).pathname.slice(1);
}

/** The run's cluster and how many projects still use it, on globalThis: each project may load this module anew. */
interface Shared {
  cluster: Promise<{ cluster: PgCluster; template: string }>;
  users: number;
}
const KEY = Symbol.for('rerun.pgCluster');
const g = globalThis as { [KEY]?: Shared };

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (!pgAvailable()) {
    project.provide('pgUrl', '');
    project.provide('pgTemplate', '');
    return undefined;
  }
  const shared = (g[KEY] ??= { cluster: startWithTemplate(), users: 0 });
  shared.users++;
  const { cluster, template } = await shared.cluster;
  project.provide('pgUrl', cluster.url);
  project.provide('pgTemplate', template);
  return () => {
    if (--shared.users > 0) return;
    delete g[KEY];
    cluster.stop();
  };
}

async function startWithTemplate(): Promise<{ cluster: PgCluster; template: string }> {
  const cluster = await startCluster();
  try {
    return { cluster, template: await migratedTemplate(cluster.url) };
  } catch (e) {
    cluster.stop();
    throw e;
  }
}
