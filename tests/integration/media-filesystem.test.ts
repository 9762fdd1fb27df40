import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { deleteImage, uploadImage } from '../../src/lib/server/media/library.ts';
import { mediaStorage } from '../../src/lib/server/media/storage.ts';
import { resolveImages } from '../../src/lib/server/media/resolve.ts';
import { updateMediaDetails } from '../../src/lib/server/repositories/media.ts';
import { getOriginal, listVariants } from '../../src/lib/server/repositories/media-blobs.ts';
import { clearRuntime, currentRuntime, setRuntime, type Runtime } from '../../src/lib/server/foundation/runtime.ts';

const logger = pino({ level: 'silent' });

// MEDIA_STORAGE=filesystem: the rows stay in the database, the bytes go to DATA_DIR/media.
describe.each(testDatabases())('filesystem media storage on %s', (kind) => {
  let t: TestDb;
  let dataDir: string;
  let previous: Runtime | undefined;
  beforeAll(async () => {
    t = await openTestDb(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), 'nm-media-'));
    previous = currentRuntime();
    setRuntime({
      database: t.database,
      logger,
      config: { MEDIA_STORAGE: 'filesystem', DATA_DIR: dataDir },
    } as unknown as Runtime);
  });
  afterAll(async () => {
    if (previous) setRuntime(previous);
    else clearRuntime();
    rmSync(dataDir, { recursive: true, force: true });
    await t.cleanup();
  });

  it('writes the original and variants as files, keeps only their sizes in the database, and deletes the folder with the picture', async () => {
    const db = t.database.db;
    const bytes = new Uint8Array(
      await sharp({ create: { width: 700, height: 350, channels: 3, background: '#6a4c93' } })
        .png()
        .toBuffer(),
    );
    const up = await uploadImage(db, logger, { name: 'plan.png', bytes }, null);
    await up.variants;
    expect(await getOriginal(db, up.item.id)).toBeUndefined();
    const folder = path.join(dataDir, 'media', up.item.id.slice(0, 2), up.item.id);
    expect(readdirSync(folder).sort()).toEqual([
      '320.avif',
      '320.webp',
      '640.avif',
      '640.webp',
      '700.avif',
      '700.jpeg',
      '700.webp',
      'original',
    ]);
    const webp = (await mediaStorage(db).getVariant(up.item.id, 'webp', 640))!;
    expect((await sharp(webp).metadata()).width).toBe(640);
    const rows = await listVariants(db, [up.item.id]);
    expect(rows.find((r) => r.format === 'webp' && r.width === 640)?.size).toBe(webp.byteLength);

    await updateMediaDetails(db, up.item.id, {
      alt: 'Floor plan of the new office',
      decorative: false,
      title: '',
      focalX: 50,
      focalY: 50,
    });
    expect((await resolveImages(db, [up.item.id]))[up.item.id]?.webpSrcset).toMatch(/-700\.webp 700w$/);

    expect(await deleteImage(db, up.item.id)).toEqual({ deleted: true });
    expect(existsSync(folder)).toBe(false);
  });
});
