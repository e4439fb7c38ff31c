// A process that starts a cluster, says where, and waits to be killed: pgCluster.test.ts kills
// it with SIGKILL (no handler runs) to see the watchdog stop the server and remove its folder.
import { startCluster } from './pgCluster';

const cluster = await startCluster();
console.log(`cluster ${cluster.dir} ${cluster.url}`);
setInterval(() => undefined, 60_000);
