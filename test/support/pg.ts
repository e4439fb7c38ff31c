// What a test file needing PostgreSQL uses: the run's cluster (test/support/pgSetup.ts) and a
// database of its own on it.
//   const url = pgUrl();
//   describe.skipIf(!url)('…', () => { beforeAll(async () => (db = await freshDatabase(url))); … });
import { inject } from 'vitest';

export { freshDatabase } from './pgCluster';

/** The run's cluster URL, or '' where PostgreSQL is not installed (the suite then skips). */
export const pgUrl = (): string => inject('pgUrl') ?? '';

/** A database of the run's cluster already brought to the schema, to copy (freshDatabase's template); undefined if none. */
export const pgTemplate = (): string | undefined => inject('pgTemplate') || undefined;
