import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import { defaultSettings } from './runtime.ts';
import { getSettings } from './repositories/settings.ts';
import { deleteExpiredSessions } from './repositories/sessions.ts';
import { pruneHits } from './repositories/rate-limits.ts';
import { IDLE_TIMEOUT_MS } from './auth/sessions.ts';
import { deleteEnquiriesOlderThan } from './repositories/enquiries.ts';
import { CONFIRM_TTL_MS } from './newsletter-confirm.ts';
import { deleteUnconfirmedOlderThan } from './repositories/newsletter.ts';
import { pruneTokens } from './repositories/account-tokens.ts';
import { pruneEmailChanges } from './repositories/email-changes.ts';
import { pruneTrustedDevices } from './repositories/two-factor.ts';
import { purgeBinnedPosts } from './repositories/blog-admin.ts';
import { writeAudit } from './repositories/audit.ts';
import { POST_BIN_DAYS } from '../admin/post-list.ts';

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
  // Posts binned more than 30 days ago (already off every public page) go for good.
  const binnedPosts = await purgeBinnedPosts(db, new Date(now - POST_BIN_DAYS * 24 * 60 * 60 * 1000).toISOString());
  if (binnedPosts > 0)
    await writeAudit(db, {
      actorId: null,
      actorEmail: 'system',
      action: 'blog.purge',
      targetType: 'blog_post',
      detail: { count: binnedPosts },
    });
  logger.info(
    {
      sessions,
      rateLimitHits: hits,
      accountTokens,
      trustedDevices,
      binnedPosts,
      enquiries,
      unconfirmedSubscribers,
      retentionMonths: settings.retentionMonths,
    },
    'maintenance',
  );
}
