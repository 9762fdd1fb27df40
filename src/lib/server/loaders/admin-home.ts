// What every admin page says about mail at the top, and the owner's setup
// checklist on the admin home (issue 23).
import { getRuntime, defaultSettings } from '../runtime.ts';
import { mailHealth } from '../repositories/outbox.ts';
import { getSettings } from '../repositories/settings.ts';
import { checklistDismissedAt, setupChecklist } from '../setup-checklist.ts';
import { ownerSetupPending } from '../auth/owner-setup.ts';
import type { Role } from '../repositories/staff.ts';
import { inboxSummary } from '../repositories/inbox-summary.ts';

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
  const health = await mailHealth(database.db);
  const failing = health.lastAttempt?.ok === false;
  if (config.SMTP_URL && !failing) return null;
  return {
    problem: config.SMTP_URL ? 'failing' : 'no-server',
    waiting: health.waiting,
    oldestWaitingAt: health.oldestWaitingAt,
    givenUp: health.givenUp,
    lastError: failing ? health.lastAttempt!.detail : null,
    lastAttemptAt: health.lastAttempt?.at ?? null,
    canFix: role === 'owner',
  };
}

/** The owner's checklist, or null once dismissed (and for staff, who cannot act on most of it). */
export async function loadSetupChecklist(role: Role) {
  if (role !== 'owner') return null;
  const { config, database } = getRuntime();
  const db = database.db;
  if (await checklistDismissedAt(db)) return null;
  const [settings, health] = await Promise.all([getSettings(db, defaultSettings(config)), mailHealth(db)]);
  return setupChecklist(db, config, settings, health);
}

/** /admin signed out: the first-owner form while nobody has an account, else the sign-in. */
export const loadOwnerSetupPending = () => ownerSetupPending(getRuntime().database.db);

/** New enquiries (status 'new', not spam) for the heading above the inbox. */
export const loadInboxSummary = () => inboxSummary(getRuntime().database.db);

/** The settings page's mail section: the server's host and port only (SMTP_URL may hold a password). */
export async function loadMailSettings() {
  const { config, database } = getRuntime();
  const url = config.SMTP_URL ? new URL(config.SMTP_URL) : null;
  return {
    server: url ? `${url.protocol}//${url.host}` : null,
    from: config.MAIL_FROM,
    health: await mailHealth(database.db),
  };
}
