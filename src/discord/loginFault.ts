// Why `npm start` could not log in, said so that the person running it knows what to fix:
// an unreachable Discord is a network matter, and must not send them off to reset a good token.

/** Error codes of a connection that never reached Discord (Node's sockets and DNS, undici). */
const UNREACHABLE = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EPIPE',
  'CERT_HAS_EXPIRED',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
]);

interface Faulty {
  code?: unknown;
  name?: unknown;
  status?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and everything it wraps (causes, the parts of an AggregateError). */
function chain(error: unknown, depth = 0): Faulty[] {
  if (typeof error !== 'object' || error === null || depth > 5) return [];
  const e = error as Faulty;
  const parts = Array.isArray(e.errors) ? e.errors.flatMap((x) => chain(x, depth + 1)) : [];
  return [e, ...chain(e.cause, depth + 1), ...parts];
}

export type LoginFault = { kind: 'unreachable'; code: string } | { kind: 'token' } | { kind: 'other' };

export function classifyLogin(error: unknown): LoginFault {
  const all = chain(error);
  if (all.some((e) => e.code === 'TokenInvalid' || e.code === 'TokenMissing' || e.status === 401)) return { kind: 'token' };
  const net = all.find((e) => typeof e.code === 'string' && UNREACHABLE.has(e.code));
  if (net) return { kind: 'unreachable', code: net.code as string };
  // discord.js gives up on a request that hangs with an AbortError (its REST timeout).
  if (all.some((e) => e.name === 'AbortError' || e.name === 'TimeoutError')) return { kind: 'unreachable', code: 'timed out' };
  return { kind: 'other' };
}

/** The lines `npm start` prints when log-in fails; `apiBase` is DISCORD_API_BASE when set. */
export function loginFaultLines(error: unknown, apiBase?: string): string[] {
  const fault = classifyLogin(error);
  const where = apiBase ? `Discord at ${apiBase} (DISCORD_API_BASE)` : 'Discord (discord.com)';
  switch (fault.kind) {
    case 'unreachable':
      return [
        `Rerun cannot reach ${where}: ${fault.code}.`,
        apiBase
          ? 'Check that address, or remove DISCORD_API_BASE to use the real Discord. The token was not checked.'
          : 'Check that this machine is online and that a firewall or proxy lets it reach discord.com. The token was not checked.',
        'To play without Discord meanwhile: npm run local',
      ];
    case 'token':
      return [
        'Discord refused the bot token.',
        'Check DISCORD_TOKEN (Developer Portal -> Application -> Bot -> Reset Token, then copy the new token).',
      ];
    case 'other':
      return [
        `Rerun could not log in to ${where}: ${error instanceof Error ? error.message : String(error)}`,
        'If Discord is reachable from here, check DISCORD_TOKEN (Developer Portal -> Application -> Bot -> Reset Token).',
      ];
  }
}
