// npm run db:restore <archive.zip> [--replace]
// Brings back a site archive (docs/backups.md) into the configured database
// and media storage. A fresh install is filled as it is; a site with content
// is replaced only with --replace (and an archive of it is written first, to
// DATA_DIR/backups). Stop the site first on SQLite; on PostgreSQL restart the
// instances afterwards (their route caches hold the old pages). Staff accounts
// come back without passwords: sign in with 'Forgot password', or give an
// owner one with npm run admin:create. Exit code 1 if nothing was restored.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/lib/server/foundation/config.ts';
import { createDb } from '../src/lib/server/db/create-db.ts';
import { migrateToLatest } from '../src/lib/server/db/migrate.ts';
import { getSettings } from '../src/lib/server/repositories/settings.ts';
import { siteIsFresh } from '../src/lib/server/repositories/site-archive.ts';
import { defaultSettings } from '../src/lib/server/foundation/runtime.ts';
import { writeSiteArchive } from '../src/lib/server/site-archive/write.ts';
import { newArchiveFile } from '../src/lib/server/site-archive/files.ts';
import { ArchiveError, RestoreRefused, restoreSiteArchive } from '../src/lib/server/site-archive/restore.ts';

const USAGE = 'Usage: npm run db:restore <archive.zip> [--replace]';
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
let parsed: { values: { replace?: boolean; help?: boolean }; positionals: string[] };
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`);
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (parsed.positionals.length !== 1) fail(USAGE);
const file = path.resolve(parsed.positionals[0]!);
let config;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}

const database = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
const started = Date.now();
let code = 0;
try {
  await migrateToLatest(database.db);
  const fresh = await siteIsFresh(database.db);
  if (!fresh && !parsed.values.replace) {
    throw new RestoreRefused('This site already has content. Run again with --replace to replace it (it is archived first).');
  }
  if (!fresh) {
    const { file: safety } = await newArchiveFile(config.DATA_DIR, 'safety');
    const settings = await getSettings(database.db, defaultSettings(config));
    await writeSiteArchive(
      {
        database,
        mediaStorage: config.MEDIA_STORAGE,
        dataDir: config.DATA_DIR,
        siteUrl: config.SITE_URL,
        businessName: settings.businessName,
      },
      safety,
    );
    console.log(`The current site is archived first: ${safety}`);
  }
  let step = '';
  const report = await restoreSiteArchive(
    { database, mediaStorage: config.MEDIA_STORAGE, dataDir: config.DATA_DIR },
    {
      file,
      maxArchiveBytes: config.ARCHIVE_MAX_MB * 1024 * 1024,
      replace: true,
      onProgress: (p) => {
        if (p.step !== step) console.log(`  ${p.step}`);
        step = p.step;
      },
    },
  );
  const rows = Object.values(report.rows).reduce((a, b) => a + b, 0);
  console.log(
    `Restored ${file}\n  made ${report.archiveCreatedAt} on ${report.source.database}; ${rows} rows, ${report.pictures} pictures (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (report.migrated.length) console.log(`  brought up to this version: ${report.migrated.join(', ')}`);
  if (report.withoutPassword.length) {
    console.log('  These accounts have no password yet: sign in with "Forgot password", or run');
    console.log('  npm run admin:create -- --email <address> to give one a password now:');
    for (const a of report.withoutPassword) console.log(`    ${a.email} (${a.role})`);
  }
} catch (err) {
  code = 1;
  if (err instanceof RestoreRefused || err instanceof ArchiveError) console.error(`Not restored: ${err.message}`);
  else console.error(`Restore failed; the site is as it was: ${(err as Error).message}`);
} finally {
  await database.close();
}
process.exit(code);
