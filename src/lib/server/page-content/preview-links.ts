/*
 * Shared preview links (issue 23): 'Share preview' on a page draft or a post makes a link a
 * signed-out reader can open for 7 days, unless revoked from the editor first. The token is
 * 256 random bits; only its SHA-256 is stored (repositories/preview-links.ts), so the URL is
 * shown once, when made. The page (/preview/<token>) is noindex, never cached and scriptless.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import * as links from '../repositories/preview-links.ts';
import { getContentPage } from '../repositories/content-pages.ts';
import { postsByIds } from '../repositories/blog-admin.ts';
import { listStaff } from '../repositories/staff.ts';
import { auditor } from '../foundation/audit.ts';
import type { Actor } from './pages-service.ts';
import { postFor } from '../blog/post-policy.ts';
import type { PolicyActor } from '../foundation/policy.ts';
import type { PreviewEntity } from '../repositories/preview-links.ts';

export const PREVIEW_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface PreviewLinkView {
  id: string;
  createdAt: string;
  expiresAt: string;
  by: string;
}

/** The page's or post's title when it exists (and, for a post, is not in the bin). */
async function entityTitle(db: Kysely<Database>, kind: PreviewEntity, key: string): Promise<string | undefined> {
  if (kind === 'page') return (await getContentPage(db, key))?.title;
  const [post] = await postsByIds(db, [key]);
  return post && !post.deletedAt ? post.title || post.slug : undefined;
}

const auditTarget = (kind: PreviewEntity) => (kind === 'page' ? 'content_page' : 'blog_post');

export async function listPreviewLinks(db: Kysely<Database>, kind: PreviewEntity, key: string): Promise<PreviewLinkView[]> {
  const [active, staff] = await Promise.all([links.listActivePreviewLinks(db, kind, key), listStaff(db)]);
  const names = new Map(staff.map((s) => [s.id, s.displayName || s.email]));
  return active.map((l) => ({
    id: l.id,
    createdAt: l.createdAt,
    expiresAt: l.expiresAt,
    by: l.createdBy ? (names.get(l.createdBy) ?? 'A removed staff account') : '',
  }));
}

/** A new link; `token` goes into the URL and is never readable again. */
export async function sharePreview(
  db: Kysely<Database>,
  kind: PreviewEntity,
  key: string,
  actor: Actor & PolicyActor,
): Promise<{ ok: true; token: string; link: PreviewLinkView } | { ok: false; reason: 'not-found' }> {
  // A post's link depends on its state (not from the bin): the policy says.
  if (kind === 'post' && !(await postFor(db, actor, 'share', key))) return { ok: false, reason: 'not-found' };
  const title = await entityTitle(db, kind, key);
  if (title === undefined) return { ok: false, reason: 'not-found' };
  const { link, token } = await links.createPreviewLink(db, {
    entityType: kind,
    entityKey: key,
    createdBy: actor.id,
    ttlMs: PREVIEW_LINK_TTL_MS,
  });
  await auditor(db, actor)('preview.share', auditTarget(kind), key, { linkId: link.id, expiresAt: link.expiresAt, title });
  return { ok: true, token, link: { id: link.id, createdAt: link.createdAt, expiresAt: link.expiresAt, by: actor.email } };
}

/** False when the link is already revoked, expired and pruned, or belongs to something else. */
export async function revokePreview(db: Kysely<Database>, kind: PreviewEntity, key: string, id: string, actor: Actor) {
  if (!(await links.revokePreviewLink(db, id, kind, key))) return false;
  await auditor(db, actor)('preview.revoke', auditTarget(kind), key, {
    linkId: id,
    title: (await entityTitle(db, kind, key)) ?? '',
  });
  return true;
}

/** What a token opens now: the page or post it names, or nothing (expired, revoked, unknown, deleted). */
export async function openPreviewLink(db: Kysely<Database>, token: string) {
  const link = await links.findActivePreviewLink(db, token);
  if (!link || (await entityTitle(db, link.entityType, link.entityKey)) === undefined) return undefined;
  return link;
}
