// A photo-like JPEG for the bench: encoders (and so the bytes a visitor
// downloads) care about detail, and a flat colour encodes to almost nothing.
// Natural photographs have a roughly 1/f amplitude spectrum, so this sums
// random noise at many scales with amplitude falling as the scale shrinks,
// adds hard edges (a photo of a room has them) and a little sensor grain, with
// no blur: detail is what costs bytes. Seeded, so every run uploads the same
// bytes and the figures compare.
import sharp from 'sharp';

/**
 * Each octave's amplitude against the next coarser one, and the grain's range.
 * Chosen by measurement: with the app's encoder settings the 960 px AVIF of
 * this picture takes about 0.67 bits a pixel (50 KB), between a soft film still
 * (0.47) and a detailed product photograph (0.82) encoded the same way.
 */
const FALLOFF = 0.8;
const GRAIN = 12;

/** mulberry32: a small seeded generator; Math.random cannot be seeded. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One octave: a coarse grid of random colours, smoothly scaled up to the full size. */
async function octave(random: () => number, gridW: number, gridH: number, width: number, height: number): Promise<Buffer> {
  const grid = Buffer.alloc(gridW * gridH * 3);
  for (let i = 0; i < gridW * gridH; i++) {
    // Mostly lightness, some colour: neighbouring channels move together in real scenes.
    const light = random() * 255;
    for (let c = 0; c < 3; c++) grid[i * 3 + c] = Math.max(0, Math.min(255, light + (random() - 0.5) * 50));
  }
  return sharp(grid, { raw: { width: gridW, height: gridH, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/** Hard-edged shapes (a window, a desk, a mug): the edges photographs have and noise lacks. */
function shapes(random: () => number, width: number, height: number): Buffer {
  const parts: string[] = [];
  for (let i = 0; i < 30; i++) {
    const x = Math.round(random() * width * 0.9);
    const y = Math.round(random() * height * 0.9);
    const w = Math.round(width * (0.04 + random() * 0.25));
    const h = Math.round(height * (0.04 + random() * 0.3));
    const fill = `rgb(${Math.round(random() * 255)},${Math.round(random() * 255)},${Math.round(random() * 255)})`;
    const opacity = (0.35 + random() * 0.5).toFixed(2);
    parts.push(
      i % 3 === 0
        ? `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 2}" fill="${fill}" fill-opacity="${opacity}"/>`
        : `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.round(random() * 24)}" fill="${fill}" fill-opacity="${opacity}"/>`,
    );
  }
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`);
}

/** A width × height JPEG (quality 90, as a camera or photo editor exports) that encoders treat like a photograph. */
export async function photoLikeJpeg(width = 2400, height = 1600, seed = 20261122): Promise<Buffer> {
  const random = seeded(seed);
  const sum = new Float32Array(width * height * 3).fill(128);
  // From 3 × 2 cells (the light falling across the scene) down to 2-pixel texture.
  for (let cells = 3, amplitude = 0.55; cells <= width / 2; cells *= 2, amplitude *= FALLOFF) {
    const layer = await octave(random, cells, Math.max(2, Math.round((cells * height) / width)), width, height);
    for (let i = 0; i < sum.length; i++) sum[i]! += (layer[i]! - 128) * amplitude;
  }
  const pixels = Buffer.alloc(sum.length);
  for (let i = 0; i < sum.length; i++) pixels[i] = Math.max(0, Math.min(255, sum[i]! + (random() - 0.5) * GRAIN));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: shapes(random, width, height) }])
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer();
}
