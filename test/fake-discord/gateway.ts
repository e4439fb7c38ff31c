// The gateway half of the fake: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats,
// a minimal RESUME, and dispatches pushed by the test (INTERACTION_CREATE).
// Plain JSON text frames: discord.js only asks for compression when zlib-sync is installed.
import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { snowflake } from './snowflake';
import type { Json } from './types';

const OP = {
  dispatch: 0,
  heartbeat: 1,
  identify: 2,
  presence: 3,
  resume: 6,
  invalidSession: 9,
  hello: 10,
  heartbeatAck: 11,
} as const;

export interface GatewayHooks {
  token: string;
  heartbeatInterval: number;
  /** READY's `d` and the dispatches that follow it (GUILD_CREATE), for a new session. */
  onIdentify(identify: Json, sessionId: string): { ready: Json; then: Array<{ t: string; d: Json }> };
  log(line: string): void;
}

interface Session {
  id: string;
  seq: number;
  socket: WebSocket | null;
}

export class Gateway {
  private readonly wss: WebSocketServer;
  private session: Session | null = null;
  private readyWaiters: Array<() => void> = [];
  /** Every IDENTIFY payload received (token included: it is the fake's own test token). */
  readonly identifies: Json[] = [];
  heartbeats = 0;

  constructor(
    server: Server,
    private readonly hooks: GatewayHooks,
  ) {
    this.wss = new WebSocketServer({ server });
    this.wss.on('connection', (socket) => this.accept(socket));
  }

  /** True once a client has identified and received READY on a live socket. */
  get connected(): boolean {
    return this.session?.socket?.readyState === 1;
  }

  waitReady(): Promise<void> {
    if (this.connected) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  dispatch(t: string, d: Json): void {
    const s = this.session;
    if (!s?.socket || s.socket.readyState !== 1) throw new Error(`gateway: no connected client to receive ${t}`);
    s.seq += 1;
    s.socket.send(JSON.stringify({ op: OP.dispatch, t, s: s.seq, d }));
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private accept(socket: WebSocket): void {
    const send = (payload: Json): void => {
      if (socket.readyState === 1) socket.send(JSON.stringify(payload));
    };
    send({ op: OP.hello, d: { heartbeat_interval: this.hooks.heartbeatInterval }, s: null, t: null });
    socket.on('message', (raw) => {
      let msg: Json;
      try {
        msg = JSON.parse(raw.toString());
      } catch {
        socket.close(4002, 'Error while decoding payload.');
        return;
      }
      switch (msg?.op) {
        case OP.heartbeat:
          this.heartbeats += 1;
          send({ op: OP.heartbeatAck, d: null, s: null, t: null });
          break;
        case OP.identify:
          this.identify(socket, msg.d);
          break;
        case OP.resume:
          this.resume(socket, msg.d);
          break;
        case OP.presence:
          break;
        default:
          this.hooks.log(`gateway: ignored op ${String(msg?.op)}`);
      }
    });
    socket.on('close', () => {
      if (this.session?.socket === socket) this.session.socket = null;
    });
  }

  private identify(socket: WebSocket, d: Json): void {
    this.identifies.push(d);
    if (d?.token !== this.hooks.token && d?.token !== `Bot ${this.hooks.token}`) {
      socket.close(4004, 'Authentication failed.');
      return;
    }
    this.session = { id: snowflake(), seq: 0, socket };
    const { ready, then } = this.hooks.onIdentify(d, this.session.id);
    this.dispatch('READY', ready);
    for (const ev of then) this.dispatch(ev.t, ev.d);
    this.flushReady();
  }

  private resume(socket: WebSocket, d: Json): void {
    const s = this.session;
    if (!s || d?.session_id !== s.id || d?.token !== this.hooks.token) {
      socket.send(JSON.stringify({ op: OP.invalidSession, d: false, s: null, t: null }));
      return;
    }
    // Nothing is buffered while disconnected, so there is nothing to replay.
    s.socket = socket;
    this.dispatch('RESUMED', {});
    this.flushReady();
  }

  private flushReady(): void {
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const w of waiters) w();
  }
}
