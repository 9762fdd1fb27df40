import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser } from 'playwright-core';
import {
  axeViolations,
  closeContexts,
  workerBrowser,
  openPage,
  signIn,
  waitForIslands,
  type TrackedPage,
} from '../../support/browser.ts';
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { hashPassword } from '../../src/lib/server/auth/password.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { insertIssue, setSchedule } from '../../src/lib/server/repositories/newsletter-issues.ts';
import { getContentPage } from '../../src/lib/server/repositories/content-pages.ts';
import { insertRevision } from '../../src/lib/server/repositories/content-revisions.ts';
import { findOfferRefs } from '../../src/lib/page-content/offer-refs.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

// Issue 37: the admin does not offer staff what the server refuses, and says why. A newsletter
// the owner scheduled is read-only for staff; a page draft with an owner's price change cannot
// be published, scheduled or discarded by staff; a revision whose restore would bring back an
// owner price shows its Restore button disabled. The owner sees every control. Screenshots at
// 390 and 1440 px go to test-results/owner-only-ui/.

const baseUrl = e2eServer().baseUrl;
const db = createDb({ dataDir: e2eServer().dataDir }).db;
const STAFF = { email: `ui-staff-${Date.now().toString(36)}@northmill.example`, password: 'Staff member passphrase' };
const SHOTS = 'test-results/owner-only-ui';
let browser: Browser;
let staff: TrackedPage;
let owner: TrackedPage;
let issueId: string;
let revisionId: string;
let packages: PageDocument;

function withPrice(doc: PageDocument, price: string): PageDocument {
  const next = structuredClone(doc);
  const section = next.sections.find((s) => findOfferRefs(s.data).length > 0)!;
  findOfferRefs(section.data)[0]!.ref.priceOverride = price;
  return next;
}

async function shoot(t: TrackedPage, name: string) {
  for (const width of [390, 1440]) {
    await t.page.setViewportSize({ width, height: 900 });
    await t.page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await createStaff(db, {
    email: STAFF.email,
    displayName: 'Sam Patel',
    role: 'staff',
    passwordHash: await hashPassword(STAFF.password),
  });
  issueId = crypto.randomUUID();
  const fields = { subject: 'Spring notes from the mill', bodyHtml: '<p>Three tools we retired.</p>', coverMediaId: null };
  await insertIssue(db, issueId, { ...fields, postId: null, linkUrl: null }, inject('ownerEmail'));
  await setSchedule(db, issueId, new Date(Date.now() + 3 * 3_600_000).toISOString(), 'draft');
  packages = (await getContentPage(db, 'packages'))!.published;
  revisionId = (
    await insertRevision(db, {
      entityType: 'page',
      entityKey: 'packages',
      title: 'Packages',
      data: withPrice(packages, 'From £1'),
      createdBy: null,
      note: 'An old price',
      createdAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    })
  ).id;
  await db
    .updateTable('content_pages')
    .set({ draft_doc: JSON.stringify(withPrice(packages, 'From £9,999')) })
    .where('slug', '=', 'packages')
    .execute();
  browser = await workerBrowser();
  staff = await openPage(browser);
  owner = await openPage(browser);
  await signIn(staff.page, baseUrl, STAFF.email, STAFF.password);
  await signIn(owner.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
});
afterAll(async () => {
  await db.deleteFrom('newsletter_issues').where('id', '=', issueId).execute();
  await db.deleteFrom('content_revisions').where('id', '=', revisionId).execute();
  await db.updateTable('content_pages').set({ draft_doc: null }).where('slug', '=', 'packages').execute();
  await staff?.close();
  await owner?.close();
  if (browser) await closeContexts(browser);
  await db.destroy();
});

describe('owner-only records in the admin, as staff and as the owner', () => {
  it('shows staff a scheduled newsletter read-only, with the reason; the owner can still change it', async () => {
    const { page } = staff;
    await page.goto(`${baseUrl}/admin/newsletter/${issueId}`);
    await waitForIslands(page);
    await expect
      .poll(() => page.getByRole('note').textContent())
      .toBe('The owner has scheduled this newsletter: only the owner can change, unschedule or delete it.');
    expect(await page.getByLabel('Subject').getAttribute('readonly')).not.toBeNull();
    for (const name of ['Save', 'Saved', 'Delete', 'Cancel the schedule', 'Send now', 'Schedule'])
      expect([name, await page.getByRole('button', { name, exact: true }).count()]).toEqual([name, 0]);
    await page.getByText(/^Scheduled for .+ \(UK time\)\.$/).waitFor();
    await page.getByRole('button', { name: 'Send a test to me' }).waitFor();
    const preview = page.frameLocator('iframe[title^="E-mail preview"]');
    await expect.poll(() => preview.locator('h1').textContent()).toBe('Spring notes from the mill');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(staff, 'newsletter-scheduled-staff');

    await owner.page.goto(`${baseUrl}/admin/newsletter/${issueId}`);
    await waitForIslands(owner.page);
    for (const name of ['Saved', 'Delete', 'Cancel the schedule'])
      await owner.page.getByRole('button', { name, exact: true }).waitFor();
    expect(await owner.page.getByRole('note').count()).toBe(0);
    expect(staff.consoleErrors).toEqual([]);
  });

  it('keeps staff from publishing, scheduling or discarding a draft with an owner price, and says so', async () => {
    const { page } = staff;
    await page.goto(`${baseUrl}/admin/content/packages`);
    await waitForIslands(page);
    const reason = page.locator('#draft-refusal');
    await expect
      .poll(() => reason.textContent())
      .toBe(
        'This draft changes a price or timeline the owner set: only the owner can publish, schedule or discard it. You can go on editing the rest.',
      );
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Discard draft' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Schedule', exact: true }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(staff, 'page-draft-staff');

    await owner.page.goto(`${baseUrl}/admin/content/packages`);
    await waitForIslands(owner.page);
    expect(await owner.page.locator('#draft-refusal').count()).toBe(0);
    expect(await owner.page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(false);
  });

  it('disables Restore for a revision that would bring back an owner price, with the reason', async () => {
    const { page } = staff;
    await page.goto(`${baseUrl}/admin/content/packages/history?rev=${revisionId}`);
    await waitForIslands(page);
    const button = page.getByRole('button', { name: 'Restore this version' });
    expect(await button.isDisabled()).toBe(true);
    expect(await page.locator(`#${await button.getAttribute('aria-describedby')}`).textContent()).toBe(
      'Restoring this version would change a price or timeline the owner set: only the owner can restore it.',
    );
    expect(await axeViolations(page)).toEqual([]);
    await shoot(staff, 'page-history-staff');

    await owner.page.goto(`${baseUrl}/admin/content/packages/history?rev=${revisionId}`);
    await waitForIslands(owner.page);
    expect(await owner.page.getByRole('button', { name: 'Restore this version' }).isDisabled()).toBe(false);
  });
});
