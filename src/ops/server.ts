// The health and metrics server (METRICS_PORT): GET or HEAD /healthz, /readyz and /metrics.
// Plain node:http, bound to 127.0.0.1 unless METRICS_HOST says otherwise. /healthz and /readyz
// answer 200 or 503 with a JSON body saying why; /metrics the Prometheus text format.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Health, Readiness } from './health';

export interface OpsEndpoints {
  health(): Health | Promise<Health>;
  readiness(): Promise<Readiness>;
  /** The metrics in the Prometheus text format, and its content type. */
  metrics(): Promise<{ text: string; contentType: string }>;
}

export interface OpsServer {
  /** Where it listens, as a URL (the port chosen when METRICS_PORT is 0). */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A server that could not listen: the message names the setting to change. */
export class OpsListenError extends Error {}

const ENDPOINTS = ['/healthz', '/readyz', '/metrics'];

export async function startOpsServer(
  where: { port: number; host: string },
  endpoints: OpsEndpoints,
  onError: (e: unknown) => void,
): Promise<OpsServer> {
  const server = createServer((req, res) => {
    handle(req, res, endpoints).catch((e: unknown) => {
      onError(e);
      if (!res.headersSent) send(res, req, 500, 'text/plain; charset=utf-8', 'internal error\n');
      else res.destroy();
    });
  });
  await listen(server, where);
  const { port } = server.address() as AddressInfo;
  const shown = where.host.includes(':') ? `[${where.host}]` : where.host;
  return {
    url: `http://${shown}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function listen(server: Server, { port, host }: { port: number; host: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => reject(new OpsListenError(listenProblem(e, port, host))));
    server.listen(port, host, () => resolve());
  });
}

/** What an admin reads when the server cannot listen. */
export function listenProblem(e: NodeJS.ErrnoException, port: number, host: string): string {
  switch (e.code) {
    case 'EADDRINUSE':
      return `METRICS_PORT ${port} is already taken on ${host} by another program: choose another port (or stop that program).`;
    case 'EACCES':
      return `METRICS_PORT ${port} needs privileges on this machine: choose a port from 1024 to 65535.`;
    case 'EADDRNOTAVAIL':
      return `METRICS_HOST ${host} is not an address of this machine: use 127.0.0.1 (this machine only), 0.0.0.0 (every interface) or one of its own addresses.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `METRICS_HOST ${host} is not a name this machine can resolve: use an address such as 127.0.0.1.`;
    default:
      return `The health and metrics server cannot listen on ${host}:${port} (${e.code ?? e.message}): check METRICS_PORT and METRICS_HOST.`;
  }
}

async function handle(req: IncomingMessage, res: ServerResponse, endpoints: OpsEndpoints): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return send(res, req, 405, 'text/plain; charset=utf-8', `${req.method} is not allowed: only GET and HEAD.\n`);
  }
  switch (path) {
    case '/healthz': {
      const h = await endpoints.health();
      return json(res, req, h.healthy ? 200 : 503, h);
    }
    case '/readyz': {
      const r = await endpoints.readiness();
      return json(res, req, r.ready ? 200 : 503, r);
    }
    case '/metrics': {
      const m = await endpoints.metrics();
      return send(res, req, 200, m.contentType, m.text);
    }
    default:
      return send(res, req, 404, 'text/plain; charset=utf-8', `Not found. Rerun serves ${ENDPOINTS.join(', ')}.\n`);
  }
}

const json = (res: ServerResponse, req: IncomingMessage, status: number, body: unknown) =>
  send(res, req, status, 'application/json; charset=utf-8', `${JSON.stringify(body)}\n`);

function send(res: ServerResponse, req: IncomingMessage, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}
