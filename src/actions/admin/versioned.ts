// Runs an admin save under the version check (src/lib/server/versions/save-versioned.ts) with a
// staff context bound to the save's transaction: its queries and audit entries commit or roll
// back with the version claim, and the public changes it declares count only once it commits.
import type { Kysely } from 'kysely';
import type { Database } from '../../lib/server/db/schema.ts';
import { auditor } from '../../lib/server/foundation/audit.ts';
import type { PublicChange } from '../../lib/server/public-changes.ts';
import { saveVersioned } from '../../lib/server/versions/save-versioned.ts';
import type { VersionKind } from '../../lib/admin/versions.ts';
import type { StaffContext } from './staff-action.ts';

export type StaffTx = Pick<StaffContext, 'user' | 'audit' | 'changed'> & { db: Kysely<Database> };

export interface VersionedTarget {
  kind: VersionKind;
  key: string;
  /** 'offer', 'picture's details': "Alex Smith saved this offer on …" */
  what: string;
  version: number | undefined;
  overwrite?: boolean | undefined;
  /** The stored values in the shape the form sends (shown beside the editor's own on a conflict). */
  stored: (db: Kysely<Database>) => Promise<Record<string, unknown>>;
}

export const staffActorOf = (staff: Pick<StaffContext, 'user'>) => ({
  id: staff.user.id,
  email: staff.user.email,
  name: staff.user.displayName || staff.user.email,
});

export async function versioned<T>(
  staff: StaffContext,
  target: VersionedTarget,
  write: (tx: StaffTx) => Promise<T>,
): Promise<{ value: T; version: number }> {
  const changes: PublicChange[] = [];
  const result = await saveVersioned(staff.db, {
    ...target,
    actor: staffActorOf(staff),
    stored: () => target.stored(staff.db),
    write: (trx) =>
      write({
        user: staff.user,
        db: trx,
        audit: auditor(trx, staff.user),
        changed: (change) => void changes.push(change),
      }),
  });
  for (const change of changes) staff.changed(change);
  return result;
}
