// Repositories own every query (docs/architecture.md): a Kysely query builder
// call or a raw sql`` template anywhere else in src/ is reported, so a query
// cannot creep back into a service, loader, action or page. Transactions are
// not queries: services may open one and pass it to repository functions.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const under = (file, dir) => file.startsWith(`${dir}/`);

const QUERY_METHODS = new Set([
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'executeQuery',
  // A pg client's own (LISTEN/NOTIFY): the same rule.
  'query',
]);
// db-copy/ is npm run db:copy: it moves every table's rows whatever the table, as migrations do.
const ALLOWED = ['src/lib/server/repositories', 'src/lib/server/db', 'src/lib/server/db-copy'];
const MESSAGE =
  'Only src/lib/server/repositories (and db/, db-copy/) query the database: move this query into a repository function.';

export default {
  meta: { type: 'problem', schema: [], docs: { description: 'Database queries live in repositories' } },
  create(context) {
    const file = rel(context.filename);
    if (!under(file, 'src') || ALLOWED.some((dir) => under(file, dir))) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (QUERY_METHODS.has(callee.property.name)) context.report({ node, message: MESSAGE });
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag.type === 'MemberExpression' ? node.tag.object : node.tag;
        if (tag.type === 'Identifier' && tag.name === 'sql') context.report({ node, message: MESSAGE });
      },
    };
  },
};
