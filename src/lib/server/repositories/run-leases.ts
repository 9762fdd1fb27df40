// The lease an import run (import-runs.ts) or a backup run (backup-runs.ts) is worked under.
// One instance holds a run at a time: it takes the run with a lease that lapses at a set time,
// renews it as it reports progress, and gives it up when the run ends. If the instance dies the
// lease lapses and another may take the run over. The rules live here once so both kinds of run
// agree on what "held" and "lapsed" mean; each file keeps its own columns and which runs it takes.
import type { ExpressionBuilder, Kysely, UpdateObject } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';

/** The tables whose rows are worked under a lease (status 'running', locked_by, locked_until, attempts). */
type LeasedRunTable = 'import_runs' | 'backup_runs';

/** When a lease taken or renewed at `now` lapses, as stored in locked_until. */
export function leaseExpiry(leaseMs: number, now = Date.now()): string {
  return new Date(now + leaseMs).toISOString();
}

/** A run still marked running whose lease lapsed before `at`: the instance working on it is gone. */
export function leaseLapsed(eb: ExpressionBuilder<Database, LeasedRunTable>, at: string) {
  return eb.and([eb('status', '=', 'running'), eb('locked_until', '<', at)]);
}

/** The columns that hand a run to this worker, for a conditional UPDATE only one instance can win. */
export function leaseTaken(eb: ExpressionBuilder<Database, LeasedRunTable>, worker: string, leaseMs: number, now: number) {
  return {
    status: 'running',
    locked_by: worker,
    locked_until: leaseExpiry(leaseMs, now),
    attempts: eb('attempts', '+', 1),
  };
}

// The two functions below name only the lease's columns, which both tables have; a caller's
// own columns (progress, outcome) are checked against its table where it calls them.

/**
 * Saves a run's progress and renews its lease, only while this worker still holds the run
 * (its name in locked_by and the run still running): false when it no longer does, so the
 * worker stops rather than carry on beside the instance that took the run over.
 */
export async function renewLease<T extends LeasedRunTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
  worker: string,
  leaseMs: number,
  progress: UpdateObject<Database, T>,
): Promise<boolean> {
  const res = await db
    .updateTable(table as LeasedRunTable)
    .set({ ...(progress as UpdateObject<Database, LeasedRunTable>), locked_until: leaseExpiry(leaseMs) })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Ends a run this worker holds with its outcome and gives up the lease; a run it lost is left alone. */
export async function releaseLease<T extends LeasedRunTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
  worker: string,
  outcome: UpdateObject<Database, T>,
): Promise<void> {
  await db
    .updateTable(table as LeasedRunTable)
    .set({ ...(outcome as UpdateObject<Database, LeasedRunTable>), finished_at: nowIso(), locked_by: null, locked_until: null })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .execute();
}
