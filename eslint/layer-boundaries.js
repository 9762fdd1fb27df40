// The import arrows allowed between layers (docs/architecture.md). A local
// rule rather than a path pattern: it resolves each relative import against
// the importing file, so a folder that happens to be called 'pages' or
// 'actions' somewhere else cannot fool it.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const under = (file, dir) => file === dir || file.startsWith(`${dir}/`);

/** [from, to, message, typeOnlyAllowed, { exceptFrom, exceptTo }: folders the rule leaves alone] */
const RULES = [
  ['src/lib', 'src/actions', 'src/lib must not import src/actions: move the shared part into src/lib.'],
  ['src/lib', 'src/components', 'src/lib must not import src/components: move the shared type or logic into src/lib.'],
  ['src/lib', 'src/pages', 'src/lib must not import src/pages.'],
  [
    'src/pages',
    'src/lib/server/foundation/runtime.ts',
    'Pages and endpoints call a loader (src/lib/server/loaders), never the runtime.',
  ],
  ['src/pages', 'src/lib/server/repositories', 'Pages and endpoints call a loader (src/lib/server/loaders), never a repository.'],
  ['src/pages', 'src/lib/server/db', 'Pages and endpoints call a loader (src/lib/server/loaders), never the database.'],
  ['src/components', 'src/lib/server', 'Components run in the browser: only `import type` from src/lib/server.', true],
  [
    'src/lib/server/loaders',
    'src/lib/server/db',
    'Loaders read through repositories and services, never db/: only `import type`.',
    true,
  ],
  [
    'src/lib/server/loaders',
    'src/lib/server/seed',
    'Loaders never import the seed (its copy would join every page’s module graph; page-content/seed-copy.ts loads it when asked): only `import type`.',
    true,
  ],
  [
    'src/lib/server/foundation',
    'src/lib/server',
    'foundation/ is beneath every other server folder: it may import only db/, repositories/, net/ and src/lib (types aside).',
    true,
    { exceptTo: ['src/lib/server/foundation', 'src/lib/server/db', 'src/lib/server/repositories', 'src/lib/server/net'] },
  ],
  [
    'src/lib',
    'src/lib/server/process',
    'process/ starts the server and its background work, so only the entry points import it (types aside); nudge a worker through its kick (email/mail-kick.ts).',
    true,
    { exceptFrom: ['src/lib/server/process'] },
  ],
  [
    'src/actions',
    'src/lib/server/process',
    'Actions do not import process/ (types aside): nudge a worker through its kick (email/mail-kick.ts).',
    true,
  ],
  ['scripts', 'tests', 'Scripts do not import tests/: put what both need in support/.'],
  ['support', 'tests', 'support/ is shared by scripts and tests, so it must not import tests/.'],
];

function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specs = node.specifiers ?? [];
  return specs.length > 0 && specs.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

export default {
  meta: { type: 'problem', schema: [], docs: { description: 'Import arrows allowed between layers' } },
  create(context) {
    const from = rel(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = rel(path.resolve(path.dirname(context.filename), source));
      for (const [a, b, message, typeOk, { exceptFrom = [], exceptTo = [] } = {}] of RULES) {
        if (!under(from, a) || !under(target, b)) continue;
        if (exceptFrom.some((dir) => under(from, dir)) || exceptTo.some((dir) => under(target, dir))) continue;
        if (typeOk && isTypeOnly(node)) continue;
        context.report({ node, message });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
