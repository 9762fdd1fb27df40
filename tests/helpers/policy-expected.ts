// The policy's decisions written out by hand (issue 37): for every admin action, each rule it
// reaches and the states in which the owner, then staff, may do it ('' = in none). The unit
// table test holds the policy to this; the integration matrix calls the actions against records
// in each state and expects the same. A new admin action fails both until its line is here.
const $ = (owner: string, staff: string) => ({ owner, staff });
const EVERY_POST = 'draft scheduled published';
const PAGE_ALL = 'ordinary offerFigures bookingLinks';
export const EXPECTED: Record<string, Record<string, { owner: string; staff: string }>> = {
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
  'admin.backups.status': { 'siteArchive.read': $('any', '') },
  'admin.backups.summary': { 'siteArchive.read': $('any', '') },
  'admin.backups.exportNow': { 'siteArchive.export': $('any', '') },
  'admin.backups.saveSchedule': { 'siteArchive.saveSchedule': $('any', '') },
  'admin.backups.remove': { 'siteArchive.remove': $('any', '') },
  'admin.backups.restore': { 'siteArchive.restore': $('any', '') },
  'admin.siteImport.start': { 'siteImport.start': $('any', '') },
  'admin.siteImport.undo': { 'siteImport.undo': $('any', '') },
  'admin.redirects.add': { 'redirect.create': $('any', '') },
  'admin.redirects.remove': { 'redirect.remove': $('any', '') },
};

/** The states a role may act in for an action's rule. */
export const allowedStates = (action: string, rule: string, role: 'owner' | 'staff'): Set<string> =>
  new Set((EXPECTED[action]?.[rule]?.[role] ?? '').split(' ').filter(Boolean));
