import { describe, expect, it } from 'vitest';
import {
  PolicyNotAsked,
  PolicyRefusal,
  authorize,
  check,
  reachedNoRecord,
  withPolicyLedger,
} from '../../src/lib/server/foundation/policy.ts';

// staffAction runs every handler in a ledger: an action whose rule depends on the record's
// state must have asked the policy with the record before it finished (issue 37).
describe('the policy ledger', () => {
  const staff = { role: 'staff' as const };

  it('fails an action that reached a state-dependent record without asking', async () => {
    const run = await withPolicyLedger('admin.newsletter.save', ['newsletterIssue.save'], async () => 'written');
    expect(run.value).toBe('written');
    expect(() => run.verify()).toThrow(PolicyNotAsked);
    expect(() => run.verify()).toThrow(/admin\.newsletter\.save reached its record without asking the policy/);
  });

  it('passes one that asked, and one whose rule the first gate settles for every state', async () => {
    const asked = await withPolicyLedger('admin.newsletter.save', ['newsletterIssue.save'], async () =>
      check(staff, 'save', { type: 'newsletterIssue', state: 'draft' }),
    );
    expect(() => asked.verify()).not.toThrow();
    const uniform = await withPolicyLedger('admin.pageMeta.update', ['pageMeta.save'], async () => 'saved');
    expect(() => uniform.verify()).not.toThrow();
  });

  it('counts only a question about the action’s own rule', async () => {
    const other = await withPolicyLedger('admin.newsletter.remove', ['newsletterIssue.remove'], async () =>
      check(staff, 'read', { type: 'newsletterIssue', state: 'draft' }),
    );
    expect(() => other.verify()).toThrow(PolicyNotAsked);
    // A bulk action names several verbs; the one it used was asked.
    const bulk = await withPolicyLedger('admin.blogBulk.apply', ['post.publish', 'post.bin'], async () =>
      check(staff, 'bin', { type: 'post', state: 'draft' }),
    );
    expect(() => bulk.verify()).not.toThrow();
    const none = await withPolicyLedger('admin.blogBulk.apply', ['post.publish'], async () => reachedNoRecord());
    expect(() => none.verify()).not.toThrow();
  });

  it('refuses with the policy’s sentence and says whether another role could', () => {
    expect(() => authorize(staff, 'save', { type: 'newsletterIssue', state: 'scheduled' })).toThrow(
      expect.objectContaining({ name: 'PolicyRefusal', by: 'role' }) as never,
    );
    try {
      authorize({ role: 'owner' }, 'remove', { type: 'newsletterIssue', state: 'sent' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(PolicyRefusal);
      expect((err as PolicyRefusal).by).toBe('state');
      expect((err as Error).message).toBe('This newsletter has been sent: it can no longer change.');
    }
  });
});
