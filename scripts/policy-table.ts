// Writes the policy table into docs/security.md from src/lib/policy/rules.ts (issue 37), so the
// document says what the server enforces. `--check` only compares (exit 1 when they differ).
import { writeFileSync } from 'node:fs';
import { SECURITY_DOC, policySection, readSecurityDoc, withPolicySection } from '../support/policy-doc.ts';

const doc = readSecurityDoc();
const next = withPolicySection(doc, await policySection());
if (process.argv.includes('--check')) {
  if (next !== doc) {
    console.error('docs/security.md: the policy table differs from src/lib/policy/rules.ts. Run: node scripts/policy-table.ts');
    process.exit(1);
  }
  console.log('docs/security.md: the policy table matches the policy.');
} else if (next !== doc) {
  writeFileSync(SECURITY_DOC, next);
  console.log('docs/security.md: policy table written.');
} else console.log('docs/security.md: the policy table was already up to date.');
