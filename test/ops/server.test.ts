// The health and metrics server itself: its three paths, GET and HEAD only, and a port or host
// it cannot have said in words that name the setting.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { listenProblem, OpsListenError, startOpsServer, type OpsEndpoints } from '../../src/ops/server';

const endpoints: OpsEndpoints = {
  health: () => ({ healthy: false, eventLoop: { lagMs: 4000, worstMs: 4000 }, problems: ['event loop: stalled for 4.0 s'] }),
  readiness: async () => ({ ready: true, stopping: false, migrated: true, storeMs: 1, shards: [], problems: [] }),
  metrics: async () => ({ text: 'rerun_x_total 1\n', contentType: 'text/plain; version=0.0.4; charset=utf-8' }),
};

describe('the health and metrics server', () => {
  let server: Awaited<ReturnType<typeof startOpsServer>>;
  afterAll(() => server?.close());

  it('listens on 127.0.0.1, a free port for 0, and answers each path', async () => {
    server = await startOpsServer({ port: 0, host: '127.0.0.1' }, endpoints, () => undefined);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ healthy: false, problems: ['event loop: stalled for 4.0 s'] });
    const ready = await fetch(`${server.url}/readyz?verbose=1`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    const metrics = await fetch(`${server.url}/metrics`);
    expect(metrics.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(await metrics.text()).toBe('rerun_x_total 1\n');
    expect((await fetch(`${server.url}/metrics/`)).status).toBe(404);
  });

  it('refuses every method but GET and HEAD, saying which are allowed', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const r = await fetch(`${server.url}/readyz`, { method });
      expect(r.status, method).toBe(405);
      expect(r.headers.get('allow')).toBe('GET, HEAD');
    }
    const head = await fetch(`${server.url}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(503);
    expect(await head.text()).toBe('');
  });

  it('says a port already taken, naming METRICS_PORT', async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as AddressInfo).port;
    try {
      const tried = startOpsServer({ port, host: '127.0.0.1' }, endpoints, () => undefined);
      await expect(tried).rejects.toBeInstanceOf(OpsListenError);
      await expect(tried).rejects.toThrow(`METRICS_PORT ${port} is already taken on 127.0.0.1 by another program`);
    } finally {
      taken.close();
    }
  });

  it('says a host that is not this machine, or a privileged port, naming the setting', () => {
    const e = (code: string) => Object.assign(new Error(code), { code });
    expect(listenProblem(e('EADDRNOTAVAIL'), 9464, '10.9.9.9')).toMatch(
      /^METRICS_HOST 10\.9\.9\.9 is not an address of this machine/,
    );
    expect(listenProblem(e('ENOTFOUND'), 9464, 'nowhere.invalid')).toMatch(/^METRICS_HOST nowhere\.invalid is not a name/);
    expect(listenProblem(e('EACCES'), 80, '0.0.0.0')).toMatch(/^METRICS_PORT 80 needs privileges/);
  });
});
