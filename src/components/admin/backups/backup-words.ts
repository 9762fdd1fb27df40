// Words the Backups page shows for sizes, runs and their steps.
import type { BackupRun } from '../../../lib/server/repositories/backup-runs.ts';

export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

const STEPS: Record<string, string> = {
  tables: 'Writing the records',
  media: 'Adding the pictures',
  finishing: 'Finishing the archive',
  checking: 'Checking the archive',
  loading: 'Reading the records',
  pictures: 'Unpacking the pictures',
  migrating: 'Bringing the records up to this version',
  replacing: 'Replacing the site',
};

export function stepWords(run: Pick<BackupRun, 'step' | 'done' | 'total' | 'kind'>): string {
  const safety = run.step.startsWith('safety-');
  const step =
    STEPS[safety ? run.step.slice('safety-'.length) : run.step] ?? (run.kind === 'restore' ? 'Starting the restore' : 'Starting');
  const count = run.total > 1 ? ` (${run.done.toLocaleString('en-GB')} of ${run.total.toLocaleString('en-GB')})` : '';
  return `${safety ? 'Saving the current site first: ' : ''}${step}${count}`;
}

export const RUN_KIND_WORDS: Record<BackupRun['kind'], string> = {
  daily: 'Nightly backup',
  manual: 'Export',
  safety: 'Archive before a restore',
  restore: 'Restore',
};

export const RUN_STATUS_WORDS: Record<BackupRun['status'], string> = {
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  interrupted: 'Interrupted (the server stopped)',
};
