// Renders public/og-default.png (1200x630), the default social-card image,
// from a small HTML layout in Debian's Chromium. Re-run after a rebrand.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const name = process.argv[2] ?? 'Northmill';
const font = readFileSync(
  'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
).toString('base64');
const html = `<!doctype html><html><head><style>
@font-face { font-family: J; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 200 800; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; font-family: J, sans-serif; color: #fff;
  background: radial-gradient(ellipse at top right, rgba(232,177,38,.28), transparent 55%), #0b1222; padding: 80px; display: flex; flex-direction: column; justify-content: space-between; }
.brand { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 800; }
h1 { font-size: 76px; line-height: 1.05; font-weight: 800; letter-spacing: -0.02em; max-width: 950px; }
h1 span { color: #efc64d; }
p { font-size: 30px; color: #c3d0e6; }
</style></head><body>
<div class="brand"><svg width="72" height="72" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#131e36"/><circle cx="16" cy="16" r="7" fill="none" stroke="#e8b126" stroke-width="2.5"/><path d="M16 5v22M5 16h22M8.2 8.2l15.6 15.6M23.8 8.2 8.2 23.8" stroke="#e8b126" stroke-width="2"/><circle cx="16" cy="16" r="2.5" fill="#fff"/></svg>${name}</div>
<h1>Stop renting your software. <span>Own it.</span></h1>
<p>Custom software for UK businesses · One-time cost · Rochdale</p>
</body></html>`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: 'public/og-default.png' });
await browser.close();
console.log('wrote public/og-default.png');
