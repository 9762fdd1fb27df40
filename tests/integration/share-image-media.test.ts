import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import sharp from 'sharp';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { deleteImage, uploadImage } from '../../src/lib/server/media/library.ts';
import { findMediaUses } from '../../src/lib/server/media/usage.ts';
import { getMedia, updateMediaDetails } from '../../src/lib/server/repositories/media.ts';
import { insertPageMetaIfAbsent, getPageMetaByPath, updatePageMeta } from '../../src/lib/server/repositories/page-meta.ts';
import { resolveShareOverride } from '../../src/lib/server/og/override.ts';

// A staff-chosen share image is a media library picture: it resolves to its JPEG variant with
// its alt text, it is listed where it is used, and it cannot be deleted while a page shares it.
const logger = pino({ level: 'silent' });
const SITE = 'https://northmill.example';

describe.each(testDatabases())('share images from the media library on %s', (kind) => {
  let t: TestDb;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it('resolves to the JPEG fallback with its real size and alt text, is listed as used and refuses deletion', async () => {
    const bytes = new Uint8Array(
      await sharp({ create: { width: 1600, height: 840, channels: 3, background: '#1f3a5f' } })
        .jpeg()
        .toBuffer(),
    );
    const up = await uploadImage(db(), logger, { name: 'workshop.jpg', bytes }, null);
    await up.variants;
    const item = (await getMedia(db(), up.item.id))!;

    // No alt text yet: it does not resolve, so the generated card stays in use.
    expect(await resolveShareOverride(db(), item.id, SITE)).toBeNull();
    await updateMediaDetails(db(), item.id, {
      alt: 'Two people sketching screens on a whiteboard',
      decorative: false,
      title: item.title,
      focalX: 50,
      focalY: 50,
    });
    const share = await resolveShareOverride(db(), item.id, SITE);
    expect(share).toMatchObject({ width: 1280, height: 672, alt: 'Two people sketching screens on a whiteboard' });
    expect(share!.url).toMatch(/^https:\/\/northmill\.example\/media\/[0-9a-f]+-1280\.jpg$/);

    await insertPageMetaIfAbsent(db(), { name: 'About', path: '/about', title: 'About', description: 'About us' });
    const meta = (await getPageMetaByPath(db(), '/about'))!;
    await updatePageMeta(db(), meta.id, {
      metaTitle: meta.metaTitle,
      metaDescription: meta.metaDescription,
      shareImageId: item.id,
    });
    const uses = await findMediaUses(db(), (await getMedia(db(), item.id))!);
    expect(uses).toContainEqual({ kind: 'Page share image', label: 'About (/about)', href: '/admin/page-meta' });
    const outcome = await deleteImage(db(), item.id);
    expect(outcome).toMatchObject({ deleted: false, uses: [expect.objectContaining({ kind: 'Page share image' })] });
    expect(await getMedia(db(), item.id)).toBeDefined();
  });
});
