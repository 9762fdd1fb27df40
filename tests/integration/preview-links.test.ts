import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases, type TestDb } from '../helpers/databases.ts';
import { seedDatabase } from '../../src/lib/server/seed/seed.ts';
import { defaultSettings } from '../../src/lib/server/foundation/runtime.ts';
import { loadConfig } from '../../src/lib/server/foundation/config.ts';
import * as previews from '../../src/lib/server/page-content/preview-links.ts';
import {
  createPreviewLink,
  findActivePreviewLink,
  hashPreviewToken,
  prunePreviewLinks,
} from '../../src/lib/server/repositories/preview-links.ts';
import { createStaff } from '../../src/lib/server/repositories/staff.ts';
import { listAudit } from '../../src/lib/server/repositories/audit.ts';
import { listAllPublished } from '../../src/lib/server/repositories/blog-posts.ts';
import { setPostsBinned } from '../../src/lib/server/repositories/blog-admin.ts';
import { auditSentence } from '../../src/lib/audit-sentence.ts';

const DAY = 24 * 60 * 60 * 1000;

// Shared preview links (issue 23): made for a page or a post, stored hashed, open for 7 days,
// revocable, and gone with the post they show.
describe.each(testDatabases())('shared preview links on %s', (kind) => {
  let t: TestDb;
  let actor: { id: string; email: string; role: 'owner' };
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await seedDatabase(db(), defaultSettings(loadConfig({})));
    const email = 'owner@northmill.example';
    actor = {
      id: await createStaff(db(), { email, displayName: 'Sam Patel', passwordHash: 'x', role: 'owner' }),
      email,
      role: 'owner',
    };
  });
  afterAll(() => t.cleanup());

  it('makes a link for a page that opens for 7 days, keeps only its hash, and lists it', async () => {
    const made = await previews.sharePreview(db(), 'page', 'about', actor);
    if (!made.ok) throw new Error('not made');
    expect(made.token).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = Date.parse(made.link.expiresAt) - Date.parse(made.link.createdAt);
    expect(lifetime).toBe(7 * DAY);
    const row = await db().selectFrom('preview_links').selectAll().where('id', '=', made.link.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashPreviewToken(made.token));
    expect(JSON.stringify(row)).not.toContain(made.token);

    expect(await previews.openPreviewLink(db(), made.token)).toMatchObject({ entityType: 'page', entityKey: 'about' });
    expect(
      await previews.openPreviewLink(db(), made.token.slice(0, -1) + (made.token.endsWith('a') ? 'b' : 'a')),
    ).toBeUndefined();
    expect((await previews.listPreviewLinks(db(), 'page', 'about')).map((l) => l.id)).toEqual([made.link.id]);
    expect(await previews.sharePreview(db(), 'page', 'nowhere', actor)).toEqual({ ok: false, reason: 'not-found' });

    const [entry] = (await listAudit(db(), 5)).filter((e) => e.action === 'preview.share');
    expect(entry).toBeDefined();
    expect(auditSentence({ ...entry!, actorName: 'Sam Patel' })).toMatch(
      /^Sam Patel made a preview link to the page ‘\/about’, open until \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d$/,
    );
  });

  it('stops opening once expired, and housekeeping removes it a day later', async () => {
    const now = new Date();
    const old = await createPreviewLink(db(), {
      entityType: 'page',
      entityKey: 'faq',
      createdBy: actor.id,
      ttlMs: 7 * DAY,
      now: new Date(now.getTime() - 8 * DAY),
    });
    expect(await findActivePreviewLink(db(), old.token)).toBeUndefined();
    expect(await findActivePreviewLink(db(), old.token, new Date(now.getTime() - 7 * DAY).toISOString())).toBeDefined();
    expect(await previews.listPreviewLinks(db(), 'page', 'faq')).toEqual([]);
    expect(await prunePreviewLinks(db(), now.toISOString())).toBeGreaterThanOrEqual(1);
    expect(await db().selectFrom('preview_links').select('id').where('id', '=', old.link.id).executeTakeFirst()).toBeUndefined();
  });

  it('revokes a link of a post; a binned post opens no preview', async () => {
    const [post] = await listAllPublished(db(), new Date().toISOString());
    const made = await previews.sharePreview(db(), 'post', post!.id, actor);
    if (!made.ok) throw new Error('not made');
    const second = await previews.sharePreview(db(), 'post', post!.id, actor);
    if (!second.ok) throw new Error('not made');
    expect(await previews.openPreviewLink(db(), made.token)).toMatchObject({ entityType: 'post', entityKey: post!.id });

    // Another page's id cannot revoke it.
    expect(await previews.revokePreview(db(), 'page', 'about', made.link.id, actor)).toBe(false);
    expect(await previews.revokePreview(db(), 'post', post!.id, made.link.id, actor)).toBe(true);
    expect(await previews.revokePreview(db(), 'post', post!.id, made.link.id, actor)).toBe(false);
    expect(await previews.openPreviewLink(db(), made.token)).toBeUndefined();
    expect((await previews.listPreviewLinks(db(), 'post', post!.id)).map((l) => l.id)).toEqual([second.link.id]);
    const revoked = (await listAudit(db(), 5)).find((e) => e.action === 'preview.revoke');
    expect(auditSentence({ ...revoked!, actorName: 'Sam Patel' })).toBe(
      `Sam Patel revoked a preview link to the post ‘${post!.title}’`,
    );

    await setPostsBinned(db(), [post!.id], true);
    expect(await previews.openPreviewLink(db(), second.token)).toBeUndefined();
    // The policy: a binned post is restored before anyone shares it.
    await expect(previews.sharePreview(db(), 'post', post!.id, actor)).rejects.toThrow(
      'That post is in the bin: restore it first.',
    );
    await setPostsBinned(db(), [post!.id], false);
  });
});
