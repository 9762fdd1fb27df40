import type { Logger } from 'pino';
import { dkimOptions, type Config } from '../foundation/config.ts';
import { startNewsletterScheduler } from '../newsletter-send/queue.ts';
import type { Db } from '../db/create-db.ts';
import { startMailWorker } from '../email/worker.ts';
import { settingsKey } from '../email/settings-key.ts';
import { runMaintenance } from './maintenance.ts';
import { startRouteCacheSync } from '../route-cache/sync.ts';
import { resumePendingVariants } from '../media/library.ts';
import { publishDuePages } from '../page-content/scheduled-publish.ts';
import { publishPublicChanges } from '../public-changes.ts';
import { startBackupSchedule } from '../site-archive/jobs.ts';
import { addressPolicy } from '../net/address-policy.ts';
import { startImportWorker } from '../import/worker.ts';
import { setMailKick } from '../email/mail-kick.ts';
import { setNewsletterKick } from '../newsletter-send/queue-kick.ts';

/** Background work of one app instance: the mail outbox, daily housekeeping and route-cache sync. */
export function startBackgroundJobs(r: { config: Config; logger: Logger; database: Db }) {
  const mail = startMailWorker({
    database: r.database,
    logger: r.logger,
    smtpUrl: r.config.SMTP_URL,
    from: r.config.MAIL_FROM,
    settingsKey: () => settingsKey(r.config),
    pollMs: r.config.OUTBOX_POLL_MS,
    dkim: dkimOptions(r.config),
    newsletterRatePerMinute: r.config.NEWSLETTER_RATE_PER_MINUTE,
    outboundPolicy: addressPolicy(r.config.OUTBOUND_ALLOW_NETWORKS),
    messageIdDomain: new URL(r.config.SITE_URL).hostname,
  });
  const newsletter = startNewsletterScheduler({
    database: r.database,
    logger: r.logger,
    siteUrl: r.config.SITE_URL,
    ratePerMinute: r.config.NEWSLETTER_RATE_PER_MINUTE,
    pollMs: r.config.OUTBOX_POLL_MS,
    kick: () => void mail.kick(),
  });
  const cacheSync = startRouteCacheSync({ config: r.config, logger: r.logger });
  // Pictures uploaded just before a restart get their variants now.
  void resumePendingVariants(r.database.db, r.logger).catch((err: unknown) =>
    r.logger.error({ err }, 'media variant resume failed'),
  );
  // Lets the request path nudge the worker and the newsletter queue without holding them.
  setMailKick(() => void mail.kick());
  setNewsletterKick(() => void newsletter.kick());

  const housekeeping = async () => {
    try {
      await runMaintenance(r.database.db, r.config, r.logger);
    } catch (err) {
      r.logger.error({ err }, 'maintenance failed');
    }
  };
  // Scheduled page changes: every instance looks, one claims each (page-schedule.ts), and the
  // one that published declares the pages it changed, like a staff action (public-changes.ts).
  const publishDue = async () => {
    try {
      const published = await publishDuePages(r.database.db, r.logger);
      publishPublicChanges(
        published.map((slug) => ({ kind: 'page', slug })),
        r.logger,
      );
    } catch (err) {
      r.logger.error({ err }, 'scheduled page publishing failed');
    }
  };
  const schedules = setInterval(publishDue, r.config.SCHEDULE_POLL_MS);
  schedules.unref();
  const firstSchedules = setTimeout(publishDue, 2_000);
  firstSchedules.unref();

  // The owner's nightly archive: one instance takes each day (site-archive/jobs.ts).
  const backups = startBackupSchedule(r);
  // WordPress and Ghost imports, under a lease (import/job.ts).
  const imports = startImportWorker(r);

  const first = setTimeout(housekeeping, 10_000);
  const daily = setInterval(housekeeping, 6 * 60 * 60 * 1000);
  first.unref();
  daily.unref();

  return {
    async stop() {
      clearTimeout(first);
      clearTimeout(firstSchedules);
      clearInterval(schedules);
      clearInterval(daily);
      backups.stop();
      imports.stop();
      setMailKick(undefined);
      setNewsletterKick(undefined);
      await newsletter.stop();
      await mail.stop();
      await cacheSync.stop();
    },
  };
}
