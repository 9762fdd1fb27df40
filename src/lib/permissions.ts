// Who may do what in the admin area: the one written-down permission model.
// staffAction (every admin action) and the middleware (every admin page and
// file endpoint) enforce it from these tables; the admin UI reads `can()` so
// it never offers a control the server would refuse; tests enumerate every
// action and route against it; docs/security.md quotes it.

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
  /** Dismiss the setup checklist on the admin home. */
  'setup.manage': ['owner'],
  /** Export the whole site, schedule and download backups, restore one (issue 40): every enquiry and account leaves or is replaced. */
  'site.backup': ['owner'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Every admin action (Astro action name) and the permission it needs. */
export const ADMIN_ACTIONS = {
  'admin.enquiries.search': 'enquiries.read',
  'admin.enquiries.get': 'enquiries.read',
  'admin.enquiries.update': 'enquiries.edit',
  'admin.enquiries.remove': 'enquiries.delete',
  'admin.enquiries.resendEmail': 'enquiries.edit',
  'admin.enquiries.bulkUpdate': 'enquiries.edit',
  'admin.enquiries.bulkDelete': 'enquiries.delete',
  'admin.blog.list': 'blog.edit',
  'admin.blog.save': 'blog.edit',
  'admin.blog.remove': 'blog.edit',
  'admin.blog.addExisting': 'blog.edit',
  /** Publish, unpublish, bin or restore many posts at once. */
  'admin.blogBulk.apply': 'blog.edit',
  'admin.blog.restoreRevision': 'blog.edit',
  'admin.pageMeta.list': 'pageMeta.edit',
  'admin.pageMeta.update': 'pageMeta.edit',
  'admin.calculator.list': 'calculator.edit',
  'admin.calculator.add': 'calculator.edit',
  'admin.calculator.remove': 'calculator.edit',
  'admin.calculator.update': 'calculator.edit',
  'admin.calculator.setActive': 'calculator.edit',
  'admin.calculator.reorder': 'calculator.edit',
  'admin.proof.list': 'proof.edit',
  'admin.proof.saveTestimonial': 'proof.edit',
  'admin.proof.setTestimonialStatus': 'proof.edit',
  'admin.proof.removeTestimonial': 'proof.edit',
  'admin.proof.saveCaseStudy': 'proof.edit',
  'admin.proof.setCaseStudyStatus': 'proof.edit',
  'admin.proof.removeCaseStudy': 'proof.edit',
  'admin.settings.get': 'settings.read',
  'admin.settings.update': 'settings.details',
  'admin.settings.updateSecurity': 'settings.security',
  'admin.staff.list': 'staff.manage',
  'admin.staff.create': 'staff.manage',
  'admin.staff.setDisabled': 'staff.manage',
  'admin.staff.resetPassword': 'staff.manage',
  'admin.staff.resetTwoFactor': 'staff.manage',
  'admin.staff.changeOwnPassword': 'account.own',
  'admin.staff.audit': 'audit.read',
  'admin.twoFactor.confirm': 'account.own',
  'admin.twoFactor.regenerateCodes': 'account.own',
  'admin.twoFactor.forgetDevices': 'account.own',
  'admin.twoFactor.disable': 'account.own',
  /** Whether every staff account must use two-factor sign-in. */
  'admin.twoFactor.setRequired': 'staff.manage',
  'admin.content.saveDraft': 'content.edit',
  'admin.content.publish': 'content.edit',
  'admin.content.discardDraft': 'content.edit',
  'admin.content.restoreRevision': 'content.edit',
  /** Publish a page draft at a chosen UK time, or cancel that. */
  'admin.pageSchedule.set': 'content.edit',
  'admin.pageSchedule.cancel': 'content.edit',
  /** Shared preview links of a page draft (content) or a post (blog). */
  'admin.previews.pageLinks': 'content.edit',
  'admin.previews.sharePage': 'content.edit',
  'admin.previews.revokePage': 'content.edit',
  'admin.previews.postLinks': 'blog.edit',
  'admin.previews.sharePost': 'blog.edit',
  'admin.previews.revokePost': 'blog.edit',
  'admin.prices.updateOffer': 'prices.edit',
  'admin.prices.updateBuildCosts': 'prices.edit',
  'admin.prices.restoreRevision': 'prices.edit',
  'admin.media.search': 'media.edit',
  'admin.media.get': 'media.edit',
  'admin.media.upload': 'media.edit',
  'admin.media.update': 'media.edit',
  'admin.media.remove': 'media.edit',
  'admin.mail.sendTest': 'mail.test',
  'admin.setup.dismissChecklist': 'setup.manage',
  /** One's own name, and a new e-mail address (confirmed by a link sent to it). */
  'admin.profile.updateName': 'account.own',
  'admin.profile.requestEmailChange': 'account.own',
  /** The editors' heartbeat ("Alex Smith is also editing this page"); it checks the record's own permission too. */
  'admin.presence.beat': 'account.own',
  'admin.newsletter.create': 'newsletter.compose',
  'admin.newsletter.save': 'newsletter.compose',
  'admin.newsletter.sendTest': 'newsletter.compose',
  'admin.newsletter.report': 'newsletter.compose',
  'admin.newsletter.remove': 'newsletter.compose',
  'admin.newsletter.schedule': 'newsletter.send',
  /** The enquiry webhook: where enquiry details go is the owner's call. */
  'admin.notifications.save': 'settings.security',
  'admin.notifications.sendTest': 'settings.security',
  'admin.notifications.rotateSecret': 'settings.security',
  /** Backups (issue 40): the list and the running job, export now, schedule, delete, restore. */
  'admin.backups.status': 'site.backup',
  'admin.backups.summary': 'site.backup',
  'admin.backups.exportNow': 'site.backup',
  'admin.backups.saveSchedule': 'site.backup',
  'admin.backups.remove': 'site.backup',
  'admin.backups.restore': 'site.backup',
} as const satisfies Record<string, Permission>;

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
] as const satisfies readonly { pattern: string; permission: Permission }[];

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function actionPermission(name: string): Permission | undefined {
  return (ADMIN_ACTIONS as Record<string, Permission>)[name];
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
