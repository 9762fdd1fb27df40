// Who may do what to which record in which state: the one policy (issue 37). Every admin
// action names the rules it reaches (ADMIN_ACTIONS in ../permissions.ts), staffAction lets a
// role in only if some state allows it, and the service that loads the record asks again with
// the record's state (src/lib/server/foundation/policy.ts). The table is data: docs/security.md's policy
// section is generated from it (scripts/policy-table.ts) and tests/unit/policy-table.test.ts
// holds every action × role × state against a decision written out by hand.
//
// Reading a cell: the permission (src/lib/permissions.ts says which roles hold it) a role needs
// to do that to a record in that state, or 'nobody' (the record is past it, or it would get
// round another rule). A state a verb does not list does not apply to it (reading a record
// that does not exist yet) and is refused too: deny by default.
//
// Adding an action: give it `['record.verb', …]` in ADMIN_ACTIONS; a new kind of record or verb
// is a new entry here with every state it can be in. A rule whose answer depends on the state
// must be asked with the record (`authorize(actor, 'verb', { type, state })`) by the service
// the action calls, or the action fails (staffAction checks that it was asked).
import type { Permission } from '../permissions.ts';

/** No role may, in this state. */
type Cell = Permission | 'nobody';

interface RecordRules {
  /** 'Newsletter issue': the table's heading. */
  name: string;
  /** Each state and how the table names it. A record with one state has only `any`. */
  states: Record<string, string>;
  /** verb -> state -> permission, or 'nobody'. A state left out does not apply (refused). */
  verbs: Record<string, Record<string, Cell>>;
  /** What a refused person reads: by `verb:state`, then by `state`. */
  refusals?: Record<string, string>;
}

const any = (permission: Permission) => ({ any: permission });
const ONE_STATE = { any: 'any' };

/** Testimonials and case studies: the Proof tab's two records share their rules. */
const PROOF = {
  states: { new: 'new', draft: 'draft', published: 'published' },
  verbs: {
    read: { draft: 'proof.edit', published: 'proof.edit' },
    save: { new: 'proof.edit', draft: 'proof.edit', published: 'proof.edit' },
    publish: { draft: 'proof.edit', published: 'proof.edit' },
    unpublish: { draft: 'proof.edit', published: 'proof.edit' },
    remove: { draft: 'proof.edit', published: 'proof.edit' },
  },
} as const;

export const POLICY = {
  enquiry: {
    name: 'Enquiry',
    states: ONE_STATE,
    verbs: { read: any('enquiries.read'), edit: any('enquiries.edit'), delete: any('enquiries.delete') },
  },
  post: {
    name: 'Blog post',
    states: { new: 'new', draft: 'draft', scheduled: 'scheduled', published: 'published', binned: 'in the bin' },
    verbs: {
      read: { draft: 'blog.edit', scheduled: 'blog.edit', published: 'blog.edit', binned: 'blog.edit' },
      save: { new: 'blog.edit', draft: 'blog.edit', scheduled: 'blog.edit', published: 'blog.edit', binned: 'nobody' },
      publish: { draft: 'blog.edit', scheduled: 'blog.edit', published: 'blog.edit', binned: 'nobody' },
      unpublish: { draft: 'blog.edit', scheduled: 'blog.edit', published: 'blog.edit', binned: 'nobody' },
      bin: { draft: 'blog.edit', scheduled: 'blog.edit', published: 'blog.edit', binned: 'nobody' },
      restore: { draft: 'nobody', scheduled: 'nobody', published: 'nobody', binned: 'blog.edit' },
      restoreRevision: { draft: 'blog.edit', scheduled: 'blog.edit', published: 'blog.edit', binned: 'nobody' },
      share: { draft: 'blog.edit', scheduled: 'blog.edit', published: 'blog.edit', binned: 'nobody' },
      revokeShare: { draft: 'blog.edit', scheduled: 'blog.edit', published: 'blog.edit', binned: 'blog.edit' },
    },
    refusals: {
      binned: 'That post is in the bin: restore it first.',
      'restore:draft': 'That post is not in the bin.',
      'restore:scheduled': 'That post is not in the bin.',
      'restore:published': 'That post is not in the bin.',
    },
  },
  page: {
    name: 'Page (what a change touches)',
    states: {
      ordinary: 'words, pictures, layout',
      offerFigures: 'a price or timeline shown in place of an offer’s own',
      bookingLinks: 'which buttons open the booking page, or a link to another site',
    },
    verbs: {
      read: { ordinary: 'content.edit', offerFigures: 'content.edit', bookingLinks: 'content.edit' },
      saveDraft: { ordinary: 'content.edit', offerFigures: 'prices.edit', bookingLinks: 'settings.security' },
      publish: { ordinary: 'content.edit', offerFigures: 'prices.edit', bookingLinks: 'settings.security' },
      discard: { ordinary: 'content.edit', offerFigures: 'prices.edit', bookingLinks: 'settings.security' },
      restore: { ordinary: 'content.edit', offerFigures: 'prices.edit', bookingLinks: 'settings.security' },
      schedule: { ordinary: 'content.edit', offerFigures: 'prices.edit', bookingLinks: 'settings.security' },
      unschedule: { ordinary: 'content.edit', offerFigures: 'prices.edit', bookingLinks: 'settings.security' },
      // A shared link shows the draft as it is, whoever changed what in it.
      share: { ordinary: 'content.edit', offerFigures: 'content.edit', bookingLinks: 'content.edit' },
      revokeShare: { ordinary: 'content.edit', offerFigures: 'content.edit', bookingLinks: 'content.edit' },
    },
    refusals: {
      offerFigures: 'It changes a price or timeline the owner set (under Prices): only the owner can do that.',
      bookingLinks: 'It changes where a button sends people (the booking page or another website): only the owner can do that.',
    },
  },
  pageMeta: {
    name: 'Page titles and descriptions',
    states: ONE_STATE,
    verbs: { read: any('pageMeta.edit'), save: any('pageMeta.edit') },
  },
  calculatorOption: {
    name: 'Calculator option',
    states: ONE_STATE,
    verbs: {
      read: any('calculator.edit'),
      create: any('calculator.edit'),
      save: any('calculator.edit'),
      remove: any('calculator.edit'),
      reorder: any('calculator.edit'),
    },
  },
  testimonial: { name: 'Testimonial', ...PROOF },
  caseStudy: { name: 'Case study', ...PROOF },
  offer: {
    name: 'Offer (package or service)',
    states: ONE_STATE,
    verbs: { save: any('prices.edit'), restore: any('prices.edit') },
  },
  buildCosts: {
    name: 'Build costs (calculator and enquiry form)',
    states: ONE_STATE,
    verbs: { save: any('prices.edit'), restore: any('prices.edit') },
  },
  media: {
    name: 'Picture (media library)',
    states: ONE_STATE,
    verbs: { read: any('media.edit'), upload: any('media.edit'), save: any('media.edit'), remove: any('media.edit') },
  },
  settings: {
    name: 'Site settings',
    states: ONE_STATE,
    verbs: { read: any('settings.read'), saveDetails: any('settings.details'), saveSecurity: any('settings.security') },
  },
  webhook: {
    name: 'Enquiry webhook',
    states: ONE_STATE,
    verbs: { save: any('settings.security'), sendTest: any('settings.security'), rotateSecret: any('settings.security') },
  },
  staffAccount: {
    name: 'Staff account',
    states: { new: 'new', other: 'someone else’s', self: 'one’s own' },
    verbs: {
      read: { other: 'staff.manage', self: 'staff.manage' },
      create: { new: 'staff.manage' },
      setDisabled: { other: 'staff.manage', self: 'nobody' },
      resetPassword: { other: 'staff.manage', self: 'staff.manage' },
      resetTwoFactor: { other: 'staff.manage', self: 'nobody' },
    },
    refusals: {
      'setDisabled:self': 'You cannot disable your own account.',
      'resetTwoFactor:self': 'Turn off your own two-factor sign-in on the Two-factor page.',
    },
  },
  signInRules: { name: 'Sign-in rules (two-factor for everyone)', states: ONE_STATE, verbs: { save: any('staff.manage') } },
  ownAccount: {
    name: 'One’s own account',
    states: ONE_STATE,
    verbs: { changePassword: any('account.own'), changeProfile: any('account.own'), twoFactor: any('account.own') },
  },
  editorPresence: { name: 'Who else is editing', states: ONE_STATE, verbs: { beat: any('account.own') } },
  auditLog: { name: 'Audit log', states: ONE_STATE, verbs: { read: any('audit.read') } },
  mail: { name: 'Outgoing mail', states: ONE_STATE, verbs: { sendTest: any('mail.test'), save: any('mail.configure') } },
  setupChecklist: { name: 'Setup checklist', states: ONE_STATE, verbs: { dismiss: any('setup.manage') } },
  /** Whole-site archives carry every enquiry, subscriber and account (docs/backups.md). */
  siteArchive: {
    name: 'Site archive (backups, export, restore)',
    states: ONE_STATE,
    verbs: {
      read: any('site.backup'),
      export: any('site.backup'),
      saveSchedule: any('site.backup'),
      remove: any('site.backup'),
      restore: any('site.backup'),
    },
  },
  /** Import from WordPress or Ghost (issue 40): writes posts, pictures and redirects across the site. */
  siteImport: {
    name: 'Import from WordPress or Ghost',
    states: ONE_STATE,
    verbs: { read: any('site.import'), upload: any('site.import'), start: any('site.import'), undo: any('site.import') },
  },
  /** Old addresses answering 301 with new ones: a wrong one sends every visitor of that address elsewhere. */
  redirect: {
    name: 'Redirect',
    states: ONE_STATE,
    verbs: { read: any('site.import'), create: any('site.import'), remove: any('site.import') },
  },
  newsletterIssue: {
    name: 'Newsletter issue',
    states: { new: 'new', draft: 'draft', scheduled: 'scheduled', sending: 'being sent', sent: 'sent' },
    verbs: {
      read: {
        draft: 'newsletter.compose',
        scheduled: 'newsletter.compose',
        sending: 'newsletter.compose',
        sent: 'newsletter.compose',
      },
      create: { new: 'newsletter.compose' },
      save: { draft: 'newsletter.compose', scheduled: 'newsletter.send', sending: 'nobody', sent: 'nobody' },
      sendTest: {
        draft: 'newsletter.compose',
        scheduled: 'newsletter.compose',
        sending: 'newsletter.compose',
        sent: 'newsletter.compose',
      },
      schedule: { draft: 'newsletter.send', scheduled: 'newsletter.send', sending: 'nobody', sent: 'nobody' },
      unschedule: { draft: 'nobody', scheduled: 'newsletter.send', sending: 'nobody', sent: 'nobody' },
      remove: { draft: 'newsletter.compose', scheduled: 'newsletter.send', sending: 'nobody', sent: 'nobody' },
    },
    refusals: {
      scheduled: 'The owner has scheduled this newsletter: only the owner can change, unschedule or delete it.',
      sending: 'This newsletter is already being sent: it can no longer change.',
      sent: 'This newsletter has been sent: it can no longer change.',
      'unschedule:draft': 'This newsletter is not scheduled.',
    },
  },
} as const satisfies Record<string, RecordRules>;

export type RecordType = keyof typeof POLICY;
export type StateOf<R extends RecordType> = keyof (typeof POLICY)[R]['states'] & string;
export type VerbOf<R extends RecordType> = keyof (typeof POLICY)[R]['verbs'] & string;
/** 'newsletterIssue.save': one rule (a verb on a kind of record), as actions name them. */
export type RuleName = { [R in RecordType]: `${R}.${VerbOf<R>}` }[RecordType];
