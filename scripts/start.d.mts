// Types of scripts/start.mjs for the TypeScript that imports it (the tests' hooked bundle).
export const BUNDLE: string;
export function stale(): boolean;
/** True when `outfile` is missing or older than the bundle's inputs or `extra` (paths from the root). */
export function staleFor(outfile: string, extra?: string[]): boolean;
/** `entry`: esbuild's entry options (entryPoints, or stdin); default src/main.ts into BUNDLE. */
export function buildBundle(outfile?: string, entry?: Record<string, unknown>): Promise<void>;
