// What every admin page says about mail at the top, the admin home (the inbox with the owner's
// setup checklist, issue 23, or the sign-in) and the Content page's settings.
import { getRuntime, defaultSettings } from '../foundation/runtime.ts';
import { mailHealth } from '../repositories/outbox.ts';
import { hasSavedPassword, loadMailServer } from '../email/mail-settings.ts';
import { getSettings } from '../repositories/settings.ts';
import { checklistDismissedAt, setupChecklist } from '../setup/checklist.ts';
import { ownerSetupPending } from '../auth/owner-setup.ts';
import type { Role } from '../repositories/staff.ts';
import { inboxSummary } from '../repositories/inbox-summary.ts';
import { can } from '../../permissions.ts';
import { loadEnquiriesTab } from './enquiries-tab.ts';
import { loadContentTab } from './content-editor.ts';
import { loadNotificationSettings } from './newsletter-admin.ts';
import { loadCounters } from './admin-shell.ts';

export interface MailBannerData {
  problem: 'no-server' | 'failing';
  waiting: number;
  oldestWaitingAt: string | null;
  givenUp: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** Owners can fix it (SMTP_URL, the test button); staff are told to ask them. */
  canFix: boolean;
}

/** Null while mail works: a server is configured and the last attempt, if any, went through. */
export async function loadMailBanner(role: Role): Promise<MailBannerData | null> {
  const { config, database } = getRuntime();
  const [health, saved] = await Promise.all([mailHealth(database.db), loadMailServer(database.db)]);
  const failing = health.lastAttempt?.ok === false;
  const configured = Boolean(config.SMTP_URL || saved);
  if (configured && !failing) return null;
  return {
    problem: configured ? 'failing' : 'no-server',
    waiting: health.waiting,
    oldestWaitingAt: health.oldestWaitingAt,
    givenUp: health.givenUp,
    lastError: failing ? health.lastAttempt!.detail : null,
    lastAttemptAt: health.lastAttempt?.at ?? null,
    canFix: role === 'owner',
  };
}

/** The owner's checklist, or null once dismissed (and for staff, who cannot act on most of it). */
async function loadSetupChecklist(role: Role) {
  if (role !== 'owner') return null;
  const { config, database } = getRuntime();
  const db = database.db;
  if (await checklistDismissedAt(db)) return null;
  const [settings, health] = await Promise.all([getSettings(db, defaultSettings(config)), mailHealth(db)]);
  return setupChecklist(db, config, settings, health);
}

/**
 * /admin: signed in, the spec's four counters, the inbox (new enquiries for the heading, the owner's
 * checklist, the list);
 * signed out, whether the first-owner form shows (nobody has an account yet) or the sign-in.
 */
export async function loadAdminHome(role: Role | null, query: URLSearchParams) {
  const db = getRuntime().database.db;
  if (!role) return { signedIn: false, firstOwner: await ownerSetupPending(db) } as const;
  const [tab, checklist, inbox, counters] = await Promise.all([
    loadEnquiriesTab(query),
    loadSetupChecklist(role),
    inboxSummary(db),
    loadCounters(),
  ]);
  return { signedIn: true, tab, checklist, inbox, counters } as const;
}

/**
 * The settings page's mail section: where mail goes out from. SMTP_URL shows as its host and
 * port only (it may hold a password); a server saved in the admin shows in full except its
 * password, which is only said to be saved (issue 38).
 */
async function loadMailSettings() {
  const { config, database } = getRuntime();
  const url = config.SMTP_URL ? new URL(config.SMTP_URL) : null;
  const [saved, passwordSaved, health] = await Promise.all([
    loadMailServer(database.db),
    hasSavedPassword(database.db),
    mailHealth(database.db),
  ]);
  return {
    server: url ? `${url.protocol}//${url.host}` : saved ? `${saved.host}:${saved.port}` : null,
    source: url ? ('environment' as const) : saved ? ('admin' as const) : ('none' as const),
    from: url || !saved ? config.MAIL_FROM : `${saved.fromName} <${saved.fromAddress}>`,
    saved: saved ? { ...saved, passwordSaved } : null,
    health,
  };
}

/** /admin/content: the site settings and pages, the mail section and, for the owner, the enquiry webhook. */
export async function loadContentSettingsPage(role: Role) {
  const [content, mail, notifications] = await Promise.all([
    loadContentTab(),
    loadMailSettings(),
    can(role, 'settings.security') ? loadNotificationSettings() : null,
  ]);
  return { ...content, mail, notifications };
}
