// The policy as Markdown: docs/security.md's policy section is this text (written by
// `node scripts/policy-table.ts`, compared by tests/unit/policy-doc.test.ts), so the document
// cannot drift from the rules the server enforces.
import { ADMIN_ACTIONS, PERMISSIONS } from '../permissions.ts';
import { POLICY } from './rules.ts';
import { cellFor, statesOf } from './decide.ts';

type Rules = { name: string; states: Record<string, string>; verbs: Record<string, Record<string, string>> };
const records = Object.entries(POLICY as unknown as Record<string, Rules>);

/** 'restoreRevision' -> 'restore revision'. */
const words = (verb: string) => verb.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** Who may, in a cell: the roles holding its permission, 'nobody', or '—' where the state does not apply. */
function who(type: string, verb: string, state: string): string {
  const cell = cellFor(type, verb, state);
  if (cell === undefined) return '—';
  if (cell === 'nobody') return 'nobody';
  const roles = (PERMISSIONS as Record<string, readonly string[]>)[cell] ?? [];
  return roles.length === 0 ? 'nobody' : roles.join(', ');
}

/** The admin actions that reach a rule, without their 'admin.' prefix. */
function actionsOf(type: string, verb: string): string {
  const names = Object.entries(ADMIN_ACTIONS as Record<string, readonly string[]>)
    .filter(([, rules]) => rules.includes(`${type}.${verb}`))
    .map(([name]) => `\`${name.slice('admin.'.length)}\``);
  return names.join(', ') || '(none yet)';
}

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: string[][]) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

export function policyMarkdown(): string {
  const single = records.filter(([type]) => statesOf(type).length === 1);
  const stateful = records.filter(([type]) => statesOf(type).length > 1);
  const parts = [
    'Generated from `src/lib/policy/rules.ts` by `node scripts/policy-table.ts`; do not edit by hand ' +
      '(`tests/unit/policy-doc.test.ts` fails when this section and the policy differ). A cell names the ' +
      'roles that may; **nobody** means no role may in that state; — means the state does not apply.',
    '**Records whose state does not change the answer**',
    table(
      ['Record', 'Verb', 'Who may', 'Actions'],
      single.flatMap(([type, r]) =>
        Object.keys(r.verbs).map((verb) => [r.name, words(verb), who(type, verb, 'any'), actionsOf(type, verb)]),
      ),
    ),
  ];
  for (const [type, r] of stateful) {
    const states = statesOf(type);
    parts.push(
      `**${r.name}**`,
      table(
        ['Verb', ...states.map((s) => r.states[s]!), 'Actions'],
        Object.keys(r.verbs).map((verb) => [words(verb), ...states.map((s) => who(type, verb, s)), actionsOf(type, verb)]),
      ),
    );
  }
  return `${parts.join('\n\n')}\n`;
}
