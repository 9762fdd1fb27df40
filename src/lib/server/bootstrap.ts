import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/create-db.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed.ts';
import { defaultSettings } from './runtime.ts';
import { countStaff, createStaff, findStaffByEmail } from './repositories/staff.ts';
import { generatePassword, hashPassword, passwordProblem } from './auth/password.ts';

/** Migrate, seed and make sure a first staff account exists. Safe to repeat. */
export async function bootstrap(database: Db, config: Config, logger: Logger): Promise<void> {
  const result = await migrateToLatest(database.db);
  for (const m of result.results ?? []) logger.info({ migration: m.migrationName, status: m.status }, 'migration');
  await seedDatabase(database.db, defaultSettings(config));
  await ensureFirstStaff(database, config, logger);
}

async function ensureFirstStaff(database: Db, config: Config, logger: Logger): Promise<void> {
  if ((await countStaff(database.db)) > 0) return;
  const email = config.ADMIN_EMAIL ?? `admin@${new URL(config.SITE_URL).hostname.replace(/^localhost$/, 'northmill.example')}`;
  let password = config.ADMIN_PASSWORD;
  if (password) {
    const problem = passwordProblem(password);
    if (problem) throw new Error(`Invalid configuration: ADMIN_PASSWORD ${problem}`);
  }
  const generated = !password;
  password ??= generatePassword();
  const hash = await hashPassword(password);
  // Two instances may start together on one PostgreSQL: the unique e-mail
  // makes the second insert fail, which is fine.
  try {
    await createStaff(database.db, { email, displayName: 'Owner', passwordHash: hash, role: 'owner' });
  } catch (err) {
    if (await findStaffByEmail(database.db, email)) return;
    throw err;
  }
  if (generated) {
    // Printed once, on purpose: the only way to learn the generated password.
    logger.warn(
      { email, initialPassword: password },
      'Created the first staff account. Sign in at /admin and change this password.',
    );
  } else {
    logger.info({ email }, 'Created the first staff account from ADMIN_EMAIL/ADMIN_PASSWORD.');
  }
}
