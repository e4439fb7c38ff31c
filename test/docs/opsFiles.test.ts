// The admin's files in docs/ops: the systemd unit runs what `npm start` runs, restarts on
// failure, waits past the bot's own stop, reads an environment file, runs as a dedicated user and
// keeps the SQLite file's folder to it (checked by systemd-analyze where the machine has it);
// the Grafana dashboard imports with a Prometheus data source and graphs every metric Rerun has.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/ops/metrics';
import { DISCONNECT_GRACE_MS, EXIT_AFTER_MS, SHARDS_GRACE_MS } from '../../src/shutdown';
import { REPO, START } from '../support/bot';

const UNIT = `${REPO}docs/ops/rerun.service`;

/** The unit's keys, section by section (a key given twice keeps its last value). */
function unitKeys(text: string): Map<string, Map<string, string>> {
  const sections = new Map<string, Map<string, string>>();
  let current: Map<string, string> | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const section = /^\[(\w+)\]$/.exec(line);
    if (section) sections.set(section[1], (current = new Map()));
    else {
      const kv = /^(\w+)=(.*)$/.exec(line);
      if (!kv || !current) throw new Error(`not a unit line: ${line}`);
      current.set(kv[1], kv[2]);
    }
  }
  return sections;
}

/** systemd's time spans as this unit writes them: 30s, 2min, 10min. */
const seconds = (span: string): number => {
  const m = /^(\d+)(s|min)$/.exec(span);
  if (!m) throw new Error(`a time span this test does not read: ${span}`);
  return Number(m[1]) * (m[2] === 'min' ? 60 : 1);
};

describe('docs/ops/rerun.service', () => {
  const unit = unitKeys(readFileSync(UNIT, 'utf8'));
  const service = unit.get('Service')!;

  it('runs what npm start runs, in the repository folder', () => {
    expect(service.get('ExecStart')).toBe(`/usr/bin/${START}`);
    expect(service.get('WorkingDirectory')).toBe('/opt/rerun');
    expect(unit.get('Install')?.get('WantedBy')).toBe('multi-user.target');
  });

  it('restarts on failure, and gives the bot longer to stop than it takes', () => {
    expect(service.get('Restart')).toBe('on-failure');
    expect(service.get('KillMode')).toBe('mixed');
    const longest = Math.max(DISCONNECT_GRACE_MS, SHARDS_GRACE_MS) + EXIT_AFTER_MS;
    expect(seconds(service.get('TimeoutStopSec')!) * 1000).toBeGreaterThan(2 * longest);
    expect(unit.get('Unit')?.get('StartLimitBurst')).toBeDefined();
  });

  it('reads an environment file and runs as its own user, its SQLite folder closed to others', () => {
    expect(service.get('EnvironmentFile')).toBe('/etc/rerun/rerun.env');
    expect(service.get('User')).toBe('rerun');
    expect(service.get('Group')).toBe('rerun');
    expect(service.get('StateDirectory')).toBe('rerun');
    expect(service.get('StateDirectoryMode')).toBe('0700');
    expect(service.get('UMask')).toBe('0077');
    expect(service.get('NoNewPrivileges')).toBe('yes');
  });

  const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
  it.skipIf(analyze.status !== 0)('passes systemd-analyze verify without a warning', () => {
    const r = spawnSync('systemd-analyze', ['verify', UNIT], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('docs/ops/grafana-rerun.json', () => {
  const dashboard = JSON.parse(readFileSync(`${REPO}docs/ops/grafana-rerun.json`, 'utf8'));
  const panels = (dashboard.panels as Array<Record<string, any>>).filter((p) => p.type !== 'row');
  const exprs: string[] = panels.flatMap((p) => p.targets.map((t: { expr: string }) => t.expr));
  const known = registry.getMetricsAsArray().map((m) => m.name);

  it('imports with a Prometheus data source asked for at import', () => {
    expect(dashboard.__inputs).toEqual([expect.objectContaining({ name: 'DS_PROMETHEUS', type: 'datasource', pluginId: 'prometheus' })]);
    expect(dashboard.uid).toBe('rerun');
    const ids = dashboard.panels.map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of panels) {
      expect(p.datasource, p.title).toEqual({ type: 'prometheus', uid: '${DS_PROMETHEUS}' });
      expect(p.gridPos.x + p.gridPos.w, p.title).toBeLessThanOrEqual(24);
      expect(p.targets.length, p.title).toBeGreaterThan(0);
      expect(p.description, p.title).toBeTruthy();
    }
  });

  it('graphs every metric Rerun has, and only metrics that exist', () => {
    const used = new Set(exprs.flatMap((e) => [...e.matchAll(/\b((?:rerun|process|nodejs)_[a-z0-9_]+)/g)].map((m) => m[1])));
    const family = (name: string) => (known.includes(name) ? name : name.replace(/_(bucket|sum|count)$/, ''));
    for (const name of used) expect(known, `${name} in the dashboard`).toContain(family(name));
    const ours = known.filter((n) => n.startsWith('rerun_'));
    expect(ours.length).toBeGreaterThanOrEqual(15);
    for (const name of ours) expect([...used].map(family), `${name} on no panel`).toContain(name);
    // Every expression is filtered by the instance variable, so that one Grafana watches several bots.
    for (const e of exprs) expect(e).toContain('instance=~"$instance"');
  });
});
