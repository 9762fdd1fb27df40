import { describe, expect, it } from 'vitest';
import { policySection, readSecurityDoc, withPolicySection } from '../../support/policy-doc.ts';

// docs/security.md's policy table is generated from the policy (issue 37): this fails when one
// changes without the other. Fix: node scripts/policy-table.ts
describe('the policy table in docs/security.md', () => {
  it('is exactly what src/lib/policy/rules.ts says', async () => {
    const doc = readSecurityDoc();
    const section = await policySection();
    expect(withPolicySection(doc, section)).toBe(doc);
    // It names the review's three findings' rules, as decided.
    expect(section).toMatch(/\| save +\| — +\| owner, staff +\| owner +\| nobody +\| nobody +\| `newsletter\.save` +\|/);
    expect(section).toMatch(/\| remove +\| — +\| owner, staff +\| owner +\| nobody +\| nobody +\| `newsletter\.remove` +\|/);
    expect(section).toMatch(/\| restore +\| owner, staff +\| owner +\| owner +\| `content\.restoreRevision` +\|/);
  });
});
