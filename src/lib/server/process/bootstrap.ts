import type { Logger } from 'pino';
import type { Config } from '../foundation/config.ts';
import type { Db } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { defaultSettings } from '../foundation/runtime.ts';
import { countStaff, createStaff, findStaffByEmail } from '../repositories/staff.ts';
import { generatePassword, hashPassword, passwordProblem } from '../auth/password.ts';
import { issueOwnerSetup, withdrawOwnerSetup } from '../auth/owner-setup.ts';
import { setMustChangePassword } from '../repositories/two-factor.ts';
import { tellOperator } from '../foundation/operator-notice.ts';

/** Migrate, seed and make sure a first staff account exists. Safe to repeat. */
export async function bootstrap(
  database: Db,
  config: Config,
  logger: Logger,
  /** Where a password for the operator goes when the log level hides warnings (tests read it). */
  operatorOut: NodeJS.WritableStream = process.stderr,
): Promise<void> {
  const result = await migrateToLatest(database.db);
  for (const m of result.results ?? []) logger.info({ migration: m.migrationName, status: m.status }, 'migration');
  // The seed and its copy are loaded here only, not by every request's module graph.
  const { seedDatabase } = await import('../seed/seed.ts');
  await seedDatabase(database.db, defaultSettings(config));
  await ensureFirstStaff(database, config, logger, operatorOut);
}

async function ensureFirstStaff(database: Db, config: Config, logger: Logger, operatorOut: NodeJS.WritableStream): Promise<void> {
  if ((await countStaff(database.db)) > 0) {
    await withdrawOwnerSetup(database.db);
    return;
  }
  // No invented address: without ADMIN_EMAIL the first person in chooses it (owner-setup.ts).
  if (!config.ADMIN_EMAIL) {
    if (config.ADMIN_PASSWORD) logger.warn('ADMIN_PASSWORD is ignored without ADMIN_EMAIL: the first person in chooses both.');
    const { password, expiresAt } = await issueOwnerSetup(database.db);
    const at = new URL('/admin', config.SITE_URL).href;
    // Printed once, on purpose: the only way to learn it. A restart prints a new one.
    // Printed whatever LOG_LEVEL says (operator-notice.ts): without it nobody can sign in.
    tellOperator(
      logger,
      { setupPassword: password, validUntil: expiresAt, signIn: at },
      `No staff account yet. Open ${at}, enter this one-time password, then your own e-mail address, name and password.`,
      operatorOut,
    );
    return;
  }
  const email = config.ADMIN_EMAIL;
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
  let id: string;
  try {
    id = await createStaff(database.db, { email, displayName: 'Owner', passwordHash: hash, role: 'owner' });
  } catch (err) {
    if (await findStaffByEmail(database.db, email)) return;
    throw err;
  }
  if (generated) {
    // A password that has been in a log is temporary: the sign-in asks for a new one before anything else.
    await setMustChangePassword(database.db, id, true);
    tellOperator(
      logger,
      { email, initialPassword: password },
      'Created the first staff account. Sign in at /admin with this one-time password; you will choose your own at once.',
      operatorOut,
    );
  } else {
    logger.info({ email }, 'Created the first staff account from ADMIN_EMAIL/ADMIN_PASSWORD.');
  }
}
