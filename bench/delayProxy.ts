// A TCP proxy that holds every chunk `ms` milliseconds each way, in order: a database one zone
// away, for the stores bench's "2 ms each way" row. Returns the URL that reaches `url` through it.
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface DelayProxy {
  url: string;
  close(): Promise<void>;
}

/** Forwards from `from` to `to`, each chunk sent `ms` after it arrived (a later one never overtakes it). */
function delayed(from: Socket, to: Socket, ms: number): void {
  from.on('data', (chunk) => setTimeout(() => to.write(chunk), ms));
  from.on('end', () => setTimeout(() => to.end(), ms));
  from.on('error', () => to.destroy());
}

export async function delayProxy(url: string, ms: number): Promise<DelayProxy> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    for (const s of [client, upstream]) {
      // Without it Nagle's algorithm holds each small packet for the peer's delayed ACK (about
      // 40 ms a round trip on Linux): the row would measure that, not the 2 ms.
      s.setNoDelay(true);
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    delayed(client, upstream, ms);
    delayed(upstream, client, ms);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return {
    url: proxied.toString(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
