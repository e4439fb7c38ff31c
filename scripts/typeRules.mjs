// Two house rules that need the program the type check builds anyway (scripts/types.mjs), so that
// nothing builds it a second time: a promise left floating in src/ (a write that may land after the
// answer, or an error nobody sees), and import circles in src/.
import ts from 'typescript';

/**
 * The statements of `file` whose value is a promise nobody awaits, returns, hands on or catches,
 * as typescript-eslint's no-floating-promises sees them: `void p` says the dropping is meant, an
 * assignment keeps it, `.catch(h)` and `.then(a, b)` handle it.
 */
export function floatingPromises(file, checker) {
  const found = [];
  const thenable = (node) => {
    const type = checker.getTypeAtLocation(node);
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return false;
    const parts = type.isUnion() ? type.types : [type];
    return parts.some((t) => {
      const then = t.getProperty('then');
      if (!then) return false;
      return checker.getTypeOfSymbolAtLocation(then, node).getCallSignatures().length > 0;
    });
  };
  const unhandled = (expr) => {
    const node = skipWrappers(expr);
    if (ts.isVoidExpression(node)) return false;
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (op >= ts.SyntaxKind.FirstAssignment && op <= ts.SyntaxKind.LastAssignment) return false;
      if (
        op === ts.SyntaxKind.CommaToken ||
        op === ts.SyntaxKind.AmpersandAmpersandToken ||
        op === ts.SyntaxKind.BarBarToken ||
        op === ts.SyntaxKind.QuestionQuestionToken
      )
        return unhandled(node.left) || unhandled(node.right);
    }
    if (ts.isConditionalExpression(node)) return unhandled(node.whenTrue) || unhandled(node.whenFalse);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (method === 'catch' && node.arguments.length >= 1) return false;
      if (method === 'then' && node.arguments.length >= 2) return false;
      if (method === 'finally') return unhandled(node.expression.expression);
    }
    return thenable(node);
  };
  const visit = (node) => {
    if (ts.isExpressionStatement(node) && unhandled(node.expression)) {
      const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push({ line: line + 1, column: character + 1, text: node.getText(file).split('\n')[0].slice(0, 80) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** `(p)`, `p as T`, `p!`, `p satisfies T`: the same value. */
function skipWrappers(node) {
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isTypeAssertionExpression(node)
  )
    node = node.expression;
  return node;
}

/**
 * The builder's semantic diagnostics, and the files it checked afresh rather than took from its
 * build info: TypeScript drops a file's kept diagnostics when the file or the shape of anything it
 * imports changed, which is exactly when its floating promises may have changed too. `rechecked`
 * is null (everything to check again) where this TypeScript no longer checks files the way this
 * watches, so that an upgrade can only make the run slower, never stale.
 */
export function semanticDiagnostics(builder) {
  const program = builder.getProgram();
  const check = program.getBindAndCheckDiagnostics;
  if (typeof check !== 'function') return { diagnostics: builder.getSemanticDiagnostics(), rechecked: null };
  const rechecked = new Set();
  program.getBindAndCheckDiagnostics = function (file, token) {
    if (file) rechecked.add(file.fileName);
    return check.call(this, file, token);
  };
  try {
    return { diagnostics: builder.getSemanticDiagnostics(), rechecked };
  } finally {
    program.getBindAndCheckDiagnostics = check;
  }
}

/** The module specifiers `file` imports or re-exports, type-only and dynamic ones included. */
export function importedSpecifiers(file) {
  const specs = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specs.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0])
    )
      specs.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specs;
}

/** Every import circle of `graph` (file -> files it imports), each once, as the files around it. */
export function circles(graph) {
  // Tarjan's strongly connected components: a component of more than one file, or a file that
  // imports itself, is a circle; each is reported by one cycle through it, from its first file.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const connect = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(cycleWithin(graph, new Set(component)));
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return found;
}

/** One shortest cycle through the first file of a strongly connected `component`. */
function cycleWithin(graph, component) {
  const start = [...component].sort()[0];
  const from = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (!component.has(w)) continue;
      if (w === start) {
        const path = [];
        for (let u = v; u !== null; u = from.get(u)) path.unshift(u);
        return path;
      }
      if (!from.has(w)) {
        from.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}
