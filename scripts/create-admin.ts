// npm run admin:create -- --email you@example.com [--name "Your Name"] [--role owner|staff] [--password …]
// Creates a staff account, or resets the password of an existing one (and
// re-enables it). Without --password a strong one is generated and printed.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/lib/server/foundation/config.ts';
import { createDb } from '../src/lib/server/db/create-db.ts';
import { migrateToLatest } from '../src/lib/server/db/migrate.ts';
import { generatePassword, hashPassword, passwordProblem } from '../src/lib/server/auth/password.ts';
import { createStaff, findStaffByEmail, setDisabled, setPasswordHash } from '../src/lib/server/repositories/staff.ts';
import { deleteUserSessions } from '../src/lib/server/repositories/sessions.ts';
import { writeAudit } from '../src/lib/server/repositories/audit.ts';
import { setMustChangePassword } from '../src/lib/server/repositories/two-factor.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'owner' },
    password: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
  fail('Usage: npm run admin:create -- --email you@example.com [--name "Name"] [--role owner|staff] [--password …]');
if (values.role !== 'owner' && values.role !== 'staff') fail('--role must be owner or staff');
const password = values.password ?? generatePassword();
const problem = passwordProblem(password, [email.split('@')[0]!]);
if (problem) fail(`Password refused: ${problem}`);

const database = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(database.db);
  const hash = await hashPassword(password);
  const existing = await findStaffByEmail(database.db, email);
  if (existing) {
    await setPasswordHash(database.db, existing.id, hash);
    await setDisabled(database.db, existing.id, false);
    await deleteUserSessions(database.db, existing.id);
    // A reset password is temporary: it must be changed at the first sign-in (issue 15).
    await setMustChangePassword(database.db, existing.id, true);
    await writeAudit(database.db, {
      actorId: null,
      actorEmail: 'cli',
      action: 'staff.password_reset',
      targetType: 'staff_user',
      targetId: existing.id,
    });
    console.log(
      `Password reset for ${email}; their sessions were signed out and a new password must be chosen at the next sign-in.`,
    );
  } else {
    const id = await createStaff(database.db, {
      email,
      displayName: values.name ?? email.split('@')[0]!,
      passwordHash: hash,
      role: values.role,
    });
    await writeAudit(database.db, {
      actorId: null,
      actorEmail: 'cli',
      action: 'staff.create',
      targetType: 'staff_user',
      targetId: id,
    });
    // A printed password is temporary: it must be replaced at the first sign-in.
    if (!values.password) await setMustChangePassword(database.db, id, true);
    console.log(`Created ${values.role} account ${email}.`);
  }
  if (!values.password) console.log(`Password (shown once): ${password}`);
} finally {
  await database.close();
}
