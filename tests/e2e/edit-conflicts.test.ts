import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eServer } from './server.ts';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, workerBrowser, openPage, signIn, waitForIslands, type TrackedPage } from '../../support/browser.ts';
import { createDb } from '../../src/lib/server/db/create-db.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { hashPassword } from '../../src/lib/server/auth/password.ts';
import { getContentPage } from '../../src/lib/server/repositories/content-pages.ts';
import { listAudit } from '../../src/lib/server/repositories/audit.ts';
import { listTestimonials } from '../../src/lib/server/repositories/testimonials.ts';
import { listOptions } from '../../src/lib/server/repositories/calculator-options.ts';

// No lost edits (issue 23), in the browser: two people in two browser contexts edit the same page.
// The second autosave is refused with who and when, the difference is shown field by field,
// autosave stops rather than overwrite, and both choices (save mine over theirs, load theirs) work.
const baseUrl = e2eServer().baseUrl;
const db = createDb({ dataDir: e2eServer().dataDir }).db;
const shots = process.env.SCREENSHOT_DIR;
const ALEX = { email: 'alex.smith@northmill.example', password: 'Canal-side mill 2026 draft', name: 'Alex Smith' };

let browser: Browser;
let owner: TrackedPage;
let alex: TrackedPage;
let ownerName = '';

beforeAll(async () => {
  await createStaff(db, {
    email: ALEX.email,
    displayName: ALEX.name,
    passwordHash: await hashPassword(ALEX.password),
    role: 'staff',
  });
  ownerName = (await db.selectFrom('staff_users').select('display_name').where('role', '=', 'owner').executeTakeFirstOrThrow())
    .display_name;
  browser = await workerBrowser();
  owner = await openPage(browser);
  alex = await openPage(browser);
  await signIn(owner.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
  await signIn(alex.page, baseUrl, ALEX.email, ALEX.password);
});
afterAll(async () => {
  await owner.close();
  await alex.close();
  await closeContexts(browser);
});

const headline = (page: Page) => page.getByLabel('Headline', { exact: true });
const draftHeadline = async () =>
  ((await getContentPage(db, 'process'))?.draft?.sections[0]?.data as { headline?: string } | undefined)?.headline;

async function open(page: Page) {
  await page.goto(`${baseUrl}/admin/content/process`);
  await waitForIslands(page);
}

describe('two people editing one page', () => {
  it('refuses the older save with who and when, shows the difference, never autosaves over it, and lets each choose', async () => {
    await open(owner.page);
    await open(alex.page);
    // Alex's editor opened second: its first heartbeat already finds the owner there.
    await alex.page.getByText(`${ownerName} is also editing this page.`, { exact: false }).waitFor({ timeout: 10_000 });

    await headline(owner.page).fill('Three stages, agreed with the owner');
    await owner.page.getByText(/^Draft saved \d\d:\d\d\.$/).waitFor({ timeout: 15_000 });

    await headline(alex.page).fill('Three stages, as Alex wrote them');
    const panel = alex.page.getByRole('alert').filter({ hasText: `${ownerName} saved a newer version` });
    await panel.waitFor({ timeout: 15_000 });
    await alex.page.getByText(`Draft not saved: ${ownerName} saved a newer version. Compare them below.`).waitFor();
    const message = (await panel.textContent()) ?? '';
    expect(message).toMatch(
      new RegExp(`${ownerName} saved this page on \\d{1,2} \\w{3} \\d{4}, \\d\\d:\\d\\d \\(UK time\\), after you opened it`),
    );
    const row = panel.getByRole('row', { name: /Section 1 \(.+\) › Headline/ });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'Three stages, as Alex wrote them',
      'Three stages, agreed with the owner',
    ]);
    // Autosave keeps trying every 2.5 s after a change; none of it reaches the stored draft.
    await headline(alex.page).fill('Three stages, as Alex wrote them (typing on)');
    await alex.page.waitForTimeout(4000);
    expect(await draftHeadline()).toBe('Three stages, agreed with the owner');

    if (shots) {
      await alex.page.screenshot({ path: `${shots}/conflict-1440.png` });
      await alex.page.setViewportSize({ width: 390, height: 844 });
      await panel.scrollIntoViewIfNeeded();
      await alex.page.screenshot({ path: `${shots}/conflict-390.png` });
      await alex.page.setViewportSize({ width: 1440, height: 900 });
    }

    // Alex saves over the owner's version, knowingly: stored, and audited as a choice.
    await panel.getByRole('button', { name: 'Save mine over theirs' }).click();
    await alex.page.getByText(/^Draft saved \d\d:\d\d\.$/).waitFor({ timeout: 15_000 });
    expect(await draftHeadline()).toBe('Three stages, as Alex wrote them (typing on)');
    const [overwrite] = await listAudit(db, 1, { action: 'version.overwrite' });
    expect(overwrite).toMatchObject({
      actorEmail: ALEX.email,
      targetId: 'process',
      detail: expect.objectContaining({ replacedBy: ownerName }),
    });

    // Now the owner's tab is the older one: its next save is refused, and it loads Alex's version.
    await headline(owner.page).fill('Three stages, the owner again');
    const ownerPanel = owner.page.getByRole('alert').filter({ hasText: `${ALEX.name} saved a newer version` });
    await ownerPanel.waitFor({ timeout: 15_000 });
    await ownerPanel.getByRole('button', { name: 'Load their version' }).click();
    await owner.page.waitForLoadState('load');
    await waitForIslands(owner.page);
    expect(await headline(owner.page).inputValue()).toBe('Three stages, as Alex wrote them (typing on)');
    await owner.page.getByText(`${ALEX.name} is also editing this page.`, { exact: false }).waitFor({ timeout: 10_000 });
    expect(await draftHeadline()).toBe('Three stages, as Alex wrote them (typing on)');
    // The refused saves answer 409 (logged by the browser); the preview frame's style policy is issue 23's item 1.
    const unexpected = (t: TrackedPage) =>
      t.consoleErrors.filter((e) => !e.includes('409') && !e.includes('Content Security Policy'));
    expect([...unexpected(owner), ...unexpected(alex)]).toEqual([]);

    // Tidy up: back to the published words.
    await owner.page.getByRole('button', { name: 'Discard draft' }).click();
    await owner.page.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
    await owner.page.getByText('Matches the live page.').waitFor();
    expect((await getContentPage(db, 'process'))?.draft).toBeNull();
  });

  it('refuses a stale plain-form post (no script) with who and when, and saves over it only when ticked', async () => {
    // Two owner sessions with JavaScript off: the Prices forms are plain HTML forms.
    const first = await openPage(browser, { javaScript: false });
    const second = await openPage(browser, { javaScript: false });
    try {
      for (const t of [first, second]) await signIn(t.page, baseUrl, inject('ownerEmail'), inject('ownerPassword'));
      const openCard = async (page: Page) => {
        await page.goto(`${baseUrl}/admin/prices`);
        const card = page.locator('#offer-care-plan');
        await card.getByText('Change the figures').click();
        return card;
      };
      const a = await openCard(first.page);
      const b = await openCard(second.page);
      const before = await a.getByLabel('Timeline', { exact: true }).inputValue();
      await a.getByLabel('Timeline', { exact: true }).fill('Monthly, from day one');
      await Promise.all([first.page.waitForURL(/done=offer/), a.getByRole('button', { name: 'Save Care Plan' }).click()]);

      await b.getByLabel('Timeline', { exact: true }).fill('Monthly, cancel any time');
      await b.getByRole('button', { name: 'Save Care Plan' }).click();
      const panel = second.page.getByRole('alert').filter({ hasText: `${ownerName} saved a newer version` });
      await panel.waitFor();
      expect(await panel.textContent()).toMatch(/saved this offer on \d{1,2} \w{3} \d{4}, \d\d:\d\d \(UK time\)/);
      expect(
        await panel
          .getByRole('row', { name: /Timeline/ })
          .getByRole('cell')
          .allTextContents(),
      ).toEqual(['Monthly, cancel any time', 'Monthly, from day one']);
      if (shots) {
        await panel.scrollIntoViewIfNeeded();
        await second.page.screenshot({ path: `${shots}/plain-conflict-1440.png` });
        await second.page.setViewportSize({ width: 390, height: 844 });
        await panel.scrollIntoViewIfNeeded();
        await second.page.screenshot({ path: `${shots}/plain-conflict-390.png` });
        await second.page.setViewportSize({ width: 1440, height: 900 });
      }
      // The refused post kept what was typed; ticking the box saves it over theirs.
      const card = second.page.locator('#offer-care-plan');
      expect(await card.getByLabel('Timeline', { exact: true }).inputValue()).toBe('Monthly, cancel any time');
      await card.getByLabel(/Save mine over .+ version/).check();
      await Promise.all([second.page.waitForURL(/done=offer/), card.getByRole('button', { name: 'Save Care Plan' }).click()]);
      const [entry] = await listAudit(db, 1, { action: 'version.overwrite' });
      expect(entry).toMatchObject({ targetType: 'offer', targetId: 'care-plan' });

      // Put the seeded figure back for the other tests.
      const again = await openCard(first.page);
      await again.getByLabel('Timeline', { exact: true }).fill(before);
      await Promise.all([first.page.waitForURL(/done=offer/), again.getByRole('button', { name: 'Save Care Plan' }).click()]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('refuses a stale post save in the post editor, shows who else has it open, and loads their version', async () => {
    const title = `Owning your booking system ${Date.now().toString(36)}`;
    await owner.page.goto(`${baseUrl}/admin/blog`);
    const created = await owner.page.evaluate(
      async (t) =>
        (
          await fetch('/_actions/admin.blog.save', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              title: t,
              slug: '',
              excerpt: 'Why a salon group stopped renting its diary.',
              content: '<p>Three salons, one diary they own.</p>',
              author: 'Northmill',
              category: 'Guides',
              tags: [],
              featured: false,
              published: false,
              publishedAt: null,
              metaTitle: '',
              metaDescription: '',
            }),
          })
        ).status,
      title,
    );
    expect(created).toBe(200);
    const edit = async (page: Page) => {
      await page.goto(`${baseUrl}/admin/blog`);
      await waitForIslands(page);
      await page.getByRole('button', { name: `Edit “${title}”` }).click();
      return page.getByRole('dialog', { name: 'Edit Blog Post' });
    };
    const ownerDialog = await edit(owner.page);
    const alexDialog = await edit(alex.page);
    await alexDialog.getByText(`${ownerName} is also editing this post.`, { exact: false }).waitFor({ timeout: 10_000 });
    await alexDialog.getByLabel('Title', { exact: true }).fill(`${title}, a year on`);
    await alexDialog.getByRole('button', { name: 'Save changes' }).click();
    await alexDialog.waitFor({ state: 'detached' });

    await ownerDialog.getByLabel('Excerpt', { exact: true }).fill('What three salons saved by owning their diary.');
    await ownerDialog.getByRole('button', { name: 'Save changes' }).click();
    const panel = ownerDialog.getByRole('alert').filter({ hasText: `${ALEX.name} saved a newer version` });
    await panel.waitFor();
    expect(
      await panel
        .getByRole('row', { name: /^Title/ })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual([title, `${title}, a year on`]);
    expect(
      await panel
        .getByRole('row', { name: /^Excerpt/ })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual(['What three salons saved by owning their diary.', 'Why a salon group stopped renting its diary.']);
    if (shots) await owner.page.screenshot({ path: `${shots}/post-conflict-1440.png` });
    await panel.getByRole('button', { name: 'Load their version' }).click();
    expect(await ownerDialog.getByLabel('Title', { exact: true }).inputValue()).toBe(`${title}, a year on`);
    await ownerDialog.getByRole('button', { name: 'Save changes' }).click();
    await ownerDialog.waitFor({ state: 'detached' });
  });

  // The dialog forms share one versioned save (components/admin/ui/versioned-save.tsx): a testimonial
  // loads theirs; a calculator option, whose edit form keeps its own fields, saves what was refused.
  it('refuses a stale save in the Proof and calculator dialogs: loads their testimonial, saves my option over theirs', async () => {
    const highlight = async () => (await listTestimonials(db)).find((t) => t.name === 'J.M.')?.highlight;
    const seededHighlight = await highlight();
    const testimonial = { url: '/admin/proof', edit: /^Edit J\.M\./, dialog: 'Edit testimonial', field: 'Highlight (optional)' };
    const { alexForm, panel } = await refusedEdit(testimonial, '£9,800 saved in the first year', '£9,800 a year, every year');
    await panel.getByRole('button', { name: 'Load their version' }).click();
    expect(await alexForm.getByLabel(testimonial.field).inputValue()).toBe('£9,800 saved in the first year');
    await alexForm.getByLabel(testimonial.field).fill(seededHighlight ?? '');
    await alexForm.getByRole('button', { name: 'Save testimonial' }).click();
    await alexForm.waitFor({ state: 'hidden' });
    expect(await highlight()).toBe(seededHighlight);

    const optionValue = async () => (await listOptions(db)).find((o) => o.name === 'FreeAgent')?.value;
    const seededValue = await optionValue();
    const option = { url: '/admin/calculator', edit: 'Edit FreeAgent', dialog: 'Edit option', field: 'Value' };
    const refused = await refusedEdit(option, 'freeagent-accounts', 'freeagent');
    await refused.panel.getByRole('button', { name: 'Save mine over theirs' }).click();
    await refused.alexForm.waitFor({ state: 'hidden' });
    expect(await optionValue()).toBe('freeagent');
    const [overwrite] = await listAudit(db, 1, { action: 'version.overwrite' });
    expect(overwrite).toMatchObject({ actorEmail: ALEX.email, targetType: 'calculatorOption' });

    // Put the seeded value back for the other tests.
    const again = await openDialog(owner.page, option);
    await again.getByLabel(option.field).fill(seededValue ?? '');
    await again.getByRole('button', { name: 'Save option' }).click();
    await again.waitFor({ state: 'hidden' });
    expect(await optionValue()).toBe(seededValue);
  });
});

/** Where a dialog form is, and the field the two people change ('Edit option' is saved with 'Save option'). */
interface DialogForm {
  url: string;
  edit: string | RegExp;
  dialog: string;
  field: string;
}
const saveButton = (form: DialogForm) => ({ name: form.dialog.replace(/^Edit/, 'Save') });

async function openDialog(page: Page, form: DialogForm) {
  await page.goto(`${baseUrl}${form.url}`);
  await waitForIslands(page);
  await page.getByRole('button', { name: form.edit }).click();
  return page.getByRole('dialog', { name: form.dialog });
}

/** Both open the form; the owner saves `theirs`, then Alex's `mine` is refused: the panel shows the two. */
async function refusedEdit(form: DialogForm, theirs: string, mine: string) {
  const ownerForm = await openDialog(owner.page, form);
  const alexForm = await openDialog(alex.page, form);
  await ownerForm.getByLabel(form.field).fill(theirs);
  await ownerForm.getByRole('button', saveButton(form)).click();
  await ownerForm.waitFor({ state: 'hidden' });
  await alexForm.getByLabel(form.field).fill(mine);
  await alexForm.getByRole('button', saveButton(form)).click();
  const panel = alexForm.getByRole('alert').filter({ hasText: `${ownerName} saved a newer version` });
  await panel.waitFor();
  // The panel's row is the field's name without its '(optional)'.
  const row = panel.getByRole('row', { name: new RegExp(`^${form.field.replace(/ \(optional\)$/, '')}`) });
  expect(await row.getByRole('cell').allTextContents()).toEqual([mine, theirs]);
  return { alexForm, panel };
}
