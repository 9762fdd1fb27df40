// The owner's backup schedule: one settings row (carried in archives like any
// other setting), versioned like the other settings forms (kind 'settings',
// key 'backups').
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getSetting, setSetting } from '../repositories/settings.ts';
import { DEFAULT_BACKUP_SCHEDULE, backupScheduleFields, type BackupSchedule } from '../../admin/backups.ts';

const KEY = 'backup_schedule';

export async function getBackupSchedule(db: Kysely<Database>): Promise<BackupSchedule> {
  const raw = await getSetting(db, KEY);
  if (!raw) return DEFAULT_BACKUP_SCHEDULE;
  try {
    const parsed = backupScheduleFields.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_BACKUP_SCHEDULE;
  } catch {
    return DEFAULT_BACKUP_SCHEDULE;
  }
}

export async function saveBackupSchedule(db: Kysely<Database>, s: BackupSchedule): Promise<void> {
  await setSetting(db, KEY, JSON.stringify(backupScheduleFields.parse(s)));
}
