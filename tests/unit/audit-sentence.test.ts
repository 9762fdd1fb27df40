import { describe, expect, it } from 'vitest';
import { auditSentence, type AuditView } from '../../src/lib/audit-sentence.ts';

const sam = { actorId: 'u1', actorEmail: 'sam@northmill.example', actorName: 'Sam Patel', targetId: null, targetType: '' };
const say = (action: string, detail: Record<string, unknown> = {}, extra: Partial<AuditView> = {}) =>
  auditSentence({ ...sam, action, detail, ...extra });

describe('audit sentences', () => {
  it.each([
    ['auth.login', {}, 'Sam Patel signed in'],
    ['auth.login_recovery_code', {}, 'Sam Patel signed in with a recovery code'],
    ['auth.logout', {}, 'Sam Patel signed out'],
    [
      'offer.update',
      { name: 'Launch Build', changes: { price: { from: 'From £8,000', to: 'From £8,750' } } },
      'Sam Patel changed the price from ‘From £8,000’ to ‘From £8,750’ of the offer ‘Launch Build’',
    ],
    [
      'offer.restoreRevision',
      {
        name: 'Launch Build',
        changes: {
          timeline: { from: '4-6 weeks', to: '3-6 weeks' },
          bullets: { from: ['Training'], to: ['Training', 'Hosting'] },
        },
      },
      'Sam Patel restored an earlier version of the offer ‘Launch Build’: the timeline from ‘4-6 weeks’ to ‘3-6 weeks’ and what is included',
    ],
    [
      'settings.buildCosts',
      { changes: { calculatorBuildCost: { from: 8000, to: 9500 } } },
      'Sam Patel changed the savings calculator build cost from ‘£8,000’ to ‘£9,500’',
    ],
    [
      'settings.buildCosts',
      { changes: { enquiryBuildCost: { from: 9500, to: null } } },
      'Sam Patel changed the enquiry form build cost from ‘£9,500’ to following the Launch Build',
    ],
    ['auth.two_factor_enrolled', {}, 'Sam Patel set up two-factor sign-in while signing in'],
    ['auth.password_set_reset', {}, 'Sam Patel chose a new password from a reset link'],
    ['auth.password_set_invite', {}, 'Sam Patel accepted an invitation and chose a password'],
    ['auth.password_set_must_change', {}, 'Sam Patel replaced a temporary password with their own'],
    [
      'settings.update_security',
      { changes: { enquiryInbox: { from: 'a@northmill.example', to: 'b@northmill.example' } } },
      'Sam Patel changed the enquiry inbox from ‘a@northmill.example’ to ‘b@northmill.example’',
    ],
    [
      'settings.update',
      { changes: { businessName: { from: 'A', to: 'B' }, businessPhone: { from: '1', to: '2' } } },
      'Sam Patel changed the business name from ‘A’ to ‘B’ and the phone number from ‘1’ to ‘2’',
    ],
    ['settings.update', { changes: {} }, 'Sam Patel saved the settings unchanged'],
    ['settings.two_factor_required', { required: true }, 'Sam Patel required two-factor sign-in for every staff account'],
    ['settings.two_factor_required', { required: false }, 'Sam Patel made two-factor sign-in optional'],
    ['staff.invite', { email: 'alex@northmill.example', role: 'staff' }, 'Sam Patel invited alex@northmill.example'],
    ['staff.invite', { email: 'jo@northmill.example', role: 'owner' }, 'Sam Patel invited jo@northmill.example as an owner'],
    ['staff.password_change', {}, 'Sam Patel changed their password'],
    ['staff.two_factor_enable', {}, 'Sam Patel turned on two-factor sign-in'],
    ['staff.two_factor_disable', {}, 'Sam Patel turned off two-factor sign-in'],
    ['staff.recovery_codes_regenerate', {}, 'Sam Patel made new recovery codes'],
    ['staff.devices_forget', {}, 'Sam Patel signed out every remembered device'],
    ['enquiry.view', {}, 'Sam Patel opened an enquiry'],
    [
      'enquiry.update',
      { changes: { status: { from: 'new', to: 'contacted' } }, notesChanged: true },
      'Sam Patel moved an enquiry from New to Contacted and edited its notes',
    ],
    ['enquiry.update', { changes: { isSpam: { from: false, to: true } } }, 'Sam Patel marked an enquiry as spam'],
    ['enquiry.update', { changes: {}, notesChanged: true }, 'Sam Patel edited the notes on an enquiry'],
    ['enquiry.delete', {}, 'Sam Patel deleted an enquiry'],
    ['enquiry.bulk_delete', { count: 3 }, 'Sam Patel deleted 3 enquiries'],
    ['enquiry.bulk_update', { count: 2, set: { status: 'won' } }, 'Sam Patel moved 2 enquiries to Won'],
    ['enquiry.bulk_update', { count: 1, set: { isSpam: false } }, 'Sam Patel marked 1 enquiry as not spam'],
    ['enquiry.bulk_update', { count: 4, set: { read: true } }, 'Sam Patel marked 4 enquiries as read'],
    ['enquiry.export', { rows: 12 }, 'Sam Patel exported 12 enquiries as CSV'],
    ['newsletter.export', { rows: 1 }, 'Sam Patel exported the newsletter list (1 subscriber)'],
    ['attachment.download', { filename: 'brief.pdf' }, 'Sam Patel downloaded the attachment ‘brief.pdf’'],
    ['audit.export', { rows: 40 }, 'Sam Patel exported 40 audit log entries as CSV'],
    ['email.resend', {}, 'Sam Patel queued an e-mail to be sent again'],
    [
      'page_meta.update',
      { path: '/process', changes: { metaTitle: { from: 'Old', to: 'New' } } },
      'Sam Patel changed the meta title from ‘Old’ to ‘New’ of /process',
    ],
    [
      'blog.create',
      { slug: 'a', title: 'Leaving Salesforce', published: true },
      'Sam Patel published the post ‘Leaving Salesforce’',
    ],
    ['blog.create', { slug: 'a-draft', published: false }, 'Sam Patel drafted the post ‘a-draft’'],
    ['blog.update', { title: 'Costs', published: true }, 'Sam Patel updated the post ‘Costs’'],
    ['blog.delete', { title: 'Costs' }, 'Sam Patel deleted the post ‘Costs’'],
    ['blog.bin', { title: 'Costs' }, 'Sam Patel moved the post ‘Costs’ to the bin'],
    ['blog.restore', { title: 'Costs' }, 'Sam Patel restored the post ‘Costs’ from the bin'],
    ['blog.bulk_publish', { count: 2 }, 'Sam Patel published 2 posts'],
    ['blog.bulk_unpublish', { count: 1 }, 'Sam Patel unpublished 1 post'],
    ['blog.bulk_bin', { count: 5 }, 'Sam Patel moved 5 posts to the bin'],
    ['blog.bulk_restore', { count: 2 }, 'Sam Patel restored 2 posts from the bin'],
    ['blog.bulk_publish', { count: 1, title: 'Costs' }, 'Sam Patel published the post ‘Costs’'],
    ['blog.add_existing', { added: 5, failed: 0 }, 'Sam Patel added 5 original articles'],
    [
      'calculator_option.create',
      { changes: { name: { from: null, to: 'Xero' } } },
      'Sam Patel added the calculator option ‘Xero’',
    ],
    [
      'calculator_option.delete',
      { changes: { name: { from: 'Xero', to: null } } },
      'Sam Patel deleted the calculator option ‘Xero’',
    ],
    [
      'calculator_option.update',
      { name: 'Xero', changes: { value: { from: 'xero', to: 'xero-uk' } } },
      'Sam Patel changed the stored value from ‘xero’ to ‘xero-uk’ of the calculator option ‘Xero’',
    ],
    ['calculator_option.reorder', { category: 'budgets' }, 'Sam Patel reordered the budgets options'],
    ['calculator_option.deactivate', { name: 'Xero' }, 'Sam Patel stopped offering the calculator option ‘Xero’'],
    ['calculator_option.reactivate', { name: 'Xero' }, 'Sam Patel offered the calculator option ‘Xero’ again'],
  ])('%s reads as a sentence', (action, detail, sentence) => {
    expect(say(action, detail)).toBe(sentence);
  });

  it('names the staff member an entry is about', () => {
    expect(say('staff.disable', {}, { targetName: 'Alex Reed' })).toBe('Sam Patel disabled Alex Reed’s account');
    expect(say('staff.enable', {}, { targetName: 'Alex Reed' })).toBe('Sam Patel re-enabled Alex Reed’s account');
    expect(say('staff.password_reset', {}, { targetName: 'Alex Reed' })).toBe('Sam Patel sent Alex Reed a password reset');
    expect(say('staff.two_factor_reset', {})).toBe('Sam Patel reset two-factor sign-in for a staff member');
  });

  it('uses the address when the account has gone, and the typed address for failed sign-ins', () => {
    expect(say('auth.login', {}, { actorName: null })).toBe('sam@northmill.example signed in');
    expect(say('auth.login_failed', {}, { actorId: null, actorEmail: 'who@x.example' })).toBe(
      'A sign-in as who@x.example failed',
    );
    expect(say('auth.login_throttled', {}, { actorId: null, actorEmail: 'who@x.example' })).toBe(
      'Sign-in as who@x.example was paused after too many attempts',
    );
    expect(
      say('auth.two_factor_locked', { wrongCodes: 5, cooldownMinutes: 15 }, { actorId: null, actorEmail: 'who@x.example' }),
    ).toBe('Two-factor codes for who@x.example were paused for 15 minutes after 5 wrong codes');
    expect(say('auth.two_factor_due', {})).toBe(
      'Sam Patel was sent to set up two-factor sign-in, now required (their open session ended)',
    );
  });

  it('reads a window of repeated refusals from one connection as one sentence with its count', () => {
    const repeated = { actorId: null, actorEmail: 'who@x.example', count: 380, lastAt: '2026-11-22T10:09:30Z' };
    expect(say('auth.login_throttled', {}, repeated)).toBe(
      '380 sign-ins from one connection were paused after too many attempts, the last at 10:09 (the first as who@x.example)',
    );
    expect(say('auth.login_failed', {}, { ...repeated, count: 20 })).toBe(
      '20 sign-ins from one connection failed, the last at 10:09 (the first as who@x.example)',
    );
    expect(say('auth.login_failed', {}, { ...repeated, count: 1 })).toBe('A sign-in as who@x.example failed');
  });

  it('credits the daily clean-up with purging the bin', () => {
    expect(say('blog.purge', { count: 2 }, { actorId: null, actorEmail: 'system', actorName: null })).toBe(
      'The daily clean-up permanently deleted 2 posts that had been in the bin for 30 days',
    );
  });

  it('gives an unknown action a readable sentence, not its code', () => {
    const s = say('media_item.upload', {}, { targetType: 'media_item' });
    expect(s).toBe('Sam Patel made a change: media item upload (media item)');
    expect(s).not.toContain('media_item');
  });

  it('shortens long values', () => {
    const long = 'x'.repeat(100);
    expect(say('settings.update', { changes: { businessAddress: { from: '', to: long } } })).toBe(
      `Sam Patel changed the postal address from nothing to ‘${'x'.repeat(47)}…’`,
    );
  });
});
