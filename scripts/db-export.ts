// npm run db:export -- [--out <file.zip>]
// Writes a full-site archive (docs/backups.md) from the configured database
// (DATA_DIR/site.db, or DATABASE_URL) and media storage: safe while the site
// runs. Default file: DATA_DIR/backups/northmill-YYYYMMDD-HHMMSS-manual.zip,
// where the admin's Backups page lists it. Exit code 1 if anything failed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/lib/server/foundation/config.ts';
import { createDb } from '../src/lib/server/db/create-db.ts';
import { getSettings } from '../src/lib/server/repositories/settings.ts';
import { defaultSettings } from '../src/lib/server/foundation/runtime.ts';
import { writeSiteArchive } from '../src/lib/server/site-archive/write.ts';
import { newArchiveFile } from '../src/lib/server/site-archive/files.ts';

const USAGE = 'Usage: npm run db:export -- [--out <file.zip>]';
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
let values: { out?: string; help?: boolean };
try {
  ({ values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
let config;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
const out = values.out ? path.resolve(values.out) : (await newArchiveFile(config.DATA_DIR, 'manual')).file;
if (existsSync(out)) fail(`Refusing to overwrite ${out}: choose another --out.`);

const database = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
const started = Date.now();
let code = 0;
try {
  const settings = await getSettings(database.db, defaultSettings(config));
  let last = '';
  const { manifest, bytes } = await writeSiteArchive(
    {
      database,
      mediaStorage: config.MEDIA_STORAGE,
      dataDir: config.DATA_DIR,
      siteUrl: config.SITE_URL,
      businessName: settings.businessName,
    },
    out,
    (p) => {
      const line = `${p.step} ${p.done}/${p.total}`;
      if (p.step !== last.split(' ')[0] || p.done === p.total) console.log(`  ${line}`);
      last = line;
    },
  );
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Wrote ${out}\n  ${(bytes / 1024 / 1024).toFixed(1)} MB: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} stored files, ${manifest.media.length} picture files, schema ${manifest.migrations.at(-1)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} catch (err) {
  code = 1;
  console.error(`Export failed; no archive was written: ${(err as Error).message}`);
} finally {
  await database.close();
}
process.exit(code);
