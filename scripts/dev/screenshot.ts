// Usage: node scripts/dev/screenshot.ts <base-url> <out-dir> <path> [path...]
// Full-page PNGs of each path at 390 px and 1440 px in Debian's Chromium.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../support/browser.ts';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: screenshot.ts <base-url> <out-dir> <path>...');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => m.type() === 'error' && console.log(`console error on ${page.url()}: ${m.text()}`));
  for (const p of paths) {
    const res = await page.goto(new URL(p, base).href, { waitUntil: 'networkidle' });
    const name = `${outDir}/${p.replace(/\W+/g, '_') || 'home'}-${width}`;
    // SEGMENT=1 takes one screenshot per screenful, scrolling as a visitor
    // would (sections with content-visibility: auto render only when near).
    if (process.env.SEGMENT) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      let i = 0;
      for (let y = 0; y < height; y += 900, i++) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(150);
        await page.screenshot({ path: `${name}-${i}.png` });
      }
      console.log(res?.status(), `${name}-*.png`, i, 'screens');
    } else {
      // A full-page shot never scrolls, so sections skipped by content-visibility would show as
      // blank placeholders: render them all first.
      await page.evaluate(() =>
        document.querySelectorAll<HTMLElement>('main > *').forEach((el) => el.style.setProperty('content-visibility', 'visible')),
      );
      await page.screenshot({ path: `${name}.png`, fullPage: true });
      console.log(res?.status(), `${name}.png`);
    }
  }
  await page.close();
}
await browser.close();
