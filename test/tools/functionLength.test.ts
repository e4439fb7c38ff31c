// The length rule of src/discord (eslint.config.js: max-lines-per-function, 80 lines, blank lines
// and comments not counted): a newcomer reads each of its modules in a sitting. The rule is shown a
// function it must refuse and one it must let be, through the project's own configuration, so that
// a rule dropped from the configuration or scoped away from src/discord fails here.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: `${__dirname}/../..` });

/** A function of `lines` statements, with a comment and a blank line between each (neither counts). */
const planted = (lines: number): string =>
  [
    'export function planted(): number {',
    '  let n = 0;',
    ...Array.from({ length: lines - 4 }, (_, i) => `  // step ${i}\n\n  n += ${i};`),
    '  return n;',
    '}',
    '',
  ].join('\n');

const tooLong = async (source: string, filePath: string): Promise<string[]> => {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === 'max-lines-per-function').map((m) => m.message);
};

describe('the function length rule', () => {
  it('refuses a function of 81 lines in src/discord and lets one of 80 be', async () => {
    expect(await tooLong(planted(81), 'src/discord/planted.ts')).toEqual([expect.stringContaining('(81)')]);
    expect(await tooLong(planted(80), 'src/discord/planted.ts')).toEqual([]);
    expect(await tooLong(planted(81), 'src/discord/router/planted.ts')).toHaveLength(1);
  });
});
