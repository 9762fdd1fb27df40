import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS, ROLES, type Role } from '../../src/lib/permissions.ts';
import { POLICY, type RuleName } from '../../src/lib/policy/rules.ts';
import { decide, dependsOnState, mayAttempt, ruleExists, splitRule, statesOf } from '../../src/lib/policy/decide.ts';
import { adminActionNames } from '../helpers/action-registry.ts';
import { EXPECTED } from '../helpers/policy-expected.ts';

// Issue 37: one policy decides who may do what to which record in which state. EXPECTED
// (tests/helpers/policy-expected.ts) is the decision written out by hand for every admin action
// × rule × role × state, so a change to the policy (or an action that names no rule) fails here
// until someone says it is meant.

const words = (s: string) => s.split(' ').filter(Boolean);

describe('the policy table (issue 37)', () => {
  const actions = adminActionNames();

  it('gives every admin action the source defines its rules, and every rule exists in the policy', () => {
    expect(Object.keys(ADMIN_ACTIONS).sort()).toEqual([...actions].sort());
    for (const action of actions) {
      const rules = (ADMIN_ACTIONS as Record<string, readonly string[]>)[action] ?? [];
      expect([action, rules.length > 0]).toEqual([action, true]);
      for (const rule of rules) expect([action, rule, ruleExists(rule)]).toEqual([action, rule, true]);
    }
  });

  it('decides every action × rule × role × state as written out by hand', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...actions].sort());
    for (const action of actions) {
      const rules = (ADMIN_ACTIONS as Record<string, readonly string[]>)[action]!;
      expect([action, [...rules].sort()]).toEqual([action, Object.keys(EXPECTED[action]!).sort()]);
      for (const rule of rules) {
        const { type, verb } = splitRule(rule);
        for (const role of ROLES) {
          const expected = new Set(words(EXPECTED[action]![rule]![role]));
          // Every state the hand-written entry names is a state of the record.
          for (const s of expected) expect([rule, s, statesOf(type).includes(s)]).toEqual([rule, s, true]);
          for (const state of statesOf(type)) {
            const allowed = decide({ role }, verb as never, { type: type as never, state: state as never }).allowed;
            expect([action, rule, role, state, allowed]).toEqual([action, rule, role, state, expected.has(state)]);
          }
        }
      }
    }
  });

  it('lets a role through the first gate only when some state would allow the action', () => {
    for (const action of actions) {
      const rules = (ADMIN_ACTIONS as Record<string, readonly RuleName[]>)[action]!;
      for (const role of ROLES) {
        const some = Object.values(EXPECTED[action]!).some((e) => words(e[role as Role]).length > 0);
        expect([action, role, mayAttempt(role, rules)]).toEqual([action, role, some]);
      }
    }
  });

  it('names the rules whose answer depends on the state: their services must ask with the record', () => {
    const stateful = [...new Set(Object.values(ADMIN_ACTIONS).flat())].filter(dependsOnState).sort();
    expect(stateful).toEqual([
      'newsletterIssue.remove',
      'newsletterIssue.save',
      'newsletterIssue.schedule',
      'newsletterIssue.unschedule',
      'page.discard',
      'page.publish',
      'page.restore',
      'page.saveDraft',
      'page.schedule',
      'page.unschedule',
      'post.bin',
      'post.publish',
      'post.restore',
      'post.restoreRevision',
      'post.save',
      'post.share',
      'post.unpublish',
      'staffAccount.resetTwoFactor',
      'staffAccount.setDisabled',
    ]);
  });

  it('refuses by default: an unknown record, verb or state, and a state a verb does not list', () => {
    const owner = { role: 'owner' as const };
    expect(decide(owner, 'save' as never, { type: 'nothing' as never, state: 'any' as never }).allowed).toBe(false);
    expect(decide(owner, 'explode' as never, { type: 'newsletterIssue', state: 'draft' }).allowed).toBe(false);
    expect(decide(owner, 'save', { type: 'newsletterIssue', state: 'archived' as never }).allowed).toBe(false);
    expect(decide(owner, 'save', { type: 'newsletterIssue', state: [] }).allowed).toBe(false);
    expect(decide(owner, 'save', { type: 'newsletterIssue', state: 'sent' })).toEqual({
      allowed: false,
      by: 'state',
      message: 'This newsletter has been sent: it can no longer change.',
    });
    expect(decide({ role: 'staff' }, 'save', { type: 'newsletterIssue', state: 'scheduled' })).toEqual({
      allowed: false,
      by: 'role',
      message: 'The owner has scheduled this newsletter: only the owner can change, unschedule or delete it.',
    });
    // A change touching several things is allowed only when each is.
    expect(decide({ role: 'staff' }, 'restore', { type: 'page', state: ['ordinary', 'offerFigures'] }).allowed).toBe(false);
    expect(
      decide({ role: 'owner' }, 'restore', { type: 'page', state: ['ordinary', 'offerFigures', 'bookingLinks'] }).allowed,
    ).toBe(true);
    expect(mayAttempt('owner', ['nothing.read' as never])).toBe(false);
    expect(Object.keys(POLICY).length).toBeGreaterThan(10);
  });
});
