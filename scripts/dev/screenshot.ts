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
    const file = `${outDir}/${p.replace(/\W+/g, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(res?.status(), file);
  }
  await page.close();
}
await browser.close();
