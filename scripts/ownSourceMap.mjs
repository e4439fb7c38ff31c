// The bundle's source map cut to the project's own code. Node reads a bundle's whole map when it
// loads it and again the first time a stack trace is made (a stop makes one): with the packages'
// mappings in it that was 0.25 s of CPU a process. A position in a package's code keeps a bare
// mapping (a generated column with no source), so its stack frame names the bundle, never a
// neighbouring line of ours.

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map([...DIGITS].map((c, i) => [c, i]));

/** One segment's fields, each a signed base-64 VLQ. */
function decode(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = VALUE.get(c);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    out.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return out;
}

function encode(fields) {
  let s = '';
  for (const field of fields) {
    let v = field < 0 ? (-field << 1) | 1 : field << 1;
    do {
      let digit = v & 31;
      v >>>= 5;
      if (v > 0) digit |= 32;
      s += DIGITS[digit];
    } while (v > 0);
  }
  return s;
}

/** `map` (a source map, version 3) with only the mappings into sources `own` accepts. */
export function ownSourceMap(map, own) {
  const kept = map.sources.map((s) => own(s));
  // Absolute values as read, and the last written (a segment is written relative to it).
  let [source, line, column, name] = [0, 0, 0, 0];
  let [wSource, wLine, wColumn, wName] = [0, 0, 0, 0];
  const lines = map.mappings.split(';').map((text) => {
    let generated = 0;
    let wGenerated = 0;
    let bare = false;
    const out = [];
    for (const segment of text ? text.split(',') : []) {
      const f = decode(segment);
      generated += f[0];
      if (f.length > 1) {
        source += f[1];
        line += f[2];
        column += f[3];
        if (f.length > 4) name += f[4];
      }
      if (f.length > 1 && kept[source]) {
        const fields = [generated - wGenerated, source - wSource, line - wLine, column - wColumn];
        if (f.length > 4) fields.push(name - wName);
        [wSource, wLine, wColumn] = [source, line, column];
        if (f.length > 4) wName = name;
        out.push(encode(fields));
        bare = false;
      } else if (!bare) {
        out.push(encode([generated - wGenerated]));
        bare = true;
      } else continue;
      wGenerated = generated;
    }
    return out.join(',');
  });
  return { ...map, mappings: lines.join(';') };
}
