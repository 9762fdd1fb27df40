import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../foundation/config.ts';
import type { Database } from '../db/schema.ts';
import { defaultSettings } from '../foundation/runtime.ts';
import { getSettings } from '../repositories/settings.ts';
import { deleteExpiredSessions } from '../repositories/sessions.ts';
import { pruneHits } from '../repositories/rate-limits.ts';
import { IDLE_TIMEOUT_MS } from '../auth/sessions.ts';
import { deleteEnquiriesOlderThan } from '../repositories/enquiries.ts';
import { CONFIRM_TTL_MS } from '../newsletter/confirm.ts';
import { deleteUnconfirmedOlderThan } from '../repositories/newsletter.ts';
import { pruneTokens } from '../repositories/account-tokens.ts';
import { pruneEmailChanges } from '../repositories/email-changes.ts';
import { pruneTrustedDevices } from '../repositories/two-factor.ts';
import { pruneSetups } from '../repositories/two-factor-setups.ts';
import { prunePreviewLinks } from '../repositories/preview-links.ts';
import { purgeBinnedPosts } from '../repositories/blog-admin.ts';
import { closeRepeatWindows, pruneAudit, REPEAT_WINDOW_MS } from '../repositories/audit.ts';
import { SYSTEM_ACTOR, auditor } from '../foundation/audit.ts';
import { thinRevisions } from '../repositories/content-revisions.ts';
import { pruneClientKeySecrets } from '../repositories/client-key-secrets.ts';
import { ukDay } from '../../uk-time.ts';
import { POST_BIN_DAYS } from '../../admin/post-list.ts';

/** Housekeeping run a few times a day; every step is idempotent. */
export async function runMaintenance(db: Kysely<Database>, config: Config, logger: Logger) {
  const now = Date.now();
  const sessions = await deleteExpiredSessions(db, new Date(now).toISOString(), new Date(now - IDLE_TIMEOUT_MS).toISOString());
  const hits = await pruneHits(db, new Date(now - 24 * 60 * 60 * 1000).toISOString());
  const settings = await getSettings(db, defaultSettings(config));
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - settings.retentionMonths);
  const enquiries = await deleteEnquiriesOlderThan(db, cutoff.toISOString());
  const unconfirmedSubscribers = await deleteUnconfirmedOlderThan(db, new Date(now - CONFIRM_TTL_MS).toISOString());
  // Spent or lapsed account links and challenges, and lapsed remembered devices.
  const accountTokens =
    (await pruneTokens(db, new Date(now).toISOString())) + (await pruneEmailChanges(db, new Date(now).toISOString()));
  const trustedDevices = await pruneTrustedDevices(db, new Date(now).toISOString());
  const twoFactorSetups = await pruneSetups(db, new Date(now).toISOString());
  // Shared preview links a day after they lapsed or were revoked (they stopped opening then).
  const previewLinks = await prunePreviewLinks(db, new Date(now).toISOString());
  // Posts binned more than 30 days ago (already off every public page) go for good.
  const binnedPosts = await purgeBinnedPosts(db, new Date(now - POST_BIN_DAYS * 24 * 60 * 60 * 1000).toISOString());
  if (binnedPosts > 0) await auditor(db, SYSTEM_ACTOR)('blog.purge', 'blog_post', null, { count: binnedPosts });
  // Audit entries past the owner's retention (24 months unless changed), and the
  // client keys of closed repeat windows: after that no entry can be tied to a client.
  const auditCutoff = new Date(now);
  auditCutoff.setMonth(auditCutoff.getMonth() - settings.auditRetentionMonths);
  const auditEntries = await pruneAudit(db, auditCutoff.toISOString());
  const repeatWindowsClosed = await closeRepeatWindows(db, new Date(now - 2 * REPEAT_WINDOW_MS).toISOString());
  if (auditEntries > 0)
    await auditor(db, SYSTEM_ACTOR)('audit.prune', 'audit_log', null, {
      count: auditEntries,
      months: settings.auditRetentionMonths,
    });
  // Every revision of the last 30 days, then the newest 20 per page, post or offer (plus its first).
  const revisions = await thinRevisions(db, now);
  // Client-key secrets of earlier days (a new day's first request deletes them too).
  const clientKeySecrets = await pruneClientKeySecrets(db, ukDay(now));
  logger.info(
    {
      auditEntries,
      repeatWindowsClosed,
      revisions,
      clientKeySecrets,
      sessions,
      rateLimitHits: hits,
      accountTokens,
      trustedDevices,
      twoFactorSetups,
      previewLinks,
      binnedPosts,
      enquiries,
      unconfirmedSubscribers,
      retentionMonths: settings.retentionMonths,
      auditRetentionMonths: settings.auditRetentionMonths,
    },
    'maintenance',
  );
}
