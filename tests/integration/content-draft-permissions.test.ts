import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { clearRuntime, defaultSettings, setRuntime } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { createSession } from '../../src/lib/server/auth/sessions.ts';
import { listAudit } from '../../src/lib/server/repositories/audit.ts';
import { getContentPage, listRevisions } from '../../src/lib/server/repositories/content-pages.ts';
import { beat } from '../../src/lib/server/repositories/editor-presence.ts';
import { getVersion } from '../../src/lib/server/repositories/record-versions.ts';
import { findOfferRefs } from '../../src/lib/page-content/offer-refs.ts';
import { PRESENCE_TTL_MS, presenceMessage } from '../../src/lib/admin/presence.ts';
import type { PageDocument } from '../../src/lib/page-content/page-document.ts';

// Issue 24, finding 7: through the page editor a staff account could publish what it may not
// change elsewhere (an offer's price, where 'Book a call' goes), and a staff draft published by
// the owner was logged under the owner alone. Plus who else has a page open (issue 23). Both databases.

vi.mock('astro:actions', () => import('../helpers/astro-actions-mock.ts'));
type Action = { input: { parse(v: unknown): unknown }; handler: (input: unknown, ctx: unknown) => Promise<unknown> };
const content = (await import('../../src/actions/admin/content.ts')) as unknown as Record<string, Action>;
const presence = (await import('../../src/actions/admin/presence.ts')) as unknown as Record<string, Action>;

const config = loadConfig({ LOG_LEVEL: 'silent' });
type Call = (action: Action, input: unknown) => Promise<Record<string, unknown>>;

/** The value at a dotted path inside a document. */
function at(doc: unknown, path: (string | number)[]): Record<string, unknown> {
  return path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], doc) as Record<string, unknown>;
}

/** The path of the first button ({ label, href, booking }) in a page, and of the first offer card. */
function firstButton(doc: PageDocument): (string | number)[] {
  const walk = (v: unknown, path: (string | number)[]): (string | number)[] | undefined => {
    if (typeof v === 'object' && v !== null && typeof (v as { booking?: unknown }).booking === 'boolean') return path;
    if (typeof v !== 'object' || v === null) return undefined;
    for (const [k, c] of Object.entries(v)) {
      const found = walk(c, [...path, Array.isArray(v) ? Number(k) : k]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(doc, [])!;
}
function firstOffer(doc: PageDocument): (string | number)[] {
  const i = doc.sections.findIndex((s) => findOfferRefs(s.data).length > 0);
  return ['sections', i, 'data', ...findOfferRefs(doc.sections[i]!.data)[0]!.path];
}

describe.each(testDatabases())('owner-only fields and draft attribution in the page editor on %s', (kind) => {
  let t: TestDb;
  const sessions: Record<string, Call> = {};
  const ids: Record<string, string> = {};
  let home: PageDocument;

  async function session(name: string, email: string, role: 'owner' | 'staff') {
    const id = await createStaff(t.database.db, { email, displayName: name, passwordHash: 'x', role });
    ids[name] = id;
    const { token } = await createSession(t.database.db, id);
    const ctx = {
      cookies: { get: (n: string) => (n === 'nm_session' ? { value: token } : undefined) },
      locals: { requestId: 'test' },
    };
    sessions[name] = async (action, input) => (await action.handler(action.input.parse(input), ctx)) as Record<string, unknown>;
  }
  const version = async (slug = 'home') => (await getVersion(t.database.db, 'page', slug))?.version ?? 0;
  const save = async (who: string, doc: PageDocument, v: number) =>
    sessions[who]!(content.saveDraft!, { slug: 'home', doc, version: v });

  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(t.database.db, defaultSettings(config));
    setRuntime({ config, database: t.database, logger: pino({ level: 'silent' }) });
    await session('Olivia Owner', 'olivia@northmill.example', 'owner');
    await session('Sam Patel', 'sam@northmill.example', 'staff');
    await session('Jo Reid', 'jo@northmill.example', 'staff');
    home = (await getContentPage(t.database.db, 'home'))!.published;
    expect(await version()).toBe(0);
  });
  afterAll(async () => {
    clearRuntime();
    await t.cleanup();
  });

  it('refuses a staff draft that overrides an offer’s price or timeline, naming the field; the owner may', async () => {
    const path = firstOffer(home);
    const doc = structuredClone(home);
    at(doc, path).priceOverride = '£1 (was £8,000)';
    const refused = await save('Sam Patel', doc, 0).catch((e: Error & { code: string; issues: { path: string[] }[] }) => e);
    expect(refused).toBeInstanceOf(Error);
    const err = refused as Error & { code: string; issues: { path: string[] }[] };
    expect(err.code).toBe('FORBIDDEN');
    expect(err.message).toMatch(/^Price shown here: only the owner can change/);
    expect(err.issues[0]!.path.join('.')).toBe(['doc', ...path, 'priceOverride'].join('.'));
    expect((await getContentPage(t.database.db, 'home'))!.draft).toBeNull();

    const timeline = structuredClone(home);
    at(timeline, path).timelineOverride = '1 day';
    await expect(save('Jo Reid', timeline, 0)).rejects.toThrow(/^Timeline shown here: only the owner/);

    const saved = await save('Olivia Owner', doc, 0);
    expect(saved.version).toBe(1);
    // Staff may go on editing the page around the owner's figure, but not take it away.
    const words = structuredClone(doc);
    at(words, ['sections', 0, 'data']).eyebrow = 'Built in Rochdale';
    const kept = await save('Sam Patel', words, 1);
    expect(kept.version).toBe(2);
    const removed = structuredClone(words);
    delete at(removed, path).priceOverride;
    await expect(save('Sam Patel', removed, 2)).rejects.toThrow(/Price shown here/);
    // Back to the published words for the next test (the owner discards the draft).
    await sessions['Olivia Owner']!(content.discardDraft!, { slug: 'home' });
  });

  it('refuses a staff draft that points a button at another site or changes which buttons open the booking page', async () => {
    const v = (await sessions['Olivia Owner']!(content.saveDraft!, { slug: 'home', doc: home, version: await version() }))
      .version as number;
    const path = firstButton(home);
    const offSite = structuredClone(home);
    Object.assign(at(offSite, path), { booking: false, href: 'https://evil.example/book' });
    await expect(save('Sam Patel', offSite, v)).rejects.toThrow(/only the owner can/);
    const toggled = structuredClone(home);
    const button = at(toggled, path);
    Object.assign(button, button.booking ? { booking: false, href: '/contact' } : { booking: true });
    await expect(save('Sam Patel', toggled, v)).rejects.toThrow(/^Opens the booking page \(button '.+'\): only the owner/);
    // A link to a page of the site is ordinary editing.
    const siteLink = structuredClone(home);
    const other = firstButton({ sections: siteLink.sections.slice(1) } as PageDocument);
    const otherButton = at({ sections: siteLink.sections.slice(1) }, other);
    if (!otherButton.booking) {
      otherButton.href = '/process';
      expect((await save('Sam Patel', siteLink, v)).version).toBe(v + 1);
    }
    const owner = await sessions['Olivia Owner']!(content.saveDraft!, {
      slug: 'home',
      doc: offSite,
      version: otherButton.booking ? v : v + 1,
    });
    expect(owner.version).toBeGreaterThan(v);
    await sessions['Olivia Owner']!(content.discardDraft!, { slug: 'home' });
  });

  it('audits draft saves once per editor per session and names the draft’s authors at publish', async () => {
    const db = t.database.db;
    const about = (await getContentPage(db, 'about'))!.published;
    await sessions['Olivia Owner']!(content.saveDraft!, { slug: 'about', doc: about, version: await version('about') });
    await sessions['Olivia Owner']!(content.discardDraft!, { slug: 'about' });
    let v = await version('about');
    for (const [i, who] of ['Sam Patel', 'Sam Patel', 'Sam Patel', 'Jo Reid'].entries()) {
      const doc = structuredClone(about);
      at(doc, ['sections', 0, 'data']).eyebrow = `Edit ${i}`;
      v = (await sessions[who]!(content.saveDraft!, { slug: 'about', doc, version: v })).version as number;
    }
    const drafts = await listAudit(db, 10, { action: 'content.saveDraft' });
    // The owner's own earlier draft (discarded above) has its row; Sam's three saves share one.
    const onAbout = drafts.filter((d) => d.targetId === 'about' && d.actorEmail !== 'olivia@northmill.example');
    expect(onAbout.map((d) => d.actorEmail).sort()).toEqual(['jo@northmill.example', 'sam@northmill.example']);
    expect(onAbout.find((d) => d.actorEmail === 'sam@northmill.example')!.detail).toMatchObject({ saves: 3 });
    // Written through the one auditor (issue 37): ordered ids (UUIDv7) like every other entry.
    for (const d of onAbout) expect(d.id).toMatch(/^[\da-f]{8}-[\da-f]{4}-7[\da-f]{3}-/);

    // Half an hour after Jo's last save, Jo's next one starts a new session: a new row.
    const stale = new Date(Date.now() - 31 * 60_000).toISOString();
    await db.updateTable('draft_authors').set({ last_at: stale }).where('staff_id', '=', ids['Jo Reid']!).execute();
    const later = structuredClone(about);
    at(later, ['sections', 0, 'data']).eyebrow = 'Edit after lunch';
    v = (await sessions['Jo Reid']!(content.saveDraft!, { slug: 'about', doc: later, version: v })).version as number;
    const joRows = (await listAudit(db, 20, { action: 'content.saveDraft' })).filter(
      (d) => d.actorEmail === 'jo@northmill.example',
    );
    expect(joRows.map((r) => r.detail.saves)).toEqual([1, 1]);

    const published = await sessions['Olivia Owner']!(content.publish!, { slug: 'about', version: v });
    expect(published.authors).toEqual(['Sam Patel', 'Jo Reid']);
    const [entry] = await listAudit(db, 1, { action: 'content.publish' });
    expect(entry!.actorEmail).toBe('olivia@northmill.example');
    expect(entry!.detail).toMatchObject({
      draftAuthors: [
        { name: 'Sam Patel', email: 'sam@northmill.example', saves: 3 },
        { name: 'Jo Reid', email: 'jo@northmill.example', saves: 2 },
      ],
    });
    const [revision] = await listRevisions(db, 'page', 'about', 1);
    expect(revision!.note).toBe('Published; draft by Sam Patel (3 saves) and Jo Reid (2 saves)');
    // The next draft starts a new list.
    const next = structuredClone(about);
    at(next, ['sections', 0, 'data']).eyebrow = 'Owner only';
    v = (await sessions['Olivia Owner']!(content.saveDraft!, { slug: 'about', doc: next, version: v })).version as number;
    expect((await sessions['Olivia Owner']!(content.publish!, { slug: 'about', version: v })).authors).toEqual(['Olivia Owner']);
  });

  it('shows who else has the page open, across tabs and people, until their heartbeat stops', async () => {
    const tab = (n: number) => `tab-0000000${n}`;
    const first = await sessions['Sam Patel']!(presence.beat!, { kind: 'page', key: 'pricing', tab: tab(1) });
    expect(first.others).toEqual([]);
    const second = await sessions['Jo Reid']!(presence.beat!, { kind: 'page', key: 'pricing', tab: tab(2) });
    expect(second.others).toEqual([{ name: 'Sam Patel', self: false }]);
    expect(presenceMessage(second.others as never, 'page')).toMatch(/^Sam Patel is also editing this page\./);
    const again = await sessions['Sam Patel']!(presence.beat!, { kind: 'page', key: 'pricing', tab: tab(3) });
    expect(again.others).toEqual([
      { name: 'Jo Reid', self: false },
      { name: 'Sam Patel', self: true },
    ]);
    // Another page is another list.
    expect((await sessions['Jo Reid']!(presence.beat!, { kind: 'post', key: 'pricing', tab: tab(4) })).others).toEqual([]);
    // Leaving removes a tab at once.
    await sessions['Jo Reid']!(presence.beat!, { kind: 'page', key: 'pricing', tab: tab(2), leaving: true });
    expect((await sessions['Sam Patel']!(presence.beat!, { kind: 'page', key: 'pricing', tab: tab(1) })).others).toEqual([
      { name: 'Sam Patel', self: true },
    ]);
    // Once their heartbeats stop, they drop out.
    const later = Date.now() + PRESENCE_TTL_MS + 1000;
    const owner = { kind: 'page', key: 'pricing', tab: tab(5), staffId: ids['Olivia Owner']!, staffName: 'Olivia Owner' };
    expect(await beat(t.database.db, owner, later)).toEqual([]);
  });
});
