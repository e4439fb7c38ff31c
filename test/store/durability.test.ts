// What the start says of a PostgreSQL server that may lose commits it reported
// (src/store/durability.ts), decided apart from any server: fsync can only be read this way (it
// is the whole cluster's), synchronous_commit also on a real database (test/faults/durable.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { durabilityVerdict, type Durability, type DurabilitySetting } from '../../src/store/durability';

const on = (name: DurabilitySetting['name'], value = 'on', source = 'default'): DurabilitySetting => ({ name, value, source });
const server = (...settings: DurabilitySetting[]): Durability => ({ database: 'rerun', role: 'bot', settings });

describe('the start’s verdict on a server’s durability', () => {
  it('says nothing of SQLite, nor of a server that keeps every commit', () => {
    expect(durabilityVerdict(null, true)).toEqual({ kind: 'durable' });
    expect(durabilityVerdict(server(on('fsync'), on('synchronous_commit')), true)).toEqual({ kind: 'durable' });
    // Each waits for the local disk: only off answers a COMMIT before it.
    for (const value of ['local', 'remote_write', 'remote_apply'])
      expect(durabilityVerdict(server(on('fsync'), on('synchronous_commit', value, 'configuration file')), true).kind).toBe(
        'durable',
      );
  });

  it('warns of fsync off, set in the server’s configuration, and says what to change', () => {
    expect(durabilityVerdict(server(on('fsync', 'off', 'configuration file'), on('synchronous_commit')), false)).toEqual({
      kind: 'warn',
      text:
        "PostgreSQL may lose commits it reported: fsync is off (set in the server's configuration), so a decision the bot " +
        'has shown as done can be lost if the database server crashes. On the server: fsync = on in postgresql.conf (or ' +
        'ALTER SYSTEM SET fsync = on), then reload the server; RERUN_REQUIRE_DURABLE=1 refuses to start on such a server.',
    });
  });

  it('refuses with RERUN_REQUIRE_DURABLE=1, naming the setting, where it was set and what to change', () => {
    expect(durabilityVerdict(server(on('fsync'), on('synchronous_commit', 'off', 'database')), true)).toEqual({
      kind: 'refuse',
      text:
        'Rerun cannot start: RERUN_REQUIRE_DURABLE=1, and the PostgreSQL server may lose commits it reported: ' +
        'synchronous_commit is off (set for the database "rerun"), so a decision the bot has shown as done can be lost if ' +
        'the database server crashes. On the server: ALTER DATABASE "rerun" RESET synchronous_commit; then start Rerun ' +
        'again (or set RERUN_REQUIRE_DURABLE=0 to start with a warning).',
    });
  });

  it('names each risky setting, and for each where it was set', () => {
    const both = durabilityVerdict(server(on('fsync', 'off', 'command line'), on('synchronous_commit', 'off', 'user')), false);
    expect(both.kind).toBe('warn');
    const text = both.kind === 'warn' ? both.text : '';
    expect(text).toContain(
      'fsync is off (set on the server\'s command line) and synchronous_commit is off (set for the role "bot")',
    );
    expect(text).toContain(
      'remove -c fsync=off from the server\'s command line and restart it; ALTER ROLE "bot" RESET synchronous_commit;',
    );
    const where = (source: string) => {
      const v = durabilityVerdict(server(on('fsync'), on('synchronous_commit', 'off', source)), false);
      return v.kind === 'warn' ? v.text : '';
    };
    expect(where('database user')).toContain('ALTER ROLE "bot" IN DATABASE "rerun" RESET synchronous_commit;');
    expect(where('client')).toContain('set by the connection (DATABASE_URL)), so');
    expect(where('client')).toContain("remove synchronous_commit=off from DATABASE_URL's options;");
    // A name with a quote in it is quoted as SQL quotes it.
    const odd = durabilityVerdict(
      { ...server(on('fsync'), on('synchronous_commit', 'off', 'database')), database: 'a"b' },
      false,
    );
    expect(odd.kind === 'warn' && odd.text).toContain('ALTER DATABASE "a""b" RESET synchronous_commit;');
  });

  it('is the warning docs/operations.md shows', () => {
    const doc = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    const v = durabilityVerdict(server(on('fsync'), on('synchronous_commit', 'off', 'database')), false);
    expect(v.kind).toBe('warn');
    expect(doc).toContain(`\n${v.kind === 'warn' ? v.text : ''}\n`);
  });
});
