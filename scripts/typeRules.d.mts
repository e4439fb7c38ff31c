// Types of scripts/typeRules.mjs for the TypeScript that imports it (its test).
import type ts from 'typescript';

export interface Floating {
  line: number;
  column: number;
  text: string;
}
export function floatingPromises(file: ts.SourceFile, checker: ts.TypeChecker): Floating[];
export function importedSpecifiers(file: ts.SourceFile): string[];
/** Each circle as the files around it, from its first file (sorted). */
export function circles(graph: Map<string, string[]>): string[][];
