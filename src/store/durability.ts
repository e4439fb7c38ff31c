// Whether the database keeps what it reported committed. A PostgreSQL server with
// synchronous_commit off answers COMMIT before its WAL is on disk, and one with fsync off never
// makes sure it is: a crash of the database server then loses commits it had reported, so a
// decision the bot has already shown as done comes back undone. Read at start (main.ts): a warning
// naming the risk, or with RERUN_REQUIRE_DURABLE=1 a refusal to start. SQLite's durability pragmas
// are set by the store itself (db.ts): nothing to read there.

/** One setting that makes commits durable, as the server reports it (pg_settings). */
export interface DurabilitySetting {
  name: 'fsync' | 'synchronous_commit';
  /** on, off (synchronous_commit also local, remote_write, remote_apply: each waits for the local disk). */
  value: string;
  /** Where the value comes from: configuration file, database, user, database user, client, command line, default… */
  source: string;
}

/** What the server said, with the names its advice needs. */
export interface Durability {
  database: string;
  role: string;
  settings: DurabilitySetting[];
}

export type DurabilityVerdict = { kind: 'durable' } | { kind: 'warn' | 'refuse'; text: string };

/** The settings of `d` that let a reported commit be lost: fsync off, synchronous_commit off. */
export const durabilityRisks = (d: Durability): DurabilitySetting[] => d.settings.filter((s) => s.value === 'off');

/** What happens when it is lost, said in the warning and the refusal alike. */
export const DURABILITY_RISK = 'a decision the bot has shown as done can be lost if the database server crashes';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Where `s` was set, in words. */
function setWhere(s: DurabilitySetting, d: Durability): string {
  switch (s.source) {
    case 'configuration file':
      return "in the server's configuration";
    case 'database':
      return `for the database ${ident(d.database)}`;
    case 'user':
      return `for the role ${ident(d.role)}`;
    case 'database user':
      return `for the role ${ident(d.role)} in the database ${ident(d.database)}`;
    case 'client':
      return 'by the connection (DATABASE_URL)';
    case 'command line':
      return "on the server's command line";
    default:
      return `by the server (${s.source})`;
  }
}

/** What to change on the server so that `s` no longer loses commits. */
function fixOf(s: DurabilitySetting, d: Durability): string {
  switch (s.source) {
    case 'database':
      return `ALTER DATABASE ${ident(d.database)} RESET ${s.name};`;
    case 'user':
      return `ALTER ROLE ${ident(d.role)} RESET ${s.name};`;
    case 'database user':
      return `ALTER ROLE ${ident(d.role)} IN DATABASE ${ident(d.database)} RESET ${s.name};`;
    case 'client':
      return `remove ${s.name}=off from DATABASE_URL's options;`;
    case 'command line':
      return `remove -c ${s.name}=off from the server's command line and restart it;`;
    default:
      return `${s.name} = on in postgresql.conf (or ALTER SYSTEM SET ${s.name} = on), then reload the server;`;
  }
}

/**
 * The start's verdict on what the server said (null: SQLite, nothing to say). A risky server is
 * warned about, or refused when RERUN_REQUIRE_DURABLE=1. Pure: tested apart from any server.
 */
export function durabilityVerdict(d: Durability | null, requireDurable: boolean): DurabilityVerdict {
  const risks = d ? durabilityRisks(d) : [];
  if (!d || risks.length === 0) return { kind: 'durable' };
  const what = risks.map((s) => `${s.name} is off (set ${setWhere(s, d)})`).join(' and ');
  const fix = risks.map((s) => fixOf(s, d)).join(' ');
  if (requireDurable)
    return {
      kind: 'refuse',
      text:
        `Rerun cannot start: RERUN_REQUIRE_DURABLE=1, and the PostgreSQL server may lose commits it reported: ${what}, ` +
        `so ${DURABILITY_RISK}. On the server: ${fix} then start Rerun again ` +
        '(or set RERUN_REQUIRE_DURABLE=0 to start with a warning).',
    };
  return {
    kind: 'warn',
    text:
      `PostgreSQL may lose commits it reported: ${what}, so ${DURABILITY_RISK}. ` +
      `On the server: ${fix} RERUN_REQUIRE_DURABLE=1 refuses to start on such a server.`,
  };
}
