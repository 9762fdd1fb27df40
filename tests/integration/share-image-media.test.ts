import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import sharp from 'sharp';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { deleteImage, uploadImage } from '../../src/lib/server/media/library.ts';
import { findMediaUses } from '../../src/lib/server/media/usage.ts';
import { getMedia, updateMediaDetails } from '../../src/lib/server/repositories/media.ts';
import { insertPageMetaIfAbsent, getPageMetaByPath, updatePageMeta } from '../../src/lib/server/repositories/page-meta.ts';
import { resolveShareOverride } from '../../src/lib/server/og/override.ts';
import { cropShareImage, shareCropKey } from '../../src/lib/server/og/crop.ts';
import { mediaStorage } from '../../src/lib/server/media/storage.ts';

// A staff-chosen share image is a media library picture: it resolves to a 1200×630 JPEG cut at
// its focal point, with its alt text, it is listed where it is used, and it cannot be deleted while a page shares it.
const logger = pino({ level: 'silent' });
const SITE = 'https://northmill.example';

describe.each(testDatabases())('share images from the media library on %s', (kind) => {
  let t: TestDb;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it('resolves to a 1200×630 crop with its alt text, is listed as used and refuses deletion', async () => {
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
    expect(share).toMatchObject({ width: 1200, height: 630, alt: 'Two people sketching screens on a whiteboard' });
    expect(share!.url).toBe(`${SITE}/og/media/${item.id}/${shareCropKey(item)}.jpg`);

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

  it('cuts the picture to exactly 1200×630 around its focal point, and a moved focal point is a new URL', async () => {
    // 1600×1600: a red band across the top fifth, blue below. Centred, a 1.91:1 crop shows only blue.
    const red = await sharp({ create: { width: 1600, height: 320, channels: 3, background: '#d01010' } })
      .png()
      .toBuffer();
    const bytes = new Uint8Array(
      await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#1030d0' } })
        .composite([{ input: red, top: 0, left: 0 }])
        .jpeg()
        .toBuffer(),
    );
    const up = await uploadImage(db(), logger, { name: 'banner.jpg', bytes }, null);
    await up.variants;
    const item = (await getMedia(db(), up.item.id))!;
    const original = (await mediaStorage(db()).getOriginal(item.id))!;
    const pixel = async (jpeg: Uint8Array, x: number, y: number) => {
      const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
      const i = (y * info.width + x) * info.channels;
      return { r: data[i]!, b: data[i + 2]! };
    };

    const centred = await cropShareImage(original, { ...item, focalX: 50, focalY: 50 });
    const meta = await sharp(centred).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect((await pixel(centred, 600, 60)).b).toBeGreaterThan(150);

    const top = await cropShareImage(original, { ...item, focalX: 50, focalY: 10 });
    expect((await sharp(top).metadata()).height).toBe(630);
    expect((await pixel(top, 600, 60)).r).toBeGreaterThan(150);
    expect(shareCropKey({ ...item, focalY: 10 })).not.toBe(shareCropKey({ ...item, focalY: 50 }));
  });
});
