// House rule: src/store/ is the only SQL. A scan of every other file in src/ for calls that run
// SQL on a database (`.prepare(`, `.pragma(`, and `.exec(` on a db or with SQL text; a RegExp's
// exec is not SQL; PostgreSQL's `.query(` with SQL text), so that a statement written beside the service that needs it fails here and
// moves into a named function of src/store/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const STORE = 'src/store/';

/** A receiver that names a database: `db`, `deps.db`, `this.database`, `sqlite`. */
const DB_NAME = /(^|\.)(db|\w*Db|database|sqlite)$/i;
/** Text that reads as an SQL statement. */
const SQL_TEXT = /^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|PRAGMA|BEGIN|COMMIT|ROLLBACK|WITH|VACUUM)\b/i;

/** Where `source` runs SQL itself: "line: call" for each. */
function sqlCalls(source: string, file = 'x.ts'): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression.getText(sf);
      const first = node.arguments[0];
      const sqlArg =
        first !== undefined &&
        (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first) || ts.isTemplateExpression(first)) &&
        SQL_TEXT.test(ts.isTemplateExpression(first) ? first.head.text : first.text);
      const runsSql =
        method === 'prepare' ||
        (method === 'pragma' && DB_NAME.test(receiver)) ||
        (method === 'exec' && (DB_NAME.test(receiver) || sqlArg)) ||
        (method === 'query' && sqlArg);
      if (runsSql) {
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        found.push(`${line}: ${receiver}.${method}(…)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

describe('SQL lives only in src/store/', () => {
  it('finds SQL run on a db, and not a RegExp exec', () => {
    const sample = [
      "deps.db.prepare('UPDATE games SET owed = 1 WHERE id = ?').run(1);",
      'db.exec(`CREATE TABLE t (a)`);',
      "this.database.pragma('journal_mode = WAL');",
      "conn.exec('DELETE FROM games');",
      'const m = /^(\\d+)$/.exec(text);',
      'const p = PATTERN.exec(line);',
      "child.exec('ls');",
      "await pool.query(`SELECT * FROM games WHERE id = $1`, [id]);",
      "await client.query('BEGIN');",
      "document.query('.board');",
    ].join('\n');
    expect(sqlCalls(sample)).toEqual([
      '1: deps.db.prepare(…)',
      '2: db.exec(…)',
      '3: this.database.pragma(…)',
      '4: conn.exec(…)',
      '8: pool.query(…)',
      '9: client.query(…)',
    ]);
  });

  it('has no SQL outside src/store/', () => {
    const outside = tsFiles(join(root, 'src'))
      .map((path) => relative(root, path).split('\\').join('/'))
      .filter((rel) => !rel.startsWith(STORE))
      .flatMap((rel) => sqlCalls(readFileSync(join(root, rel), 'utf8'), rel).map((c) => `${rel}:${c}`));
    expect(outside, 'move these statements into a named function of src/store/').toEqual([]);
  });
});
