import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, workerBrowser, openPage, signIn, type TrackedPage } from '../../support/browser.ts';
import { devalueParse } from '../../support/devalue.ts';
import { SEED_CONTENT_PAGES } from '../../src/lib/server/seed/seed-data/page-content/index.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

const baseUrl = e2eServer().baseUrl;
let browser: Browser;
let t: TrackedPage;
let page: Page;

beforeAll(async () => {
  browser = await workerBrowser();
  t = await openPage(browser);
  page = t.page;
  await signIn(page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
});
afterAll(async () => {
  await t.close();
  await closeContexts(browser);
});

/** Calls an admin action as the signed-in owner; a flat result object comes back decoded. */
async function call(name: string, input: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const res = await page.request.post(`${baseUrl}/_actions/${name}`, { data: input, headers: { Origin: baseUrl } });
  const body = await res.text();
  if (!res.ok()) return { status: res.status(), data: { body } };
  return { status: res.status(), data: devalueParse(body) as Record<string, unknown> };
}

const seedAbout = SEED_CONTENT_PAGES.find((p) => p.slug === 'about')!.doc;
const withHeadline = (headline: string): PageDocument => ({
  sections: seedAbout.sections.map((s) => (s.type === 'hero' ? { ...s, data: { ...(s.data as object), headline } } : s)),
});
const anyVersion = { version: 0, overwrite: true };
const aboutHtml = async () => (await fetch(`${baseUrl}/about`)).text();

async function publish(doc: PageDocument): Promise<string> {
  // This test is the page's only editor: each save knowingly goes over whatever version is stored.
  expect((await call('admin.content.saveDraft', { slug: 'about', doc, ...anyVersion })).status).toBe(200);
  const published = await call('admin.content.publish', { slug: 'about' });
  expect(published.status).toBe(200);
  return String(published.data.revisionId);
}

describe('publishing page content', () => {
  it('keeps a draft off the site, publishes it past the page cache, and restores an earlier revision', async () => {
    expect(await aboutHtml()).toContain('A Rochdale studio building software you own'); // cached now
    expect(
      (await call('admin.content.saveDraft', { slug: 'about', doc: withHeadline('Draft only, not live'), ...anyVersion })).status,
    ).toBe(200);
    expect(await aboutHtml()).not.toContain('Draft only, not live');
    expect((await call('admin.content.discardDraft', { slug: 'about' })).status).toBe(200);

    const first = await publish(withHeadline('Software you own, built in Rochdale'));
    expect(await aboutHtml()).toContain('Software you own, built in Rochdale');
    await publish(withHeadline('A second headline'));
    expect(await aboutHtml()).toContain('A second headline');

    expect((await call('admin.content.restoreRevision', { id: first })).status).toBe(200);
    expect(await aboutHtml()).toContain('Software you own, built in Rochdale');

    await publish(seedAbout);
    expect(await aboutHtml()).toContain('A Rochdale studio building software you own');
  });

  it('refuses an invalid document with the path of each bad field and publishes nothing', async () => {
    const r = await call('admin.content.saveDraft', { slug: 'about', doc: withHeadline(''), ...anyVersion });
    expect(r.status).toBe(400);
    expect(String(r.data.body)).toContain('"path":["doc","sections","0","data","headline"]');
    expect((await call('admin.content.publish', { slug: 'about' })).status).toBe(409);
  });
});
