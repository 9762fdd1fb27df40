import { describe, expect, it } from 'vitest';
import { openTestDb, testDatabases } from '../helpers/databases.ts';
import { pingDatabase } from '../../src/lib/server/repositories/health.ts';

describe.each(testDatabases())('database health ping on %s', (kind) => {
  it('answers while the database is open and fails once it is gone', async () => {
    const t = await openTestDb(kind, { migrate: false });
    await expect(pingDatabase(t.database.db)).resolves.toBeUndefined();
    await t.cleanup();
    await expect(pingDatabase(t.database.db)).rejects.toThrow();
  });
});
