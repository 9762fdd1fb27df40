// npm run db:migrate: apply pending migrations (and the idempotent seed).
import { ConfigError, loadConfig } from '../src/lib/server/foundation/config.ts';
import { createDb } from '../src/lib/server/db/create-db.ts';
import { createLogger } from '../src/lib/server/foundation/logger.ts';
import { bootstrap } from '../src/lib/server/process/bootstrap.ts';

try {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, config.LOG_FORMAT);
  const database = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await bootstrap(database, config, logger);
    logger.info({ database: database.kind }, 'Database is up to date');
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
