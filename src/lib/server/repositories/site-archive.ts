// The few named queries the site archive needs beside its generic table moves
// (db/archive-tables.ts): which pictures it carries, what a site holds (for the
// restore's confirmation), and keeping the restoring owner signed in.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { iso, num } from '../db/values.ts';
import { toPost } from './blog-posts.ts';
import type { BlogPost } from '../../shapes/post.ts';

export async function listArchiveMedia(
  db: Kysely<Database>,
): Promise<{ originals: string[]; variants: { mediaId: string; format: string; width: number; height: number }[] }> {
  const originals = (await db.selectFrom('media').select('id').orderBy('id').execute()).map((r) => r.id);
  const variants = (
    await db
      .selectFrom('media_variants')
      .select(['media_id', 'format', 'width', 'height'])
      .orderBy('media_id')
      .orderBy('id')
      .execute()
  ).map((r) => ({ mediaId: r.media_id, format: r.format, width: Number(r.width), height: Number(r.height) }));
  return { originals, variants };
}

/** What a person recognises in a site, counted (the restore's "what will be replaced"). */
export const SITE_SUMMARY_TABLES = {
  blog_posts: 'posts',
  contact_submissions: 'enquiries',
  media: 'pictures',
  content_pages: 'pages',
  newsletter_subscribers: 'newsletter subscribers',
  testimonials: 'testimonials',
  case_studies: 'case studies',
  staff_users: 'staff accounts',
} as const satisfies Partial<Record<keyof Database, string>>;

export type SiteSummary = Record<keyof typeof SITE_SUMMARY_TABLES, number>;

export async function siteSummary(db: Kysely<Database>): Promise<SiteSummary> {
  const out = {} as SiteSummary;
  for (const table of Object.keys(SITE_SUMMARY_TABLES) as (keyof typeof SITE_SUMMARY_TABLES)[]) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = num(row.n as number);
  }
  return out;
}

/** Audit actions that mean a person made or changed content (anything else is signing in and accounts). */
const CONTENT_ACTIONS = [
  'blog.',
  'calculator_option.',
  'case_study.',
  'testimonial.',
  'newsletter.',
  'page_meta.',
  'content.',
  'offer',
  'prices.',
  'settings.update',
  'media.',
  'site.restore',
];

/**
 * A fresh install: what the seed and the first owner made, nothing more: no
 * enquiry, picture or subscriber, and no content made or changed by a person
 * (the audit log says, and so do page revisions). Restoring over it needs no
 * typed consent.
 */
export async function siteIsFresh(db: Kysely<Database>): Promise<boolean> {
  const s = await siteSummary(db);
  if (s.contact_submissions || s.media || s.newsletter_subscribers) return false;
  const audited = await db
    .selectFrom('audit_log')
    .select('id')
    .where((eb) => eb.or(CONTENT_ACTIONS.map((p) => eb('action', 'like', `${p}%`))))
    .limit(1)
    .executeTakeFirst();
  if (audited) return false;
  const edited = await db
    .selectFrom('content_revisions')
    .select('id')
    .where('created_by', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return !edited;
}

export interface RestorerCredentials {
  /** Their whole account row as this database holds it (written back to the same database). */
  user: Record<string, unknown> & { id: string; email: string };
  session: Record<string, unknown> | null;
  /** Their two-factor recovery codes (hashes): they keep their two-factor, so they keep these too. */
  recoveryCodes: Record<string, unknown>[];
}

/** The restoring owner's own sign-in, read before the site is replaced. */
export async function readRestorer(
  db: Kysely<Database>,
  userId: string,
  sessionId: string | null,
): Promise<RestorerCredentials | null> {
  const user = await db.selectFrom('staff_users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const session = sessionId
    ? ((await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst()) ?? null)
    : null;
  const recoveryCodes = await db.selectFrom('recovery_codes').selectAll().where('user_id', '=', userId).execute();
  return {
    user: user as unknown as RestorerCredentials['user'],
    session: session as Record<string, unknown> | null,
    recoveryCodes: recoveryCodes as Record<string, unknown>[],
  };
}

/**
 * After the replace: the restoring owner signs in as before. Their account in
 * the archive (same e-mail) gets their password and two-factor back and stays
 * an owner; without one, their account is added as it was. Their session
 * carries on. Returns the account id they now have.
 */
export async function keepRestorer(db: Kysely<Database>, r: RestorerCredentials): Promise<string> {
  const u = r.user as unknown as Record<string, never>;
  const credentials = {
    password_hash: u.password_hash,
    totp_secret: u.totp_secret,
    totp_enabled_at: u.totp_enabled_at,
    totp_last_step: u.totp_last_step,
    must_change_password: u.must_change_password,
    role: 'owner',
    disabled: false,
  };
  const match = await db
    .selectFrom('staff_users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', r.user.email.toLowerCase()))
    .executeTakeFirst();
  let id = match?.id;
  if (id)
    await db
      .updateTable('staff_users')
      .set(credentials as never)
      .where('id', '=', id)
      .execute();
  else {
    id = r.user.id;
    await db
      .insertInto('staff_users')
      .values({ ...(u as object), ...credentials } as never)
      .execute();
  }
  if (r.recoveryCodes.length)
    await db
      .insertInto('recovery_codes')
      .values(r.recoveryCodes.map((c) => ({ ...c, user_id: id })) as never)
      .execute();
  if (r.session)
    await db
      .insertInto('sessions')
      .values({ ...r.session, user_id: id } as never)
      .execute();
  return id;
}

/** Accounts that came back without a password (everyone but the restorer). */
export async function accountsWithoutPassword(db: Kysely<Database>): Promise<{ email: string; role: string }[]> {
  return db
    .selectFrom('staff_users')
    .select(['email', 'role'])
    .where('password_hash', '=', '')
    .where('disabled', '=', false as never)
    .orderBy('email')
    .execute();
}

/** Live posts (not in the bin), oldest first: the WordPress file's items. */
export async function listPostsForWxr(db: Kysely<Database>): Promise<BlogPost[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toPost);
}

export interface WxrPicture {
  id: string;
  sha256: string;
  alt: string;
  title: string;
  createdAt: string;
  /** The largest JPEG fallback's width, if made. */
  jpegWidth: number | null;
}

/** Every picture with what a WordPress attachment needs. */
export async function listPicturesForWxr(db: Kysely<Database>): Promise<WxrPicture[]> {
  const rows = await db
    .selectFrom('media')
    .select(['id', 'sha256', 'alt', 'title', 'created_at'])
    .orderBy('created_at')
    .execute();
  const jpeg = await db
    .selectFrom('media_variants')
    .select(['media_id', (eb) => eb.fn.max('width').as('w')])
    .where('format', '=', 'jpeg')
    .groupBy('media_id')
    .execute();
  const widths = new Map(jpeg.map((r) => [r.media_id, Number(r.w)]));
  return rows.map((r) => ({
    id: r.id,
    sha256: r.sha256,
    alt: r.alt,
    title: r.title,
    createdAt: iso(r.created_at),
    jpegWidth: widths.get(r.id) ?? null,
  }));
}
