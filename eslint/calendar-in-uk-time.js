// Calendar arithmetic lives in src/lib/uk-time.ts only (issue 37's review): a day worked out
// from a UTC instant is yesterday between midnight and 01:00 BST, and a day shifted by
// 86,400,000 ms is wrong across the clock change. Elsewhere the lint refuses what hand-made day
// arithmetic looks like: the UTC date of an instant (`.toISOString().slice(0, 10)`), a day read
// as UTC midnight (`${day}T00:00:00Z`), and the Date calendar getters and setters. Ask uk-time.ts
// (ukDay, addCalendarDays, mondayOf, ukDayStart, isCalendarDay, the formatters) instead.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

const OWNER = 'src/lib/uk-time.ts';
const MESSAGE = 'Calendar arithmetic lives in src/lib/uk-time.ts (ukDay, addCalendarDays, mondayOf, ukDayStart): ask it instead.';
const CALENDAR_METHODS = new Set([
  'getDate',
  'getDay',
  'setDate',
  'getUTCDate',
  'getUTCDay',
  'setUTCDate',
  'getHours',
  'setHours',
  'getTimezoneOffset',
]);
const UTC_MIDNIGHT = /T00:00(:00(\.0+)?)?Z/;

export default {
  meta: { type: 'problem', schema: [], docs: { description: 'Calendar arithmetic only in src/lib/uk-time.ts' } },
  create(context) {
    const file = rel(context.filename);
    if (!file.startsWith('src/') || file === OWNER) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (CALENDAR_METHODS.has(name)) return context.report({ node, message: MESSAGE });
        // The UTC date of an instant: x.toISOString().slice(0, 10) (or substring).
        const inner = callee.object;
        const fromIso =
          inner.type === 'CallExpression' &&
          inner.callee.type === 'MemberExpression' &&
          inner.callee.property.type === 'Identifier' &&
          inner.callee.property.name === 'toISOString';
        const [start, end] = node.arguments;
        if (fromIso && (name === 'slice' || name === 'substring') && start?.value === 0 && end?.value === 10)
          context.report({ node, message: MESSAGE });
      },
      Literal(node) {
        if (typeof node.value === 'string' && UTC_MIDNIGHT.test(node.value)) context.report({ node, message: MESSAGE });
      },
      TemplateElement(node) {
        if (UTC_MIDNIGHT.test(node.value.raw)) context.report({ node, message: MESSAGE });
      },
    };
  },
};
