// The audit log read as sentences ('Sam Patel changed the enquiry inbox from
// ‘a@…’ to ‘b@…’'). Pure: the Audit page and its tests call it; the raw entry
// stays one click away. An action this file does not know still gets a
// readable sentence, never its code alone.
import { STATUS_LABELS, type EnquiryStatus } from './admin/enquiries.ts';
import { OPTION_CATEGORY_LABELS, type OptionCategory } from './options.ts';
import { formatUkDateTime, formatUkTime } from './uk-time.ts';
import { fieldName, humanise, listText, plural, valueText } from './audit-words.ts';
import { VERSION_KIND_LABELS, type VersionKind } from './admin/versions.ts';

export interface AuditView {
  actorId: string | null;
  actorEmail: string;
  /** The actor's display name when the account still exists. */
  actorName?: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  /** The target account's display name, for entries about a staff member. */
  targetName?: string | null;
  detail: Record<string, unknown>;
  /** How many times it happened in the entry's 10-minute window (refusals from one client); 1 or absent otherwise. */
  count?: number;
  /** When the last of those happened. */
  lastAt?: string | null;
}

type Changes = Record<string, { from: unknown; to: unknown }>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** 'the business name from ‘A’ to ‘B’ and the phone number from …'. */
function changeList(changes: Changes): string {
  const parts = Object.entries(changes).map(([f, c]) => `${fieldName(f)} from ${valueText(f, c.from)} to ${valueText(f, c.to)}`);
  return parts.length > 3 ? `${parts.length} fields (${listText(Object.keys(changes).map(fieldName))})` : listText(parts);
}

const postName = (d: Record<string, unknown>) => {
  const title = str(d.title) || str(d.slug);
  return title ? `the post ‘${title}’` : 'a post';
};
/** An offer's changes; its list of points is named, not quoted (it would read as JSON). */
const offerChanges = (changes: Changes) =>
  listText(
    Object.entries(changes).map(([f, c]) =>
      f === 'bullets' ? 'what is included' : `${fieldName(f)} from ${valueText(f, c.from)} to ${valueText(f, c.to)}`,
    ),
  );
/** A content page by its public path: 'the page ‘/about’'. */
const pageName = (slug: string | null) => (slug ? `the page ‘${slug === 'home' ? '/' : `/${slug}`}’` : 'a page');
const previewTarget = (e: AuditView, d: Record<string, unknown>) =>
  e.targetType === 'blog_post' ? postName(d) : pageName(e.targetId);
const at = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? formatUkDateTime(v) : 'a chosen time');

const offerName = (d: Record<string, unknown>) => (str(d.name) ? `the offer ‘${str(d.name)}’` : 'an offer');
const optionName = (d: Record<string, unknown>, changes?: Changes) => {
  const name = str(d.name) || str(changes?.name?.to) || str(changes?.name?.from);
  return name ? `the calculator option ‘${name}’` : 'a calculator option';
};

function enquiryUpdate(d: Record<string, unknown>): string {
  const changes = (d.changes ?? {}) as Changes;
  const parts: string[] = [];
  if (changes.status) {
    const label = (s: unknown) => STATUS_LABELS[s as EnquiryStatus] ?? str(s);
    parts.push(`moved an enquiry from ${label(changes.status.from)} to ${label(changes.status.to)}`);
  }
  if (changes.isSpam) parts.push(changes.isSpam.to ? 'marked an enquiry as spam' : 'marked an enquiry as not spam');
  if (d.notesChanged) parts.push(parts.length ? 'edited its notes' : 'edited the notes on an enquiry');
  return parts.length ? listText(parts) : 'saved an enquiry without changing anything';
}

function bulkEnquiries(d: Record<string, unknown>): string {
  const n = plural(num(d.count), 'enquiry', 'enquiries');
  const set = (d.set ?? {}) as { status?: string; isSpam?: boolean; read?: boolean };
  if (set.status) return `moved ${n} to ${STATUS_LABELS[set.status as EnquiryStatus] ?? set.status}`;
  if (set.isSpam !== undefined) return `marked ${n} as ${set.isSpam ? 'spam' : 'not spam'}`;
  if (set.read !== undefined) return `marked ${n} as ${set.read ? 'read' : 'unread'}`;
  return `updated ${n}`;
}

const PASSWORD_SET: Record<string, string> = {
  reset: 'chose a new password from a reset link',
  invite: 'accepted an invitation and chose a password',
  must_change: 'replaced a temporary password with their own',
};

/** What the person did, after their name. */
function predicate(e: AuditView): string {
  const d = e.detail;
  const changes = d.changes as Changes | undefined;
  const target = e.targetName ? e.targetName : 'a staff member';
  switch (e.action) {
    case 'auth.login':
      return 'signed in';
    case 'auth.login_recovery_code':
      return 'signed in with a recovery code';
    case 'auth.logout':
      return 'signed out';
    case 'auth.two_factor_enrolled':
      return 'set up two-factor sign-in while signing in';
    case 'auth.two_factor_due':
      return 'was sent to set up two-factor sign-in, now required (their open session ended)';
    case 'auth.owner_setup':
      return 'set up the owner account with the one-time password';
    case 'staff.profile_update':
      return 'changed their name';
    case 'staff.email_change_request':
      return `asked to change their e-mail address to ${str(d.newEmail) || 'a new one'}`;
    case 'staff.email_change':
      return `changed their e-mail address from ${str(d.oldEmail) || 'the old one'} to ${str(d.newEmail) || 'a new one'}`;
    case 'mail.test':
      return `sent a test e-mail to ${str(d.to) || 'themselves'}`;
    case 'setup.checklist_dismiss':
      return 'dismissed the setup checklist';
    case 'settings.update':
    case 'settings.update_security':
      return changes && Object.keys(changes).length ? `changed ${changeList(changes)}` : 'saved the settings unchanged';
    case 'settings.two_factor_required':
      return d.required ? 'required two-factor sign-in for every staff account' : 'made two-factor sign-in optional';
    case 'staff.invite':
      return `invited ${str(d.email) || 'a new staff member'}${d.role === 'owner' ? ' as an owner' : ''}`;
    case 'staff.disable':
      return `disabled ${target}’s account`;
    case 'staff.enable':
      return `re-enabled ${target}’s account`;
    case 'staff.password_reset':
      return `sent ${target} a password reset`;
    case 'staff.two_factor_reset':
      return `reset two-factor sign-in for ${target}`;
    case 'staff.password_change':
      return 'changed their password';
    case 'staff.two_factor_enable':
      return 'turned on two-factor sign-in';
    case 'staff.two_factor_disable':
      return 'turned off two-factor sign-in';
    case 'staff.recovery_codes_regenerate':
      return 'made new recovery codes';
    case 'staff.devices_forget':
      return 'signed out every remembered device';
    case 'enquiry.view':
      return 'opened an enquiry';
    case 'enquiry.update':
      return enquiryUpdate(d);
    case 'enquiry.delete':
      return 'deleted an enquiry';
    case 'enquiry.bulk_update':
      return bulkEnquiries(d);
    case 'enquiry.bulk_delete':
      return `deleted ${plural(num(d.count), 'enquiry', 'enquiries')}`;
    case 'enquiry.export':
      return `exported ${plural(num(d.rows), 'enquiry', 'enquiries')} as CSV`;
    case 'newsletter.export':
      return `exported the newsletter list (${plural(num(d.rows), 'subscriber')})`;
    case 'attachment.download':
      return str(d.filename) ? `downloaded the attachment ‘${str(d.filename)}’` : 'downloaded an attachment';
    case 'audit.export':
      return `exported ${plural(num(d.rows), 'audit log entry', 'audit log entries')} as CSV`;
    case 'email.resend':
      return 'queued an e-mail to be sent again';
    case 'page_meta.update':
      return changes && Object.keys(changes).length
        ? `changed ${changeList(changes)} of ${str(d.path) || 'a page'}`
        : `saved the meta of ${str(d.path) || 'a page'} unchanged`;
    case 'blog.create':
      return `${d.published ? 'published' : 'drafted'} ${postName(d)}`;
    case 'blog.update':
      return `updated ${postName(d)}${d.published === false ? ' (a draft)' : ''}`;
    case 'blog.delete':
      return `deleted ${postName(d)}`;
    case 'blog.bin':
      return `moved ${postName(d)} to the bin`;
    case 'blog.restore':
      return `restored ${postName(d)} from the bin`;
    case 'blog.bulk_publish':
      return `published ${d.title !== undefined ? postName(d) : plural(num(d.count), 'post')}`;
    case 'blog.bulk_unpublish':
      return `unpublished ${d.title !== undefined ? postName(d) : plural(num(d.count), 'post')}`;
    case 'blog.bulk_bin':
      return `moved ${plural(num(d.count), 'post')} to the bin`;
    case 'blog.bulk_restore':
      return `restored ${plural(num(d.count), 'post')} from the bin`;
    case 'blog.purge':
      return `permanently deleted ${plural(num(d.count), 'post')} that had been in the bin for 30 days`;
    case 'audit.prune':
      return `deleted ${plural(num(d.count), 'audit log entry', 'audit log entries')} older than ${plural(num(d.months), 'month')}`;
    case 'blog.add_existing':
      return `added ${plural(num(d.added), 'original article')}`;
    case 'calculator_option.create':
      return `added ${optionName(d, changes)}`;
    case 'calculator_option.delete':
      return `deleted ${optionName(d, changes)}`;
    case 'calculator_option.update':
      return changes && Object.keys(changes).length
        ? `changed ${changeList(changes)} of ${optionName(d, changes)}`
        : `saved ${optionName(d)} unchanged`;
    case 'calculator_option.reorder':
      return `reordered the ${(OPTION_CATEGORY_LABELS[d.category as OptionCategory] ?? 'calculator').toLowerCase()} options`;
    case 'calculator_option.deactivate':
      return `stopped offering ${optionName(d)}`;
    case 'calculator_option.reactivate':
      return `offered ${optionName(d)} again`;
    case 'offer.update':
      return changes && Object.keys(changes).length
        ? `changed ${offerChanges(changes)} of ${offerName(d)}`
        : `saved ${offerName(d)} unchanged`;
    case 'content.discardDraft':
      return `discarded the unpublished changes to ${pageName(e.targetId)}`;
    case 'blog.restore_revision':
      return `restored an earlier version of ${postName(d)}`;
    case 'content.restoreRevision':
      return `restored an earlier version of ${pageName(e.targetId)}${d.restoredFrom ? ` (saved ${at(d.restoredFrom)})` : ''}`;
    case 'content.schedulePublish':
      return `scheduled the changes to ${pageName(e.targetId)} to go live on ${at(d.publishAt)}`;
    case 'content.cancelSchedule':
      return `cancelled the scheduled publishing of ${pageName(e.targetId)}`;
    case 'content.publishScheduled':
      return `published ${pageName(e.targetId)} as scheduled for ${at(d.publishAt)}`;
    case 'content.scheduleSkipped':
      return `had ${pageName(e.targetId)} scheduled for ${at(d.publishAt)}, but it was not published: ${str(d.reason) || 'the draft could not go live'}`;
    case 'preview.share':
      return `made a preview link to ${previewTarget(e, d)}, open until ${at(d.expiresAt)}`;
    case 'preview.revoke':
      return `revoked a preview link to ${previewTarget(e, d)}`;
    case 'offer.restoreRevision':
      return `restored an earlier version of ${offerName(d)}${changes ? `: ${offerChanges(changes)}` : ''}`;
    case 'settings.buildCosts':
      if (d.restoredRevisionId) return `restored earlier build costs${changes ? `: ${changeList(changes)}` : ''}`;
      return changes && Object.keys(changes).length ? `changed ${changeList(changes)}` : 'saved the build costs unchanged';
    case 'content.saveDraft':
      // One entry per editor per editing session (autosave updates it in place).
      return `changed the draft of ${pageName(e.targetId)} (${plural(num(d.saves), 'save')})`;
    case 'content.publish': {
      const authors = Array.isArray(d.draftAuthors) ? (d.draftAuthors as { name?: unknown }[]).map((a) => str(a.name)) : [];
      return `published changes to ${pageName(e.targetId)}${authors.length ? `, a draft by ${listText(authors)}` : ''}`;
    }
    case 'version.overwrite':
      return `knowingly saved over ${str(d.replacedBy) || 'someone'}’s newer version of the ${VERSION_KIND_LABELS[e.targetType as VersionKind] ?? humanise(e.targetType)}`;
  }
  const what = e.targetType ? ` (${humanise(e.targetType)})` : '';
  return `made a change: ${humanise(e.action)}${what}`;
}

const clock = formatUkTime;

/**
 * Refusals from one client in one 10-minute window are one entry with a count:
 * '12 sign-ins from one connection failed, the last at 10:09 (the first as …)'.
 */
function repeated(e: AuditView, what: string): string | null {
  if (!e.count || e.count < 2) return null;
  const last = e.lastAt ? `, the last at ${clock(e.lastAt)}` : '';
  return `${e.count} sign-ins from one connection ${what}${last} (the first as ${e.actorEmail})`;
}

/** The entry as one sentence, starting with who. */
export function auditSentence(e: AuditView): string {
  const email = e.actorEmail;
  if (e.action === 'auth.two_factor_locked')
    return `Two-factor codes for ${email} were paused for ${num(e.detail.cooldownMinutes)} minutes after ${num(e.detail.wrongCodes)} wrong codes`;
  // Failed sign-ins have no signed-in actor: the address is the first one typed in the window.
  if (e.action === 'auth.login_failed') return repeated(e, 'failed') ?? `A sign-in as ${email} failed`;
  if (e.action === 'auth.login_throttled')
    return repeated(e, 'were paused after too many attempts') ?? `Sign-in as ${email} was paused after too many attempts`;
  if (e.action.startsWith('auth.password_set_')) {
    const how = PASSWORD_SET[e.action.slice('auth.password_set_'.length)] ?? 'set a new password';
    return `${e.actorName || email} ${how}`;
  }
  const who = e.actorName || (e.actorId === null && email === 'system' ? 'The daily clean-up' : email);
  return `${who} ${predicate(e)}`;
}
