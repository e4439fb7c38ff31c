// Types of scripts/ownSourceMap.mjs for the TypeScript that imports it (its test).
export interface SourceMapV3 {
  version: number;
  sources: string[];
  names: string[];
  mappings: string;
  [field: string]: unknown;
}
/** `map` with only the mappings into the sources `own` accepts; other positions keep a bare mapping. */
export function ownSourceMap<M extends SourceMapV3>(map: M, own: (source: string) => boolean): M;
