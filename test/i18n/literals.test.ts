// No text shown to players is built outside the catalogues (guard 4): a scan of src/ for
// string and template literals that read as words ("two words" of letters, separated by spaces or
// punctuation). Keys ("board.GUARD"), ids, SQL, module names, log lines, internal error messages
// and the operator's terminal texts are not for players; anything else must be a key, or be named
// below with the reason it is not a player's text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = join(__dirname, '..', '..');

/** Folders whose literals players may read. */
const SCANNED = ['engine', 'games', 'services', 'render', 'commands', 'discord', 'local'].map((d) => join(root, 'src', d));

/** Files no player reads: the operator's start-up faults, data-file faults for developers. */
const NOT_FOR_PLAYERS = new Set([
  'src/discord/loginFault.ts', // the operator's terminal when Discord cannot be reached
  'src/engine/board.ts', // faults of a board file, for whoever edits data/boards
  'src/engine/schema.ts', // the same for cards and boards
  'src/local/args.ts', // the local table's usage line, for whoever starts it
]);

/** Calls whose string arguments are for logs, developers or SQL, never players. */
const INTERNAL_CALL =
  /^(logger|log|console)\.|^logFailure$|^(new )?\w*Error$|^err$|^fault$|^stale$|^problems\.push$|\.prepare$|^store\.gamesWhere$|^z\.|^cardTable$/;

/** Named exceptions: [file, the literal's start, why it is not a player's text]. */
const ALLOWED: ReadonlyArray<readonly [string, RegExp, string]> = [
  [
    'src/discord/router/say.ts',
    /^an interaction Discord sent|^a command in the shape|^an answer refused in a locked thread/,
    'log line constants',
  ],
  ['src/discord/dropped.ts', /^member and user$/, 'a log field'],
  ['src/discord/staleCommand.ts', /option .* value is not of its type/, 'a log detail'],
  ['src/discord/threads.ts', /^thread .* is closed to the bot$/, 'an internal error (ThreadClosed), caught and logged'],
  [
    'src/engine/chance.ts',
    /^forced |^kind \$\{\}|^\$\{\}: /,
    'faults of a device definition or a forced roll, for tests and developers',
  ],
  ['src/engine/rng.ts', /sided die/, 'the noun of a forced roll in a developer fault'],
  ['src/games/action-man/chance.ts', /^a symbol die$/, 'Device.noun, read only in developer faults of forced rolls'],
  ['src/games/dice-race/chance.ts', /^a coin flip$/, 'the same'],
  ['src/render/fonts.ts', /DejaVu Sans/, 'font family names'],
  [
    'src/render/caption.ts',
    /^To move:$/,
    'the fallback when a caption comes without its words (render tests); services always pass them',
  ],
  [
    'src/local/',
    /./,
    'the terminal table’s frame (what a developer types and sees around the messages); the messages themselves come from the catalogues',
  ],
  ['src/games/', /^must hold \d+ cards$/, 'a fault of the card file, for whoever edits data/cards'],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Two words: letters, a space (after a comma or such), letters. Keys ("engine:first.roll", "tv:none") have no space. */
const WORDS = /[A-Za-zÀ-ž]{2,}[,:;!?]? +[A-Za-zÀ-ž]{2,}/;

/** A literal's own text; a template's parts around its \${…} (the code inside is scanned on its own). */
function literalText(n: ts.Node): string | null {
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return n.text;
  if (ts.isTemplateExpression(n)) return n.head.text + n.templateSpans.map((s) => `\${}${s.literal.text}`).join('');
  return null;
}

/** The callee of the call or `new` a literal is an argument of (a few levels up), as written. */
function calleeOf(n: ts.Node): string {
  let p: ts.Node | undefined = n.parent;
  for (let i = 0; i < 4 && p; i++, p = p.parent) {
    if (ts.isCallExpression(p)) return p.expression.getText();
    if (ts.isNewExpression(p)) return `new ${p.expression.getText()}`;
  }
  return '';
}

/** A game's English `name` in its GameDef (src/games/<id>/index.ts): an id-like default; players read the catalogue's `name`. */
const isGameName = (file: string, n: ts.Node): boolean =>
  /^src\/games\/[^/]+\/index\.ts$/.test(file) &&
  ts.isPropertyAssignment(n.parent) &&
  n.parent.initializer === n &&
  n.parent.name.getText() === 'name';

/** The literals of `text` (the source of src/… file `name`) that read as words for players. */
function wordsIn(name: string, text: string): string[] {
  if (NOT_FOR_PLAYERS.has(name)) return [];
  const src = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return;
    const literal = literalText(n);
    if (literal !== null && WORDS.test(literal) && !INTERNAL_CALL.test(calleeOf(n)) && !isGameName(name, n)) {
      const allowed = ALLOWED.some(([f, re]) => name.startsWith(f) && re.test(literal));
      if (!allowed) found.push(`${name}:${src.getLineAndCharacterOfPosition(n.getStart()).line + 1} ${literal.slice(0, 80)}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
  return found;
}

it('finds no words for players outside the catalogues in src/', () => {
  const found = SCANNED.flatMap(files).flatMap((f) => wordsIn(relative(root, f), readFileSync(f, 'utf8')));
  expect(found).toEqual([]);
});

it('would catch a sentence written in a game, a service or the engine (the scan is not blind)', () => {
  for (const name of ['src/games/dice-race/turn.ts', 'src/services/days/clock.ts', 'src/engine/turnOrder.ts']) {
    const src = readFileSync(join(root, name), 'utf8');
    expect(wordsIn(name, src)).toEqual([]);
    const planted = src.replace(/tx\('([^']+)'/, "tx('Roll the dice now'");
    expect(planted).not.toBe(src);
    expect(wordsIn(name, planted)).toEqual([expect.stringContaining('Roll the dice now')]);
  }
});

it('lets a game’s English name stand as the `name` of its GameDef, and nowhere else', () => {
  const name = 'src/games/dice-race/index.ts';
  const src = readFileSync(join(root, name), 'utf8');
  expect(wordsIn(name, src)).toEqual([]);
  expect(wordsIn('src/games/dice-race/view.ts', src)).toEqual([expect.stringContaining('Dice Race')]);
  expect(wordsIn(name, src.replace("name: 'Dice Race',", "name: 'Dice Race', title: 'Dice Race',"))).toEqual([
    expect.stringContaining('Dice Race'),
  ]);
});
