import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS, ROLES, type Role } from '../../src/lib/permissions.ts';
import { POLICY } from '../../src/lib/policy/rules.ts';
import { decide, dependsOnState, mayAttempt, ruleExists, splitRule, statesOf } from '../../src/lib/policy/decide.ts';
import { adminActionNames } from '../helpers/action-registry.ts';

// Issue 37: one policy decides who may do what to which record in which state. This table is
// the decision written out by hand for every admin action × rule × role × state, so a change to
// the policy (or an action that names no rule) fails here until someone says it is meant.
// Each entry: the states the owner may act in, then the states staff may act in ('' = none).
const $ = (owner: string, staff: string) => ({ owner, staff });
const EVERY_POST = 'draft scheduled published';
const PAGE_ALL = 'ordinary offerFigures bookingLinks';
const EXPECTED: Record<string, Record<string, { owner: string; staff: string }>> = {
  'admin.enquiries.search': { 'enquiry.read': $('any', 'any') },
  'admin.enquiries.get': { 'enquiry.read': $('any', 'any') },
  'admin.enquiries.update': { 'enquiry.edit': $('any', 'any') },
  'admin.enquiries.remove': { 'enquiry.delete': $('any', 'any') },
  'admin.enquiries.resendEmail': { 'enquiry.edit': $('any', 'any') },
  'admin.enquiries.bulkUpdate': { 'enquiry.edit': $('any', 'any') },
  'admin.enquiries.bulkDelete': { 'enquiry.delete': $('any', 'any') },
  'admin.blog.list': { 'post.read': $(`${EVERY_POST} binned`, `${EVERY_POST} binned`) },
  // A binned post is restored before anyone edits it.
  'admin.blog.save': { 'post.save': $(`new ${EVERY_POST}`, `new ${EVERY_POST}`) },
  'admin.blog.remove': { 'post.bin': $(EVERY_POST, EVERY_POST) },
  'admin.blog.addExisting': { 'post.save': $(`new ${EVERY_POST}`, `new ${EVERY_POST}`) },
  'admin.blogBulk.apply': {
    'post.publish': $(EVERY_POST, EVERY_POST),
    'post.unpublish': $(EVERY_POST, EVERY_POST),
    'post.bin': $(EVERY_POST, EVERY_POST),
    'post.restore': $('binned', 'binned'),
  },
  'admin.blog.restoreRevision': { 'post.restoreRevision': $(EVERY_POST, EVERY_POST) },
  'admin.pageMeta.list': { 'pageMeta.read': $('any', 'any') },
  'admin.pageMeta.update': { 'pageMeta.save': $('any', 'any') },
  'admin.calculator.list': { 'calculatorOption.read': $('any', 'any') },
  'admin.calculator.add': { 'calculatorOption.create': $('any', 'any') },
  'admin.calculator.remove': { 'calculatorOption.remove': $('any', 'any') },
  'admin.calculator.update': { 'calculatorOption.save': $('any', 'any') },
  'admin.calculator.setActive': { 'calculatorOption.save': $('any', 'any') },
  'admin.calculator.reorder': { 'calculatorOption.reorder': $('any', 'any') },
  'admin.proof.list': {
    'testimonial.read': $('draft published', 'draft published'),
    'caseStudy.read': $('draft published', 'draft published'),
  },
  'admin.proof.saveTestimonial': { 'testimonial.save': $('new draft published', 'new draft published') },
  'admin.proof.setTestimonialStatus': {
    'testimonial.publish': $('draft published', 'draft published'),
    'testimonial.unpublish': $('draft published', 'draft published'),
  },
  'admin.proof.removeTestimonial': { 'testimonial.remove': $('draft published', 'draft published') },
  'admin.proof.saveCaseStudy': { 'caseStudy.save': $('new draft published', 'new draft published') },
  'admin.proof.setCaseStudyStatus': {
    'caseStudy.publish': $('draft published', 'draft published'),
    'caseStudy.unpublish': $('draft published', 'draft published'),
  },
  'admin.proof.removeCaseStudy': { 'caseStudy.remove': $('draft published', 'draft published') },
  'admin.settings.get': { 'settings.read': $('any', 'any') },
  'admin.settings.update': { 'settings.saveDetails': $('any', 'any') },
  'admin.settings.updateSecurity': { 'settings.saveSecurity': $('any', '') },
  'admin.staff.list': { 'staffAccount.read': $('other self', '') },
  'admin.staff.create': { 'staffAccount.create': $('new', '') },
  // Nobody disables their own account or resets their own two-factor from the staff list.
  'admin.staff.setDisabled': { 'staffAccount.setDisabled': $('other', '') },
  'admin.staff.resetPassword': { 'staffAccount.resetPassword': $('other self', '') },
  'admin.staff.resetTwoFactor': { 'staffAccount.resetTwoFactor': $('other', '') },
  'admin.staff.changeOwnPassword': { 'ownAccount.changePassword': $('any', 'any') },
  'admin.staff.audit': { 'auditLog.read': $('any', '') },
  'admin.twoFactor.confirm': { 'ownAccount.twoFactor': $('any', 'any') },
  'admin.twoFactor.regenerateCodes': { 'ownAccount.twoFactor': $('any', 'any') },
  'admin.twoFactor.forgetDevices': { 'ownAccount.twoFactor': $('any', 'any') },
  'admin.twoFactor.disable': { 'ownAccount.twoFactor': $('any', 'any') },
  'admin.twoFactor.setRequired': { 'signInRules.save': $('any', '') },
  // Finding 2: a restore (like a save, publish, discard or schedule) that changes an owner's price
  // or booking link is the owner's; staff keep every ordinary edit.
  'admin.content.saveDraft': { 'page.saveDraft': $(PAGE_ALL, 'ordinary') },
  'admin.content.publish': { 'page.publish': $(PAGE_ALL, 'ordinary') },
  'admin.content.discardDraft': { 'page.discard': $(PAGE_ALL, 'ordinary') },
  'admin.content.restoreRevision': { 'page.restore': $(PAGE_ALL, 'ordinary') },
  'admin.pageSchedule.set': { 'page.schedule': $(PAGE_ALL, 'ordinary') },
  'admin.pageSchedule.cancel': { 'page.unschedule': $(PAGE_ALL, 'ordinary') },
  'admin.previews.pageLinks': { 'page.read': $(PAGE_ALL, PAGE_ALL) },
  'admin.previews.sharePage': { 'page.share': $(PAGE_ALL, PAGE_ALL) },
  'admin.previews.revokePage': { 'page.revokeShare': $(PAGE_ALL, PAGE_ALL) },
  'admin.previews.postLinks': { 'post.read': $(`${EVERY_POST} binned`, `${EVERY_POST} binned`) },
  'admin.previews.sharePost': { 'post.share': $(EVERY_POST, EVERY_POST) },
  'admin.previews.revokePost': { 'post.revokeShare': $(`${EVERY_POST} binned`, `${EVERY_POST} binned`) },
  'admin.prices.updateOffer': { 'offer.save': $('any', '') },
  'admin.prices.updateBuildCosts': { 'buildCosts.save': $('any', '') },
  'admin.prices.restoreRevision': { 'offer.restore': $('any', ''), 'buildCosts.restore': $('any', '') },
  'admin.media.search': { 'media.read': $('any', 'any') },
  'admin.media.get': { 'media.read': $('any', 'any') },
  'admin.media.upload': { 'media.upload': $('any', 'any') },
  'admin.media.update': { 'media.save': $('any', 'any') },
  'admin.media.remove': { 'media.remove': $('any', 'any') },
  'admin.mail.sendTest': { 'mail.sendTest': $('any', '') },
  'admin.setup.dismissChecklist': { 'setupChecklist.dismiss': $('any', '') },
  'admin.profile.updateName': { 'ownAccount.changeProfile': $('any', 'any') },
  'admin.profile.requestEmailChange': { 'ownAccount.changeProfile': $('any', 'any') },
  'admin.presence.beat': { 'editorPresence.beat': $('any', 'any') },
  'admin.newsletter.create': { 'newsletterIssue.create': $('new', 'new') },
  // Finding 1: a scheduled issue is the owner's; nobody rewrites one that is sending or sent.
  'admin.newsletter.save': { 'newsletterIssue.save': $('draft scheduled', 'draft') },
  'admin.newsletter.sendTest': { 'newsletterIssue.sendTest': $('draft scheduled sending sent', 'draft scheduled sending sent') },
  'admin.newsletter.report': { 'newsletterIssue.read': $('draft scheduled sending sent', 'draft scheduled sending sent') },
  // Finding 3: deleting a scheduled issue unschedules it, so it is the owner's too.
  'admin.newsletter.remove': { 'newsletterIssue.remove': $('draft scheduled', 'draft') },
  'admin.newsletter.schedule': {
    'newsletterIssue.schedule': $('draft scheduled', ''),
    'newsletterIssue.unschedule': $('scheduled', ''),
  },
  'admin.notifications.save': { 'webhook.save': $('any', '') },
  'admin.notifications.sendTest': { 'webhook.sendTest': $('any', '') },
  'admin.notifications.rotateSecret': { 'webhook.rotateSecret': $('any', '') },
};

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
      const rules = (ADMIN_ACTIONS as Record<string, readonly never[]>)[action]!;
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
