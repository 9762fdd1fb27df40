// docs/security.md's policy section, shared by the script that writes it
// (scripts/policy-table.ts) and the test that compares it (tests/unit/policy-doc.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { policyMarkdown } from '../src/lib/policy/describe.ts';

export const SECURITY_DOC = path.resolve(import.meta.dirname, '../docs/security.md');
const START = '<!-- policy-table:start -->';
const END = '<!-- policy-table:end -->';

/** The policy as Markdown, formatted as `prettier --check .` expects it. */
export async function policySection(): Promise<string> {
  const options = (await prettier.resolveConfig(SECURITY_DOC)) ?? {};
  return prettier.format(policyMarkdown(), { ...options, plugins: [], parser: 'markdown' });
}

/** The document with its policy section replaced by `section`; throws when the markers are missing. */
export function withPolicySection(doc: string, section: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${SECURITY_DOC} has no ${START} … ${END} section`);
  return `${doc.slice(0, start + START.length)}\n\n${section.trim()}\n\n${doc.slice(end)}`;
}

export const readSecurityDoc = () => readFileSync(SECURITY_DOC, 'utf8');
