// Usage: node scripts/dev/screenshot.ts <base-url> <out-dir> <path> [path...]
// Full-page PNGs of each path at 390 px and 1440 px in Debian's Chromium.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: screenshot.ts <base-url> <out-dir> <path>...');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => m.type() === 'error' && console.log(`console error on ${page.url()}: ${m.text()}`));
  for (const p of paths) {
    const res = await page.goto(new URL(p, base).href, { waitUntil: 'networkidle' });
    const name = `${outDir}/${p.replace(/\W+/g, '_') || 'home'}-${width}`;
    // SEGMENT=<px> splits tall pages into readable slices.
    const segment = Number(process.env.SEGMENT ?? 0);
    if (segment > 0) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height; y += segment, i++) {
        await page.screenshot({ path: `${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(segment, height - y) } });
      }
      console.log(res?.status(), `${name}-*.png`, Math.ceil(height / segment), 'slices');
    } else {
      await page.screenshot({ path: `${name}.png`, fullPage: true });
      console.log(res?.status(), `${name}.png`);
    }
  }
  await page.close();
}
await browser.close();
