// Side effects declared once (issue 25, and issue 37's review): cached public pages are dropped
// only by lib/server/public-changes.ts, and audit entries are written only through
// lib/server/foundation/audit.ts. The guarded functions may not be imported anywhere else, by name, by a
// namespace import, by `export … from`, or by a dynamic `import()` (which cannot say which
// names it takes, so the whole module is refused); and no code but the audit repository writes
// the audit_log table with its own query.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

const GUARDED = [
  {
    module: 'src/lib/server/route-cache/registry.ts',
    names: ['invalidatePublicTags'],
    owner: 'src/lib/server/public-changes.ts',
    message: 'Declare the change instead: staff.changed({ kind, … }) or publishPublicChanges (lib/server/public-changes.ts).',
  },
  {
    module: 'src/lib/server/repositories/audit.ts',
    names: ['writeAudit', 'writeRepeatedAudit', 'extendAudit'],
    owner: 'src/lib/server/foundation/audit.ts',
    message:
      'Write audit entries with auditor(db, actor) or auditRun (lib/server/foundation/audit.ts), or staff.audit in an action.',
  },
];
const AUDIT_TABLE_OWNER = 'src/lib/server/repositories/audit.ts';
const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);

export default {
  meta: { type: 'problem', schema: [], docs: { description: 'Audit entries and page-cache drops go through their one module' } },
  create(context) {
    const from = rel(context.filename);
    if (!from.startsWith('src/')) return {};
    const guardOf = (source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return undefined;
      const target = rel(path.resolve(path.dirname(context.filename), source));
      return GUARDED.find((g) => g.module === target && g.owner !== from);
    };
    const checkNames = (node, source, names) => {
      const guard = guardOf(source);
      if (guard && names.some((n) => n === '*' || guard.names.includes(n))) context.report({ node, message: guard.message });
    };
    const imported = (s) =>
      s.type === 'ImportNamespaceSpecifier' ? '*' : s.type === 'ImportDefaultSpecifier' ? 'default' : s.imported.name;
    return {
      ImportDeclaration: (node) => checkNames(node, node.source.value, node.specifiers.map(imported)),
      ExportNamedDeclaration: (node) =>
        node.source &&
        checkNames(
          node,
          node.source.value,
          node.specifiers.map((s) => s.local.name ?? s.local.value),
        ),
      ExportAllDeclaration: (node) => checkNames(node, node.source.value, ['*']),
      ImportExpression(node) {
        const source = node.source.type === 'Literal' ? node.source.value : undefined;
        const guard = guardOf(source);
        if (guard)
          context.report({ node, message: `${guard.message} (A dynamic import() of ${guard.module} is refused outright.)` });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (from === AUDIT_TABLE_OWNER || callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const [table] = node.arguments;
        if (WRITES.has(callee.property.name) && table?.type === 'Literal' && /^audit_log\b/.test(String(table.value)))
          context.report({ node, message: GUARDED[1].message });
      },
    };
  },
};
