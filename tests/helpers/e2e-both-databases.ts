// A production server per database for a browser test whose data matters on both engines
// (issue 38): SQLite in a fresh data directory, PostgreSQL in a fresh database on the test
// server. The first-run owner comes from ADMIN_EMAIL; `db` is the test's own handle on the same data.
import type { Kysely } from 'kysely';
import { startServer, type RunningServer } from '../../support/server.ts';
import { createDb } from '../../src/lib/server/db/create-db.ts';
import type { Database } from '../../src/lib/server/db/schema.ts';
import { openTestDb, type TestDbKind } from './databases.ts';

export const E2E_OWNER = { email: 'owner.both@northmill.example', password: 'Two engines, one mill 2026' };

export interface ServerOnDb {
  server: RunningServer;
  db: Kysely<Database>;
  stop(): Promise<void>;
}

export async function serverOn(kind: TestDbKind, env: Record<string, string> = {}): Promise<ServerOnDb> {
  const base = {
    ADMIN_EMAIL: E2E_OWNER.email,
    ADMIN_PASSWORD: E2E_OWNER.password,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    ...env,
  };
  if (kind === 'sqlite') {
    const server = await startServer(base);
    const handle = createDb({ dataDir: server.dataDir });
    return { server, db: handle.db, stop: async () => void (await Promise.all([handle.close(), server.stop()])) };
  }
  const empty = await openTestDb('postgres', { migrate: false });
  const server = await startServer({ ...base, DATABASE_URL: empty.databaseUrl! });
  return {
    server,
    db: empty.database.db,
    stop: async () => {
      await server.stop();
      await empty.cleanup();
    },
  };
}
