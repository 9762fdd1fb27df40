// The tests a file declares, read from its syntax tree (TypeScript's parser): each `it`/`test`
// with the `describe` titles around it, whether it or a block around it is skipped or a todo,
// and the source of its body, so the trace can check the words a test looks for.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface DeclaredTest {
  file: string;
  /** Describe titles, then the test's own: ['site shell (JavaScript %s)', 'opens the mobile drawer…']. */
  path: string[];
  /** `.skip`, `.todo`, `.fails`, `xit`, or no body, on the test or a block around it. */
  inactive: string | null;
  /** The test's source text (its call, body included). */
  source: string;
  line: number;
}

const SUITE = new Set(['describe', 'suite']);
const TEST = new Set(['it', 'test']);
// skipIf/runIf depend on the machine (PostgreSQL reachable): the report says whether they ran.
const INACTIVE = new Set(['skip', 'todo', 'fails']);

/** `it.skip.each([...])` → { base: 'it', modifiers: ['skip', 'each'] }, or null for other calls. */
function calleeParts(expr: ts.Expression): { base: string; modifiers: string[] } | null {
  const modifiers: string[] = [];
  let e: ts.Expression = expr;
  for (;;) {
    if (ts.isPropertyAccessExpression(e)) {
      modifiers.unshift(e.name.text);
      e = e.expression;
    } else if (ts.isCallExpression(e)) {
      e = e.expression; // describe.each([...])('title', …), it.skipIf(cond)('title', …)
    } else break;
  }
  if (!ts.isIdentifier(e)) return null;
  const base = e.text;
  if (base === 'xit' || base === 'xdescribe') return { base: base.slice(1), modifiers: ['skip', ...modifiers] };
  return SUITE.has(base) || TEST.has(base) ? { base, modifiers } : null;
}

function titleOf(arg: ts.Expression | undefined, sf: ts.SourceFile): string | null {
  if (!arg) return null;
  if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) return arg.text;
  if (ts.isTemplateExpression(arg)) return arg.getText(sf).slice(1, -1); // `${…}` kept as written
  return null;
}

export function declaredTests(file: string, text = readFileSync(file, 'utf8')): DeclaredTest[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: DeclaredTest[] = [];
  const visit = (node: ts.Node, path: string[], inactive: string | null) => {
    if (ts.isCallExpression(node)) {
      const parts = calleeParts(node.expression);
      const title = parts && titleOf(node.arguments[0], sf);
      if (parts && title !== null) {
        const off = parts.modifiers.find((m) => INACTIVE.has(m));
        const body = node.arguments.find((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a));
        const state = inactive ?? (off ? `.${off}` : null) ?? (body ? null : 'no body');
        if (SUITE.has(parts.base)) {
          if (body) ts.forEachChild(body, (c) => visit(c, [...path, title], state));
          return;
        }
        found.push({
          file,
          path: [...path, title],
          inactive: state,
          source: node.getText(sf),
          line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
        });
        return;
      }
    }
    ts.forEachChild(node, (c) => visit(c, path, inactive));
  };
  visit(sf, [], null);
  return found;
}
