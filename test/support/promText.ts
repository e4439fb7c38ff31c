// The Prometheus text exposition format (version 0.0.4), read strictly enough to fail on a line
// a Prometheus server would refuse: # HELP and # TYPE lines, then samples `name{labels} value`.
// Every sample must belong to a family with a TYPE (a histogram's _bucket, _sum and _count
// belong to its family's name).

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  types: Map<string, string>;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    const where = `line ${i + 1}: ${line}`;
    if (line === '') continue;
    if (line.startsWith('#')) {
      const m = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!m) continue; // a plain comment
      if (!NAME.test(m[2])) throw new Error(`bad metric name, ${where}`);
      if (m[1] === 'TYPE') {
        if (!TYPES.has(m[3])) throw new Error(`bad type, ${where}`);
        if (types.has(m[2])) throw new Error(`second TYPE, ${where}`);
        types.set(m[2], m[3]);
      }
      continue;
    }
    samples.push(sampleOf(line, where));
  }
  for (const s of samples) if (!familyOf(s.name, types)) throw new Error(`sample ${s.name} has no TYPE`);
  return { types, samples };
}

function sampleOf(line: string, where: string): Sample {
  const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{.*\})? (\S+)( -?\d+)?$/.exec(line);
  if (!m) throw new Error(`bad sample, ${where}`);
  // Go's ParseFloat, as Prometheus reads values: NaN and Inf in any case (prom-client writes "Nan").
  const word = m[3].toLowerCase();
  const value = /^\+?inf$/.test(word) ? Infinity : word === '-inf' ? -Infinity : word === 'nan' ? NaN : Number(m[3]);
  if (Number.isNaN(value) && word !== 'nan') throw new Error(`bad value, ${where}`);
  return { name: m[1], labels: m[2] ? labelsOf(m[2].slice(1, -1), where) : {}, value };
}

/** `a="x",b="y\"z"`: names and escaped values (\\, \", \n). */
function labelsOf(body: string, where: string): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  while (i < body.length) {
    const eq = body.indexOf('=', i);
    const name = body.slice(i, eq);
    if (eq < 0 || !LABEL.test(name) || body[eq + 1] !== '"') throw new Error(`bad label, ${where}`);
    let value = '';
    let j = eq + 2;
    for (; j < body.length && body[j] !== '"'; j++) {
      if (body[j] !== '\\') value += body[j];
      else {
        const next = body[++j];
        value += next === 'n' ? '\n' : next;
      }
    }
    if (j >= body.length) throw new Error(`unterminated label value, ${where}`);
    if (name in out) throw new Error(`label twice, ${where}`);
    out[name] = value;
    i = j + 1;
    if (body[i] === ',') i++;
    else if (i < body.length) throw new Error(`bad label list, ${where}`);
  }
  return out;
}

function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  return types.get(base) === 'histogram' || types.get(base) === 'summary' ? base : undefined;
}

/** The samples of `name` whose labels include `labels`. */
export function samplesOf(e: Exposition, name: string, labels: Record<string, string> = {}): Sample[] {
  return e.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}

/** The sum of those samples' values (0 when there is none). */
export function total(e: Exposition, name: string, labels: Record<string, string> = {}): number {
  return samplesOf(e, name, labels).reduce((a, s) => a + s.value, 0);
}
