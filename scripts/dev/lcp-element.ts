// Which element is the LCP on a route, and what Lighthouse's simulation puts
// between FCP and LCP (issue 16): one mobile run per route, printing the LCP
// element, the LCP breakdown and the requests in flight before it.
// Usage: npx node scripts/dev/lcp-element.ts --routes=/,/about [--pictures]
// (--pictures: the bench pictures first, scripts/bench/pictures.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../support/server.ts';
import { CHROMIUM_ARGS } from '../../support/browser.ts';
import { PICTURES_ENV, addBenchPictures } from '../bench/pictures.ts';

const routes = (process.argv.find((a) => a.startsWith('--routes='))?.slice(9) ?? '/').split(',');
const pictures = process.argv.includes('--pictures');
const server = await startServer({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nm-lcp-')),
  LOG_LEVEL: 'warn',
  ...(pictures ? PICTURES_ENV : {}),
});
if (pictures) await addBenchPictures(server.baseUrl);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS });
try {
  for (const route of routes) {
    await fetch(`${server.baseUrl}${route}`); // warm the page cache, as live traffic keeps it
    const lhr = (await lighthouse(`${server.baseUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' }))!.lhr;
    const a = (k: string) => lhr.audits[k];
    console.log(
      `\n## ${route}: FCP ${Math.round(a('first-contentful-paint')!.numericValue!)} LCP ${Math.round(a('largest-contentful-paint')!.numericValue!)}`,
    );
    console.log(JSON.stringify(a('largest-contentful-paint-element')?.details, null, 0).slice(0, 1500));
    // What Lighthouse says about finding and sizing a picture that is the LCP.
    for (const k of ['lcp-discovery-insight', 'image-delivery-insight', 'prioritize-lcp-image']) {
      const audit = a(k);
      if (audit)
        console.log(
          `${k}: score ${audit.score} ${audit.displayValue ?? ''} ${JSON.stringify(audit.details ?? {}).slice(0, 600)}`,
        );
    }
    const reqs =
      (
        a('network-requests')?.details as {
          items?: {
            url: string;
            resourceType: string;
            transferSize: number;
            networkRequestTime: number;
            networkEndTime: number;
            priority: string;
          }[];
        }
      )?.items ?? [];
    for (const r of reqs)
      console.log(
        `  ${r.resourceType} ${r.priority} ${r.url.slice(0, 90)} ${r.transferSize}B ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)}ms`,
      );
  }
} finally {
  chrome.kill();
  await server.stop();
}
