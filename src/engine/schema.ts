// Data files (boards, cards) checked by zod schemas, with one way of saying what is wrong: the
// file, the path inside it and the fault, one line each ("board data/boards/x.json:
// spaces[6].kind: ..."). A bad file is a bug in the data, found once at load: it throws.
import { z } from 'zod';

// Each schema parses its file once, at load: compiling zod's fast path for every object shape
// costs more than it saves (about a tenth of a second of every process's start).
z.config({ jitless: true });

/** A field that must hold some text. */
export const text = z.string().min(1);

/** Reports a fault at a path inside the data, for the checks a schema's shape cannot express. */
export type Fault = (path: ReadonlyArray<string | number>, why: string) => void;

/**
 * Adds the checks zod's shapes cannot express (ids that must exist, counts of cards). They run
 * only on data whose shape passed everything before them, so they may trust the types.
 */
export function withChecks<S extends z.ZodType>(schema: S, check: (data: z.output<S>, fault: Fault) => void): S {
  return schema.superRefine(
    (data, ctx) => check(data, (path, message) => ctx.addIssue({ code: 'custom', path: [...path], message })),
    { when: (payload) => payload.issues.length === 0 },
  );
}

/** The faults of `raw` against `schema`, each as "path: what is wrong"; empty when it passes. */
export function dataFaults(schema: z.ZodType, raw: unknown): string[] {
  const parsed = schema.safeParse(raw, { reportInput: true, error: missing });
  return parsed.success ? [] : parsed.error.issues.map(faultText);
}

/** Parses `raw` with `schema`, or throws every fault, each line naming `source` ("board data/boards/x.json"). */
export function parseData<S extends z.ZodType>(schema: S, raw: unknown, source: string): z.output<S> {
  const parsed = schema.safeParse(raw, { reportInput: true, error: missing });
  if (parsed.success) return parsed.data;
  const faults = parsed.error.issues.map(faultText);
  const shown = faults.slice(0, MAX_SHOWN).map((f) => `${source}: ${f}`);
  if (faults.length > MAX_SHOWN) shown.push(`${source}: and ${faults.length - MAX_SHOWN} more faults`);
  throw new Error(shown.join('\n'));
}

const MAX_SHOWN = 10;

/** "Invalid input: expected string, received undefined" says less than this. */
const missing = (issue: z.core.$ZodRawIssue): string | undefined =>
  issue.code === 'invalid_type' && issue.input === undefined ? `missing (expected ${issue.expected})` : undefined;

/** `spaces[6].kind`, `kinds.plain.ink`; empty for the file as a whole. */
function pathText(path: readonly PropertyKey[]): string {
  return path.map((k, n) => (typeof k === 'number' ? `[${k}]` : n === 0 ? String(k) : `.${String(k)}`)).join('');
}

const faultText = (issue: z.core.$ZodIssue): string =>
  `${issue.path.length > 0 ? `${pathText(issue.path)}: ` : ''}${issue.message}${found(issue)}`;

/** The value refused, when it is short enough to show (a check's own message names what it needs). */
function found(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom') return '';
  const input = (issue as { input?: unknown }).input;
  // A union told apart by a field (an effect's `type`) reports the whole object: show that field.
  const key = (issue as { discriminator?: string }).discriminator;
  const v = key !== undefined && input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[key] : input;
  if (v === null || !['string', 'number', 'boolean'].includes(typeof v)) return '';
  const shown = JSON.stringify(v);
  return ` (found ${shown.length > 40 ? `${shown.slice(0, 39)}…` : shown})`;
}
