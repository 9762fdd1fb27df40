// Who may do what in the admin area: the permissions each role holds, the rules each admin
// action reaches and the permission each admin page needs. They are the data of the one policy
// (src/lib/policy/): a rule says which permission a verb needs on a record in each state, so
// 'save a scheduled newsletter' needs newsletter.send where 'save a draft' needs
// newsletter.compose. staffAction (every admin action) and the middleware (every admin page and
// file endpoint) are the first gate; services ask the policy with the record's state; the admin
// UI asks the same questions so it never offers what the server would refuse; docs/security.md's
// policy table is generated from it.

import type { RuleName } from './policy/rules.ts';

export type Role = 'owner' | 'staff';
export const ROLES: readonly Role[] = ['owner', 'staff'];

/** Each permission and the roles that hold it. */
export const PERMISSIONS = {
  'enquiries.read': ['owner', 'staff'],
  'enquiries.edit': ['owner', 'staff'],
  'enquiries.delete': ['owner', 'staff'],
  /** CSV export and attachment downloads: personal data leaving the system (audited). */
  'enquiries.export': ['owner', 'staff'],
  'newsletter.export': ['owner', 'staff'],
  /** Write newsletter issues, preview them and send a test to oneself. */
  'newsletter.compose': ['owner', 'staff'],
  /** Send or schedule an issue to every confirmed subscriber. */
  'newsletter.send': ['owner'],
  'blog.edit': ['owner', 'staff'],
  'pageMeta.edit': ['owner', 'staff'],
  'calculator.edit': ['owner', 'staff'],
  /** Testimonials and case studies (the Proof tab). */
  'proof.edit': ['owner', 'staff'],
  'settings.read': ['owner', 'staff'],
  /** Business name, phone, public e-mail and postal address. */
  'settings.details': ['owner', 'staff'],
  /** Enquiry inbox, booking link and retention: where personal data goes and how long it lives. */
  'settings.security': ['owner'],
  'staff.manage': ['owner'],
  'audit.read': ['owner'],
  'account.own': ['owner', 'staff'],
  /** Site activity on /admin: aggregate counts only, no personal data. */
  'analytics.read': ['owner', 'staff'],
  /** Page drafts, publishing and restoring earlier versions. */
  'content.edit': ['owner', 'staff'],
  /** The Prices view: every price and timeline shown on the site. */
  'prices.read': ['owner', 'staff'],
  /** Offer figures (and restoring earlier ones) and the calculator and enquiry build costs: commercial decisions. */
  'prices.edit': ['owner'],
  /** Upload, describe and delete pictures in the media library. */
  'media.edit': ['owner', 'staff'],
  /** Send a test e-mail through the outbox (to one's own address). */
  'mail.test': ['owner'],
  /** The mail server, its password, the sender and Reply-To (issue 38). */
  'mail.configure': ['owner'],
  /** Dismiss the setup checklist on the admin home. */
  'setup.manage': ['owner'],
  /** Export the whole site, schedule and download backups, restore one (issue 40): every enquiry and account leaves or is replaced. */
  'site.backup': ['owner'],
  /** Import a WordPress or Ghost blog, undo an import, and manage the site's redirects (issue 40). */
  'site.import': ['owner'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * Every admin action (Astro action name) and the policy rules it reaches ('record.verb', in
 * src/lib/policy/rules.ts). staffAction lets a role in when some state of the record allows
 * it; the service then asks with the record's state. A new action adds its line here (at the
 * end) naming its rules; tests/unit/policy-table.test.ts fails until its decisions are written.
 */
export const ADMIN_ACTIONS = {
  'admin.enquiries.search': ['enquiry.read'],
  'admin.enquiries.get': ['enquiry.read'],
  'admin.enquiries.update': ['enquiry.edit'],
  'admin.enquiries.remove': ['enquiry.delete'],
  'admin.enquiries.resendEmail': ['enquiry.edit'],
  'admin.enquiries.bulkUpdate': ['enquiry.edit'],
  'admin.enquiries.bulkDelete': ['enquiry.delete'],
  'admin.blog.list': ['post.read'],
  'admin.blog.save': ['post.save'],
  'admin.blog.remove': ['post.bin'],
  'admin.blog.addExisting': ['post.save'],
  /** Publish, unpublish, bin or restore many posts at once. */
  'admin.blogBulk.apply': ['post.publish', 'post.unpublish', 'post.bin', 'post.restore'],
  'admin.blog.restoreRevision': ['post.restoreRevision'],
  'admin.pageMeta.list': ['pageMeta.read'],
  'admin.pageMeta.update': ['pageMeta.save'],
  'admin.calculator.list': ['calculatorOption.read'],
  'admin.calculator.add': ['calculatorOption.create'],
  'admin.calculator.remove': ['calculatorOption.remove'],
  'admin.calculator.update': ['calculatorOption.save'],
  'admin.calculator.setActive': ['calculatorOption.save'],
  'admin.calculator.reorder': ['calculatorOption.reorder'],
  'admin.proof.list': ['testimonial.read', 'caseStudy.read'],
  'admin.proof.saveTestimonial': ['testimonial.save'],
  'admin.proof.setTestimonialStatus': ['testimonial.publish', 'testimonial.unpublish'],
  'admin.proof.removeTestimonial': ['testimonial.remove'],
  'admin.proof.saveCaseStudy': ['caseStudy.save'],
  'admin.proof.setCaseStudyStatus': ['caseStudy.publish', 'caseStudy.unpublish'],
  'admin.proof.removeCaseStudy': ['caseStudy.remove'],
  'admin.settings.get': ['settings.read'],
  'admin.settings.update': ['settings.saveDetails'],
  'admin.settings.updateSecurity': ['settings.saveSecurity'],
  'admin.staff.list': ['staffAccount.read'],
  'admin.staff.create': ['staffAccount.create'],
  'admin.staff.setDisabled': ['staffAccount.setDisabled'],
  'admin.staff.resetPassword': ['staffAccount.resetPassword'],
  'admin.staff.resetTwoFactor': ['staffAccount.resetTwoFactor'],
  'admin.staff.changeOwnPassword': ['ownAccount.changePassword'],
  'admin.staff.audit': ['auditLog.read'],
  'admin.twoFactor.confirm': ['ownAccount.twoFactor'],
  'admin.twoFactor.regenerateCodes': ['ownAccount.twoFactor'],
  'admin.twoFactor.forgetDevices': ['ownAccount.twoFactor'],
  'admin.twoFactor.disable': ['ownAccount.twoFactor'],
  /** Whether every staff account must use two-factor sign-in. */
  'admin.twoFactor.setRequired': ['signInRules.save'],
  'admin.content.saveDraft': ['page.saveDraft'],
  'admin.content.publish': ['page.publish'],
  'admin.content.discardDraft': ['page.discard'],
  'admin.content.restoreRevision': ['page.restore'],
  /** Publish a page draft at a chosen UK time, or cancel that. */
  'admin.pageSchedule.set': ['page.schedule'],
  'admin.pageSchedule.cancel': ['page.unschedule'],
  'admin.pageSchedule.reschedule': ['page.schedule'],
  'admin.pageSchedule.toDraft': ['page.unschedule'],
  /** Shared preview links of a page draft (content) or a post (blog). */
  'admin.previews.pageLinks': ['page.read'],
  'admin.previews.sharePage': ['page.share'],
  'admin.previews.revokePage': ['page.revokeShare'],
  'admin.previews.postLinks': ['post.read'],
  'admin.previews.sharePost': ['post.share'],
  'admin.previews.revokePost': ['post.revokeShare'],
  'admin.prices.updateOffer': ['offer.save'],
  'admin.prices.updateBuildCosts': ['buildCosts.save'],
  'admin.prices.restoreRevision': ['offer.restore', 'buildCosts.restore'],
  'admin.media.search': ['media.read'],
  'admin.media.get': ['media.read'],
  'admin.media.upload': ['media.upload'],
  'admin.media.update': ['media.save'],
  'admin.media.remove': ['media.remove'],
  'admin.mail.sendTest': ['mail.sendTest'],
  /** The mail server saved in the admin (ignored while SMTP_URL is set). */
  'admin.mail.saveSettings': ['mail.save'],
  'admin.setup.dismissChecklist': ['setupChecklist.dismiss'],
  /** One's own name, and a new e-mail address (confirmed by a link sent to it). */
  'admin.profile.updateName': ['ownAccount.changeProfile'],
  'admin.profile.requestEmailChange': ['ownAccount.changeProfile'],
  /** The editors' heartbeat ("Alex Smith is also editing this page"); it checks the record's own permission too. */
  'admin.presence.beat': ['editorPresence.beat'],
  'admin.newsletter.create': ['newsletterIssue.create'],
  'admin.newsletter.save': ['newsletterIssue.save'],
  'admin.newsletter.sendTest': ['newsletterIssue.sendTest'],
  'admin.newsletter.report': ['newsletterIssue.read'],
  'admin.newsletter.remove': ['newsletterIssue.remove'],
  'admin.newsletter.schedule': ['newsletterIssue.schedule', 'newsletterIssue.unschedule'],
  /** The enquiry webhook: where enquiry details go is the owner's call. */
  'admin.notifications.save': ['webhook.save'],
  'admin.notifications.sendTest': ['webhook.sendTest'],
  'admin.notifications.rotateSecret': ['webhook.rotateSecret'],
  /** Backups (issue 40): the list and the running job, export now, schedule, delete, restore. */
  'admin.backups.status': ['siteArchive.read'],
  'admin.backups.summary': ['siteArchive.read'],
  'admin.backups.exportNow': ['siteArchive.export'],
  'admin.backups.saveSchedule': ['siteArchive.saveSchedule'],
  'admin.backups.remove': ['siteArchive.remove'],
  'admin.backups.restore': ['siteArchive.restore'],
  'admin.siteImport.start': ['siteImport.start'],
  'admin.siteImport.undo': ['siteImport.undo'],
  'admin.redirects.add': ['redirect.create'],
  'admin.redirects.remove': ['redirect.remove'],
} as const satisfies Record<string, readonly RuleName[]>;

export type AdminActionName = keyof typeof ADMIN_ACTIONS;

/** Admin pages and file endpoints (path patterns) and the permission each needs. */
export const ADMIN_ROUTES = [
  { pattern: '/admin', permission: 'enquiries.read' },
  /** Site activity, moved off the inbox (issue 23). */
  { pattern: '/admin/analytics', permission: 'analytics.read' },
  { pattern: '/admin/blog', permission: 'blog.edit' },
  { pattern: '/admin/blog/*', permission: 'blog.edit' },
  { pattern: '/admin/page-meta', permission: 'pageMeta.edit' },
  { pattern: '/admin/calculator', permission: 'calculator.edit' },
  { pattern: '/admin/content', permission: 'settings.read' },
  { pattern: '/admin/proof', permission: 'proof.edit' },
  { pattern: '/admin/proof/preview/*', permission: 'proof.edit' },
  /** The page editor, its live preview and a page's history. */
  { pattern: '/admin/content/*', permission: 'content.edit' },
  { pattern: '/admin/prices', permission: 'prices.read' },
  /** An offer's history: anyone who sees the prices may look; restoring needs prices.edit. */
  { pattern: '/admin/prices/*', permission: 'prices.read' },
  { pattern: '/admin/staff', permission: 'staff.manage' },
  { pattern: '/admin/audit', permission: 'audit.read' },
  { pattern: '/admin/audit.csv', permission: 'audit.read' },
  { pattern: '/admin/account', permission: 'account.own' },
  { pattern: '/admin/two-factor', permission: 'account.own' },
  { pattern: '/admin/enquiries.csv', permission: 'enquiries.export' },
  { pattern: '/admin/newsletter.csv', permission: 'newsletter.export' },
  { pattern: '/admin/newsletter', permission: 'newsletter.compose' },
  /** An issue's editor, report and e-mail preview. */
  { pattern: '/admin/newsletter/*', permission: 'newsletter.compose' },
  { pattern: '/admin/attachments/*', permission: 'enquiries.export' },
  { pattern: '/admin/media', permission: 'media.edit' },
  /** This instance's memory and event-loop delay (the soak samples it): figures about the server, no personal data. */
  { pattern: '/admin/runtime.json', permission: 'analytics.read' },
  /** Backups: the page, archive downloads and uploads, and the posts as a WordPress file (issue 40). */
  { pattern: '/admin/backups', permission: 'site.backup' },
  { pattern: '/admin/backups/*', permission: 'site.backup' },
  /** Import from WordPress or Ghost: the upload, what the file holds, progress, report and undo (issue 40). */
  { pattern: '/admin/import', permission: 'site.import' },
  { pattern: '/admin/import/*', permission: 'site.import' },
  { pattern: '/admin/redirects', permission: 'site.import' },
] as const satisfies readonly { pattern: string; permission: Permission }[];

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** The rules an admin action reaches; undefined for a name not in the table (refused). */
export function actionRules(name: string): readonly RuleName[] | undefined {
  return Object.hasOwn(ADMIN_ACTIONS, name) ? (ADMIN_ACTIONS as Record<string, readonly RuleName[]>)[name] : undefined;
}

/** The permission an /admin path needs; undefined for paths not in the table. */
export function routePermission(pathname: string): Permission | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const r of ADMIN_ROUTES) {
    if (
      r.pattern.endsWith('/*')
        ? path.startsWith(r.pattern.slice(0, -1)) && path.length > r.pattern.length - 1
        : path === r.pattern
    ) {
      return r.permission;
    }
  }
  return undefined;
}
