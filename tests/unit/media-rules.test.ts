import { describe, expect, it } from 'vitest';
import sharp, { type Sharp } from 'sharp';
import { probeImage } from '../../src/lib/media/image-probe.ts';
import { checkImageUpload, MAX_IMAGE_BYTES, variantWidths } from '../../src/lib/media/rules.ts';
import { isMediaUrl, parseVariantPath, variantUrl } from '../../src/lib/media/urls.ts';
import { mediaUpdateSchema } from '../../src/lib/shapes/media.ts';
import { focalClasses, focalClassesFromPosition } from '../../src/lib/media/focal.ts';

/** Only a PNG's signature and IHDR chunk: enough to read its size, nothing to decode. */
function pngHeader(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const v = new DataView(b.buffer);
  v.setUint32(16, width);
  v.setUint32(20, height);
  b.set([8, 6, 0, 0, 0], 24);
  return b;
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2f5d8a' } });

describe('probeImage reads type and size from the bytes', () => {
  it.each([
    ['png', (s: Sharp) => s.png(), 'image/png'],
    ['jpeg', (s: Sharp) => s.jpeg(), 'image/jpeg'],
    ['lossy webp', (s: Sharp) => s.webp(), 'image/webp'],
    ['lossless webp', (s: Sharp) => s.webp({ lossless: true }), 'image/webp'],
    ['avif', (s: Sharp) => s.avif({ effort: 0 }), 'image/avif'],
  ])('%s', async (_name, encode, mime) => {
    const bytes = new Uint8Array(await encode(solid(123, 45)).toBuffer());
    expect(probeImage(bytes)).toEqual({ mime, width: 123, height: 45 });
  });

  it('reads a WebP with an alpha channel (VP8X)', async () => {
    const bytes = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .webp()
      .toBuffer();
    expect(probeImage(new Uint8Array(bytes))).toEqual({ mime: 'image/webp', width: 300, height: 200 });
  });

  it('reads only the bytes it is given, even from a view into a larger buffer', async () => {
    const whole = new Uint8Array(await solid(123, 45).png().toBuffer());
    expect(probeImage(whole.subarray(0, 20))).toBeNull(); // cut before the height
    expect(probeImage(Buffer.from(whole).subarray(0, 33))).toEqual({ mime: 'image/png', width: 123, height: 45 });
  });

  it('knows nothing of names: the same JPEG bytes are a JPEG whatever the file was called', async () => {
    const bytes = new Uint8Array(await solid(10, 10).jpeg().toBuffer());
    const check = checkImageUpload(bytes);
    expect(check.ok && check.header.mime).toBe('image/jpeg');
  });
});

describe('checkImageUpload', () => {
  it('refuses HTML, SVG and empty files with a message naming the accepted types', () => {
    const html = checkImageUpload(new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>'));
    expect(html).toEqual({ ok: false, message: expect.stringMatching(/not a PNG, JPEG, WebP or AVIF picture/) });
    const svg = checkImageUpload(new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(svg).toEqual({ ok: false, message: expect.stringMatching(/^SVG drawings are not accepted/) });
    expect(checkImageUpload(new Uint8Array())).toEqual({ ok: false, message: expect.stringMatching(/^The file is empty/) });
  });

  it('refuses a 40,000 × 40,000 PNG from its 33-byte header alone', () => {
    const header = pngHeader(40_000, 40_000);
    expect(probeImage(header)).toEqual({ mime: 'image/png', width: 40_000, height: 40_000 });
    expect(checkImageUpload(header)).toEqual({ ok: false, message: expect.stringMatching(/40,000 × 40,000 pixels, too large/) });
  });

  it('refuses over 12,000 px a side or 40 megapixels, accepts just under', () => {
    expect(checkImageUpload(pngHeader(12_001, 10)).ok).toBe(false);
    expect(checkImageUpload(pngHeader(8_000, 5_001)).ok).toBe(false); // 40.008 MP
    expect(checkImageUpload(pngHeader(8_000, 5_000)).ok).toBe(true);
  });

  it('refuses a damaged 10 MB JPEG (a marker, then zeros) without walking it byte by byte', () => {
    const damaged = new Uint8Array(MAX_IMAGE_BYTES);
    damaged.set([0xff, 0xd8, 0xff, 0xe0]);
    const started = performance.now();
    expect(checkImageUpload(damaged)).toEqual({ ok: false, message: expect.stringMatching(/not a PNG, JPEG/) });
    // The request path waits for this check: the image-size package took 3–5 s here.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses more than 10 MB', () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(pngHeader(100, 100));
    expect(checkImageUpload(big)).toEqual({ ok: false, message: expect.stringMatching(/larger than 10 MB/) });
  });
});

describe('variant widths and URLs', () => {
  it('never enlarges: a narrow picture gets its own width as the widest', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 720, 960, 1280, 1920]);
    expect(variantWidths(1500)).toEqual([320, 640, 720, 960, 1280, 1500]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it('round-trips content-addressed URLs and refuses anything else under /media/', () => {
    const sha = 'a3f1'.repeat(16);
    const url = variantUrl(sha, 640, 'avif');
    expect(url).toBe('/media/a3f1a3f1a3f1a3f1-640.avif');
    expect(parseVariantPath(url)).toEqual({ shaPrefix: 'a3f1a3f1a3f1a3f1', width: 640, format: 'avif' });
    expect(parseVariantPath(variantUrl(sha, 1280, 'jpeg'))?.format).toBe('jpeg');
    for (const bad of [
      '/media/../etc/passwd',
      '/media/A3F1A3F1A3F1A3F1-640.avif',
      '/media/a3f1a3f1a3f1a3f1-0640.webp',
      '/media/a3f1a3f1a3f1a3f1-640.svg',
    ])
      expect(isMediaUrl(bad), bad).toBe(false);
  });
});

describe('alt text is required unless the picture is marked decorative', () => {
  const base = { id: 'm1', title: '', focalX: 50, focalY: 50 };
  it('refuses empty alt text on an informative picture, on the alt field', () => {
    const r = mediaUpdateSchema.safeParse({ ...base, alt: '   ', decorative: false });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['alt']);
  });
  it('accepts a decorative picture without alt text, and a described one', () => {
    expect(mediaUpdateSchema.safeParse({ ...base, alt: '', decorative: true }).success).toBe(true);
    expect(mediaUpdateSchema.safeParse({ ...base, alt: 'Two engineers at a whiteboard', decorative: false }).success).toBe(true);
  });
  it('keeps the focal point within the picture', () => {
    expect(mediaUpdateSchema.safeParse({ ...base, alt: 'x', decorative: false, focalX: 101 }).success).toBe(false);
  });
});

describe('focal point classes (the CSP allows no style attributes)', () => {
  it('rounds each axis to 5 % steps within 0–100', () => {
    expect(focalClasses(31, 58)).toBe('fx-30 fy-60');
    expect(focalClasses(-4, 103)).toBe('fx-0 fy-100');
    expect(focalClassesFromPosition('42% 7%')).toBe('fx-40 fy-5');
    expect(focalClassesFromPosition('left top')).toBe('fx-50 fy-50');
  });
  it('has a rule for every class it can produce', async () => {
    const css = (await import('node:fs')).readFileSync('src/components/ui/focal.css', 'utf8').replace(/\s+/g, ' ');
    for (let v = 0; v <= 100; v += 5) {
      expect(css).toContain(`.fx-${v} { --fx: ${v}%; }`);
      expect(css).toContain(`.fy-${v} { --fy: ${v}%; }`);
    }
  });
});
