// The gateway half of the fake: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats,
// a minimal RESUME, and dispatches pushed by the test (INTERACTION_CREATE). Shards: each
// IDENTIFY's `shard: [id, count]` (absent: [0, 1]) is a session of its own, and a guild's
// dispatches go only to the shard Discord would use, (guild_id >> 22) % count.
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
  /** READY's `d` and the dispatches that follow it (GUILD_CREATE), for a new session of shard `shard` of `count`. */
  onIdentify(identify: Json, sessionId: string, shard: [number, number]): { ready: Json; then: Array<{ t: string; d: Json }> };
  log(line: string): void;
}

interface Session {
  id: string;
  seq: number;
  socket: WebSocket | null;
  shard: [number, number];
}

/** The shard Discord sends a guild's events to. */
export const shardOf = (guildId: string, count: number): number => Number((BigInt(guildId) >> 22n) % BigInt(count));

export class Gateway {
  private readonly wss: WebSocketServer;
  /** The live session of each shard id. */
  private readonly sessions = new Map<number, Session>();
  private readyWaiters: Array<() => void> = [];
  /** Every IDENTIFY payload received (token included: it is the fake's own test token). */
  readonly identifies: Json[] = [];
  heartbeats = 0;
  /** While set, IDENTIFYs wait here for their READY (holdReady). */
  private held: Promise<void> | null = null;

  constructor(
    server: Server,
    private readonly hooks: GatewayHooks,
  ) {
    this.wss = new WebSocketServer({ server });
    this.wss.on('connection', (socket) => this.accept(socket));
  }

  /** True once a client has identified and received READY on a live socket (any shard). */
  get connected(): boolean {
    return this.connectedShards().length > 0;
  }

  /** The shard ids with a live session, in order. */
  connectedShards(): number[] {
    return [...this.sessions.values()]
      .filter((s) => s.socket?.readyState === 1)
      .map((s) => s.shard[0])
      .sort((a, b) => a - b);
  }

  waitReady(): Promise<void> {
    if (this.connected) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Sends a dispatch to the shard of `guildId` (none: shard 0, where Discord sends what has no guild). */
  dispatch(t: string, d: Json, guildId?: string): void {
    const count = [...this.sessions.values()][0]?.shard[1] ?? 1;
    const id = guildId === undefined ? 0 : shardOf(guildId, count);
    const s = this.sessions.get(id);
    if (!s?.socket || s.socket.readyState !== 1) throw new Error(`gateway: no connected client (shard ${id}) to receive ${t}`);
    this.send(s, t, d);
  }

  private send(s: Session, t: string, d: Json): void {
    s.seq += 1;
    s.socket?.send(JSON.stringify({ op: OP.dispatch, t, s: s.seq, d }));
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
      for (const s of this.sessions.values()) if (s.socket === socket) s.socket = null;
    });
  }

  /** IDENTIFYs from now on get no READY until the returned release is called (a slow Discord log-in). */
  holdReady(): () => void {
    let release!: () => void;
    this.held = new Promise<void>((r) => (release = r));
    return () => {
      this.held = null;
      release();
    };
  }

  private identify(socket: WebSocket, d: Json): void {
    if (this.held) {
      void this.held.then(() => this.identify(socket, d));
      return;
    }
    this.identifies.push(d);
    if (d?.token !== this.hooks.token && d?.token !== `Bot ${this.hooks.token}`) {
      socket.close(4004, 'Authentication failed.');
      return;
    }
    const pair = Array.isArray(d?.shard) ? d.shard : [0, 1];
    const shard: [number, number] = [Number(pair[0]), Number(pair[1])];
    const session: Session = { id: snowflake(), seq: 0, socket, shard };
    this.sessions.set(shard[0], session);
    const { ready, then } = this.hooks.onIdentify(d, session.id, shard);
    this.send(session, 'READY', ready);
    for (const ev of then) this.send(session, ev.t, ev.d);
    this.flushReady();
  }

  private resume(socket: WebSocket, d: Json): void {
    const s = [...this.sessions.values()].find((x) => x.id === d?.session_id);
    if (!s || d?.token !== this.hooks.token) {
      socket.send(JSON.stringify({ op: OP.invalidSession, d: false, s: null, t: null }));
      return;
    }
    // Nothing is buffered while disconnected, so there is nothing to replay.
    s.socket = socket;
    this.send(s, 'RESUMED', {});
    this.flushReady();
  }

  private flushReady(): void {
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const w of waiters) w();
  }
}
