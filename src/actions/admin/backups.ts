import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction, type StaffContext } from './staff-action.ts';
import { versioned } from './versioned.ts';
import { fieldError } from '../../lib/server/foundation/field-error.ts';
import { getRuntime } from '../../lib/server/foundation/runtime.ts';
import { loadArchiveSummary, loadBackupsAdmin } from '../../lib/server/loaders/backups.ts';
import { BackupRefused, startExport, startRestore } from '../../lib/server/site-archive/jobs.ts';
import { ArchiveError } from '../../lib/server/site-archive/read.ts';
import { deleteArchive } from '../../lib/server/site-archive/files.ts';
import { getBackupSchedule, saveBackupSchedule } from '../../lib/server/site-archive/schedule.ts';
import { siteIsFresh } from '../../lib/server/repositories/site-archive.ts';
import { REPLACE_WORD, archiveName, backupScheduleFields } from '../../lib/admin/backups.ts';
import { versionInput } from '../../lib/admin/versions.ts';

// Backups (issue 40), owner only: the permission table says so for every
// action, and the services behind them check the role again.

const signedIn = (staff: StaffContext) => ({ sessionId: staff.user.sessionId, user: staff.user });

function refusal(err: unknown): never {
  if (err instanceof BackupRefused || err instanceof ArchiveError)
    throw new ActionError({ code: 'CONFLICT', message: err.message });
  throw err;
}

export const status = staffAction({
  action: 'admin.backups.status',
  changes: 'none',
  input: z.object({}).optional(),
  errorMessage: 'Error loading the backups',
  handler: async (_input, staff) => loadBackupsAdmin(signedIn(staff)),
});

export const exportNow = staffAction({
  action: 'admin.backups.exportNow',
  changes: 'none',
  input: z.object({}).optional(),
  errorMessage: 'Error starting the export',
  handler: async (_input, staff) => {
    const runId = await startExport(getRuntime(), staff.user).catch(refusal);
    await staff.audit('site.export', 'site', runId);
    return { runId };
  },
});

export const saveSchedule = staffAction({
  action: 'admin.backups.saveSchedule',
  changes: 'none',
  input: backupScheduleFields.extend(versionInput),
  errorMessage: 'Error saving the backup schedule',
  handler: async ({ version, overwrite, ...schedule }, staff) => {
    const saved = await versioned(
      staff,
      { kind: 'settings', key: 'backups', what: 'backup schedule', version, overwrite, stored: (db) => getBackupSchedule(db) },
      async (tx) => {
        await saveBackupSchedule(tx.db, schedule);
        await tx.audit('backups.schedule', 'site_settings', null, { ...schedule });
        return schedule;
      },
    );
    return { ...saved.value, version: saved.version };
  },
});

export const remove = staffAction({
  action: 'admin.backups.remove',
  changes: 'none',
  input: z.object({ name: archiveName }),
  errorMessage: 'Error deleting the archive',
  handler: async ({ name }, { audit }) => {
    if (!(await deleteArchive(getRuntime().config.DATA_DIR, name)))
      throw new ActionError({ code: 'NOT_FOUND', message: 'That archive is no longer on this server.' });
    await audit('backups.delete', 'site', null, { archive: name });
    return { name };
  },
});

export const summary = staffAction({
  action: 'admin.backups.summary',
  changes: 'none',
  input: z.object({ name: archiveName }),
  errorMessage: 'Error reading the archive',
  handler: async ({ name }, staff) => loadArchiveSummary(signedIn(staff), name).catch(refusal),
});

/**
 * Restores a listed archive in the background. Over a site with content the
 * owner types REPLACE (the dialog lists what the site holds now and what the
 * archive holds), and the current site is archived first.
 */
export const restore = staffAction({
  action: 'admin.backups.restore',
  changes: 'none',
  input: z.object({ name: archiveName, confirm: z.string().max(40).default('') }),
  errorMessage: 'Error starting the restore',
  handler: async ({ name, confirm }, staff) => {
    const fresh = await siteIsFresh(staff.db);
    const replace = confirm.trim().toUpperCase() === REPLACE_WORD;
    if (!fresh && !replace) throw fieldError('confirm', `Type ${REPLACE_WORD} to replace this site’s content with the archive.`);
    await staff.audit('backups.restore_start', 'site', null, { archive: name, replace: !fresh });
    const runId = await startRestore(getRuntime(), {
      name,
      replace,
      by: { id: staff.user.id, role: staff.user.role, sessionId: staff.user.sessionId, actor: staff.user },
    }).catch(refusal);
    return { runId };
  },
});
