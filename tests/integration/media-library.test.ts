import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import sharp from 'sharp';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { deleteImage, MediaRefusal, uploadImage } from '../../src/lib/server/media/library.ts';
import { resolveImages } from '../../src/lib/server/media/resolve.ts';
import { coverEnclosures } from '../../src/lib/server/media/enclosures.ts';
import { getMedia, searchMedia, updateMediaDetails } from '../../src/lib/server/repositories/media.ts';
import { getOriginal, listVariants, getVariant } from '../../src/lib/server/repositories/media-blobs.ts';
import { insertPost, updatePost, getPostById, type BlogPostInput } from '../../src/lib/server/repositories/blog-posts.ts';
import { buildRss } from '../../src/lib/server/blog/feeds.ts';

// placement.ts refuses with fieldError, which builds on Astro's virtual 'astro:actions'.
vi.mock('astro:actions', () => import('../helpers/astro-actions-mock.ts'));
const { checkCoverImage } = await import('../../src/lib/server/media/placement.ts');

const logger = pino({ level: 'silent' });

async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Uint8Array> {
  const s = sharp({ create: { width, height, channels: 3, background: '#c8553d' } });
  return new Uint8Array(await (format === 'png' ? s.png() : s.jpeg()).toBuffer());
}

/** A JPEG carrying camera and GPS EXIF, and an orientation that turns it on its side. */
async function phonePhoto(): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#3d7ac8' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(bytes);
}

function post(over: Partial<BlogPostInput> = {}): BlogPostInput {
  return {
    title: 'Replacing a spreadsheet rota',
    slug: `rota-${Math.random().toString(36).slice(2, 8)}`,
    excerpt: 'How a care agency swapped a shared spreadsheet for a small web app.',
    content: '<p>Body</p>',
    author: 'Northmill',
    category: 'Case Studies',
    tags: [],
    featured: false,
    published: true,
    publishedAt: '2025-01-10T09:00:00.000Z',
    metaTitle: '',
    metaDescription: '',
    ...over,
  };
}

describe.each(testDatabases())('media library on %s', (kind) => {
  let t: TestDb;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it('accepts a JPEG named .png as a JPEG, and makes AVIF and WebP at each width plus one JPEG, never enlarged', async () => {
    const up = await uploadImage(db(), logger, { name: 'site-visit.png', bytes: await photo(1500, 1000) }, null);
    expect(up.created).toBe(true);
    expect(up.item).toMatchObject({
      mime: 'image/jpeg',
      width: 1500,
      height: 1000,
      originalFilename: 'site-visit.png',
      title: 'site visit',
    });
    await up.variants;
    expect((await getMedia(db(), up.item.id))?.variantsStatus).toBe('ready');
    const variants = await listVariants(db(), [up.item.id]);
    const widths = (format: string) => variants.filter((v) => v.format === format).map((v) => v.width);
    expect(widths('avif')).toEqual([320, 640, 720, 960, 1280, 1500]);
    expect(widths('webp')).toEqual([320, 640, 720, 960, 1280, 1500]);
    expect(widths('jpeg')).toEqual([1280]);
    for (const v of variants) {
      const bytes = (await getVariant(db(), up.item.id, v.format, v.width))!;
      const meta = await sharp(bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: v.format === 'avif' ? 'heif' : v.format,
        width: v.width,
        height: Math.round((v.width * 1000) / 1500),
      });
      expect(v.size).toBe(bytes.byteLength);
    }
  });

  it('keeps a camera-sized original at 3,840 px on its longer side', async () => {
    const up = await uploadImage(db(), logger, { name: 'wide.jpg', bytes: await photo(6000, 2000) }, null);
    await up.variants;
    expect(up.item).toMatchObject({ width: 3840, height: 1280 });
    expect((await sharp((await getOriginal(db(), up.item.id))!).metadata()).width).toBe(3840);
  });

  it('returns the existing picture when the same one is uploaded twice', async () => {
    const bytes = await photo(300, 300, 'png');
    const first = await uploadImage(db(), logger, { name: 'a.png', bytes }, null);
    await first.variants;
    const second = await uploadImage(db(), logger, { name: 'b.png', bytes }, null);
    expect(second.created).toBe(false);
    expect(second.item.id).toBe(first.item.id);
  });

  it('refuses an HTML file named .jpg and a 40,000 × 40,000 PNG header, storing nothing', async () => {
    const before = (await searchMedia(db())).length;
    const html = new TextEncoder().encode('<html><body><script>alert(1)</script></body></html>');
    await expect(uploadImage(db(), logger, { name: 'holiday.jpg', bytes: html }, null)).rejects.toThrow(MediaRefusal);
    const header = new Uint8Array(33);
    header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(header.buffer).setUint32(16, 40_000);
    new DataView(header.buffer).setUint32(20, 40_000);
    await expect(uploadImage(db(), logger, { name: 'huge.png', bytes: header }, null)).rejects.toThrow(/40,000 × 40,000 pixels/);
    expect((await searchMedia(db())).length).toBe(before);
  });

  it('refuses a truncated picture whose header is fine but whose pixels are missing', async () => {
    const full = await photo(800, 600);
    await expect(uploadImage(db(), logger, { name: 'cut.jpg', bytes: full.subarray(0, 400) }, null)).rejects.toThrow(
      /could not be read/,
    );
  });

  it('strips EXIF and GPS from the stored original and every variant, with the orientation applied', async () => {
    const source = await phonePhoto();
    const sourceMeta = await sharp(source).metadata();
    expect(sourceMeta.exif).toBeDefined();
    expect(sourceMeta.orientation).toBe(6);
    expect(Buffer.from(source).includes('PhoneCo')).toBe(true);
    const up = await uploadImage(db(), logger, { name: 'IMG_0042.jpg', bytes: source }, null);
    await up.variants;
    // Orientation 6 (rotate 90°): a 400 × 200 sensor image is stored upright, 200 × 400.
    expect(up.item).toMatchObject({ width: 200, height: 400 });
    const original = (await getOriginal(db(), up.item.id))!;
    const stored = [original];
    for (const v of await listVariants(db(), [up.item.id])) stored.push((await getVariant(db(), up.item.id, v.format, v.width))!);
    expect(stored.length).toBeGreaterThan(2);
    for (const bytes of stored) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(Buffer.from(bytes).includes('PhoneCo')).toBe(false);
    }
  });

  it('resolves a picture for pages only once it has alt text or is marked decorative', async () => {
    const up = await uploadImage(db(), logger, { name: 'team.jpg', bytes: await photo(700, 400) }, null);
    await up.variants;
    expect(await resolveImages(db(), [up.item.id])).toEqual({});
    await updateMediaDetails(db(), up.item.id, {
      alt: 'Our team at the Leeds office',
      decorative: false,
      title: 'Team',
      focalX: 30,
      focalY: 60,
    });
    const resolved = (await resolveImages(db(), [up.item.id, 'missing-id', null]))[up.item.id]!;
    const prefix = up.item.sha256.slice(0, 16);
    expect(resolved).toEqual({
      id: up.item.id,
      alt: 'Our team at the Leeds office',
      width: 700,
      height: 400,
      src: `/media/${prefix}-700.jpg`,
      avifSrcset: `/media/${prefix}-320.avif 320w, /media/${prefix}-640.avif 640w, /media/${prefix}-700.avif 700w`,
      webpSrcset: `/media/${prefix}-320.webp 320w, /media/${prefix}-640.webp 640w, /media/${prefix}-700.webp 700w`,
      objectPosition: '30% 60%',
    });
    await updateMediaDetails(db(), up.item.id, { alt: '', decorative: true, title: 'Team', focalX: 50, focalY: 50 });
    expect((await resolveImages(db(), [up.item.id]))[up.item.id]?.alt).toBe('');
  });

  it('refuses a post cover that has no alt text or no longer exists (the save action checks this)', async () => {
    const up = await uploadImage(db(), logger, { name: 'bare.jpg', bytes: await photo(400, 300) }, null);
    await up.variants;
    await expect(checkCoverImage(db(), up.item.id)).rejects.toThrow(/Add alt text to that picture \(or mark it decorative\)/);
    await expect(checkCoverImage(db(), 'no-such-picture')).rejects.toThrow(/no longer in the media library/);
    await updateMediaDetails(db(), up.item.id, { alt: '', decorative: true, title: '', focalX: 50, focalY: 50 });
    await expect(checkCoverImage(db(), up.item.id)).resolves.toBeUndefined();
    await expect(checkCoverImage(db(), null)).resolves.toBeUndefined();
  });

  it('lists where a picture is used and refuses to delete it until nothing uses it', async () => {
    const up = await uploadImage(db(), logger, { name: 'dashboard.png', bytes: await photo(900, 500, 'png') }, null);
    await up.variants;
    await updateMediaDetails(db(), up.item.id, { alt: 'Stock dashboard', decorative: false, title: '', focalX: 50, focalY: 50 });
    const url = `/media/${up.item.sha256.slice(0, 16)}-900.webp`;
    const coverId = await insertPost(db(), post({ title: 'Stock control in a week', coverMediaId: up.item.id }));
    const bodyInput = post({ title: 'Picking an ERP', content: `<p>Before:</p><img src="${url}" alt="Stock dashboard">` });
    const bodyId = await insertPost(db(), bodyInput);

    const refused = await deleteImage(db(), up.item.id);
    expect(refused).toEqual({
      deleted: false,
      uses: [
        { kind: 'Blog post cover', label: 'Stock control in a week', href: '/admin/blog' },
        { kind: 'Blog post body', label: 'Picking an ERP', href: '/admin/blog' },
      ],
    });
    // The RSS item of the post with the cover carries it as an enclosure.
    const enclosures = await coverEnclosures(db(), [up.item.id]);
    const coverPost = (await getPostById(db(), coverId))!;
    const rss = buildRss(
      { name: 'Northmill', siteUrl: 'https://northmill.example' } as never,
      [coverPost],
      undefined,
      enclosures,
    );
    expect(rss).toMatch(
      new RegExp(
        `<enclosure url="https://northmill.example/media/${up.item.sha256.slice(0, 16)}-900.jpg" length="\\d+" type="image/jpeg" />`,
      ),
    );

    await updatePost(db(), coverId, { ...post({ title: 'Stock control in a week' }), slug: coverPost.slug, coverMediaId: null });
    await updatePost(db(), bodyId, { ...bodyInput, content: '<p>Before: gone.</p>' });
    expect(await deleteImage(db(), up.item.id)).toEqual({ deleted: true });
    expect(await getMedia(db(), up.item.id)).toBeUndefined();
    expect(await getOriginal(db(), up.item.id)).toBeUndefined();
    expect(await listVariants(db(), [up.item.id])).toEqual([]);
  });

  it('searches by alt text, title and file name, case-insensitively, wildcards literal', async () => {
    const up = await uploadImage(db(), logger, { name: 'Warehouse_scanner.jpg', bytes: await photo(321, 123) }, null);
    await up.variants;
    await updateMediaDetails(db(), up.item.id, {
      alt: 'Handheld 100% barcode scanner',
      decorative: false,
      title: 'Goods-in',
      focalX: 50,
      focalY: 50,
    });
    for (const q of ['BARCODE', 'goods-in', 'warehouse_scan', '100%'])
      expect(
        (await searchMedia(db(), q)).map((m) => m.id),
        q,
      ).toContain(up.item.id);
    expect((await searchMedia(db(), '%')).map((m) => m.id)).toEqual([up.item.id]);
  });
});
