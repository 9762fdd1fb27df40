// The Backups page's contract (issue 40), shared by the actions and the island:
// the schedule form, archive file names, and the words of the confirmation.
import { z } from 'zod';

export const KEEP_DAYS_MIN = 1;
export const KEEP_DAYS_MAX = 365;

export const backupScheduleFields = z.object({
  enabled: z.boolean().meta({ title: 'Back up every night' }),
  /** UK hour of day, 0-23. */
  hour: z.coerce
    .number()
    .int('Choose an hour.')
    .min(0, 'Choose an hour between 00:00 and 23:00.')
    .max(23, 'Choose an hour between 00:00 and 23:00.')
    .meta({ title: 'At (UK time)' }),
  keepDays: z.coerce
    .number()
    .int('Enter a whole number of days.')
    .min(KEEP_DAYS_MIN, `Keep at least ${KEEP_DAYS_MIN} day.`)
    .max(KEEP_DAYS_MAX, `Keep at most ${KEEP_DAYS_MAX} days.`)
    .meta({ title: 'Keep for (days)' }),
});
export type BackupSchedule = z.infer<typeof backupScheduleFields>;
export const DEFAULT_BACKUP_SCHEDULE: BackupSchedule = { enabled: false, hour: 3, keepDays: 14 };

export const ARCHIVE_KINDS = ['daily', 'manual', 'safety', 'uploaded'] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];
export const ARCHIVE_KIND_LABELS: Record<ArchiveKind, string> = {
  daily: 'Nightly',
  manual: 'Exported',
  safety: 'Before a restore',
  uploaded: 'Uploaded',
};

/** `northmill-20260115-031500-daily.zip` (UTC), optionally `-2` when two land in one second. */
export const ARCHIVE_FILE = /^northmill-(\d{8})-(\d{6})-(daily|manual|safety|uploaded)(?:-(\d{1,3}))?\.zip$/;
export const archiveName = z.string().regex(ARCHIVE_FILE, 'That is not one of this site’s archives.');

/** The word the owner types to restore over a site that has content. */
export const REPLACE_WORD = 'REPLACE';

/** Chunks of an uploaded archive: under the attachment body limit and nginx's 11 MB. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
