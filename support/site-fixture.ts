// A site filled directly through the repositories, for the archive's tests and
// `npm run bench:archive`: posts, pictures with their variants (bytes of
// realistic sizes, stored through the configured media storage), an enquiry
// with an attachment, a staff account with a password and two-factor, and the
// transient rows an archive must leave out (sessions, waiting mail, secrets).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../src/lib/server/db/schema.ts';
import { insertPost } from '../src/lib/server/repositories/blog-posts.ts';
import { insertMedia, setVariantsStatus, updateMediaDetails } from '../src/lib/server/repositories/media.ts';
import { setSetting } from '../src/lib/server/repositories/settings.ts';
import type { MediaStorage } from '../src/lib/server/media/storage.ts';
import type { VariantFormat } from '../src/lib/media/urls.ts';

export interface FixtureOptions {
  posts: number;
  pictures: number;
  /** Bytes of each original (variants are made smaller from it). */
  pictureBytes?: number;
  storage: MediaStorage;
}

const VARIANTS: { format: VariantFormat; width: number; share: number }[] = [
  { format: 'avif', width: 320, share: 0.04 },
  { format: 'webp', width: 320, share: 0.06 },
  { format: 'avif', width: 960, share: 0.2 },
  { format: 'webp', width: 960, share: 0.3 },
  { format: 'jpeg', width: 1280, share: 0.5 },
];

// Recent dates (from 60 days ago, by the hour): housekeeping keeps enquiries and audit entries that young.
const BASE = Math.floor((Date.now() - 60 * 86_400_000) / 3_600_000) * 3_600_000;
const T = (i: number) => new Date(BASE + i * 3_600_000).toISOString();

export async function fillSite(db: Kysely<Database>, o: FixtureOptions): Promise<{ mediaIds: string[]; postIds: string[] }> {
  const size = o.pictureBytes ?? 120_000;
  const mediaIds: string[] = [];
  for (let i = 0; i < o.pictures; i++) {
    const original = randomBytes(size);
    const { item } = await insertMedia(db, {
      sha256: createHash('sha256').update(original).digest('hex'),
      mime: 'image/jpeg',
      width: 2400,
      height: 1600,
      bytes: size,
      originalFilename: `photo-${i}.jpg`,
      title: `Workshop photo ${i}`,
      createdBy: null,
    });
    await updateMediaDetails(db, item.id, {
      alt: `Workshop photo ${i}`,
      decorative: false,
      title: `Workshop photo ${i}`,
      focalX: 40,
      focalY: 60,
    });
    await o.storage.putOriginal(item.id, original);
    for (const v of VARIANTS)
      await o.storage.putVariant(
        { mediaId: item.id, format: v.format, width: v.width, height: Math.round((v.width * 2) / 3) },
        randomBytes(Math.round(size * v.share)),
      );
    await setVariantsStatus(db, item.id, 'ready');
    mediaIds.push(item.id);
  }
  const postIds: string[] = [];
  for (let i = 0; i < o.posts; i++) {
    const cover = mediaIds.length ? mediaIds[i % mediaIds.length]! : null;
    const second = mediaIds.length ? mediaIds[(i * 7 + 1) % mediaIds.length]! : null;
    postIds.push(
      await insertPost(
        db,
        {
          title: `Field notes ${i}: replacing a spreadsheet with a tool that fits`,
          slug: `field-notes-${i}`,
          excerpt: `What we learnt on project ${i}, in plain words.`,
          content: `<p>Post ${i} opens with a paragraph about <strong>moving a team off three subscriptions</strong>.</p>${
            second ? `<p><img src="/media/${second.slice(0, 8)}-960.webp" alt="A picture"></p>` : ''
          }<h2>What changed</h2><p>Invoices went out on time; nobody retyped an order. Zoë’s café “Quotes” saved £1,200 a year.</p>`,
          author: 'Northmill',
          category: i % 3 === 0 ? 'Case notes' : 'Guides',
          tags: ['automation', i % 2 ? 'retail' : 'manufacturing'],
          featured: i === 0,
          published: i % 10 !== 9,
          publishedAt: i % 10 !== 9 ? T(i) : null,
          metaTitle: '',
          metaDescription: '',
          coverMediaId: cover,
        },
        T(i),
        { updatedAt: T(i + 1) },
      ),
    );
  }
  return { mediaIds, postIds };
}

export const FIXTURE_IDS = {
  staff: '0b7f7a52-3a4e-4a47-9c2a-7c1b4f0e0a01',
  enquiry: '1e0c3c0e-5b1a-4f57-8d1e-0f7e0b9c2a11',
  attachment: '2a9d2f1c-6c3b-4e0a-9f4d-3b2a1c0d9e21',
  outboxSent: '3b8e1d2c-7d4c-4f1b-8a5e-4c3b2d1e0f31',
  outboxPending: '3b8e1d2c-7d4c-4f1b-8a5e-4c3b2d1e0f32',
  outboxLink: '3b8e1d2c-7d4c-4f1b-8a5e-4c3b2d1e0f33',
} as const;

/** One of each record people create, and the secrets and transient rows an archive leaves out. */
export async function addPeopleAndSecrets(db: Kysely<Database>): Promise<void> {
  const ids = FIXTURE_IDS;
  await db
    .insertInto('staff_users')
    .values({
      id: ids.staff,
      email: 'ada@northmill.example',
      display_name: 'Ada Lovelace',
      password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
      role: 'staff',
      created_at: T(1),
      last_login_at: T(2),
      disabled: false,
      totp_secret: 'JBSWY3DPEHPK3PXP',
      totp_enabled_at: T(2),
      totp_last_step: 12345,
    })
    .execute();
  await db
    .insertInto('sessions')
    .values({
      id: 'f'.repeat(64),
      user_id: ids.staff,
      created_at: T(3),
      last_seen_at: T(3),
      expires_at: '2099-01-01T00:00:00.000Z',
    })
    .execute();
  await db
    .insertInto('recovery_codes')
    .values({ id: 'rc-1', user_id: ids.staff, code_hash: 'x'.repeat(64), created_at: T(2), used_at: null })
    .execute();
  await db
    .insertInto('contact_submissions')
    .values({
      id: ids.enquiry,
      created_at: T(4),
      name: "Zoë O'Brien",
      email: 'zoe@example.co.uk',
      company: 'Café "Quotes" Ltd',
      phone: '07700 900123',
      project_type: 'internal-tool',
      project: 'Line one\nLine two — emoji 🚀',
      saas_to_replace: JSON.stringify(['Slack', 'Asana']),
      custom_saas: 'Old CRM',
      monthly_saas_costs: JSON.stringify([{ tool: 'Slack', cost: '120' }]),
      budget: '10k-25k',
      timeline: '1-3-months',
      consent: true,
      status: 'contacted',
      notes: 'Called back',
      is_spam: false,
      spam_reason: null,
      review_reason: null,
      read_at: T(5),
      idempotency_key: 'idem-1',
    })
    .execute();
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, ...Array.from({ length: 256 }, (_, i) => i)]);
  await db
    .insertInto('attachments')
    .values({
      id: ids.attachment,
      submission_id: ids.enquiry,
      filename: 'brief.pdf',
      content_type: 'application/pdf',
      size: pdf.byteLength,
      data: pdf,
      created_at: T(4),
    })
    .execute();
  const mail = (id: string, kind: string, status: string) => ({
    id,
    created_at: T(4),
    kind,
    submission_id: kind === 'notification' ? ids.enquiry : null,
    to_address: 'owner@northmill.example',
    reply_to: null,
    subject: `A ${kind}`,
    text_body: kind === 'account-link' ? 'Open https://example.test/auth/set-password?token=secret' : 'Hello',
    html_body: null,
    attachment_id: null,
    status,
    attempts: 1,
    next_attempt_at: T(4),
    locked_until: status === 'sending' ? T(9) : null,
    locked_by: status === 'sending' ? 'worker-1' : null,
    last_error: null,
    sent_at: status === 'sent' ? T(5) : null,
  });
  await db
    .insertInto('email_outbox')
    .values([
      mail(ids.outboxSent, 'notification', 'sent'),
      mail(ids.outboxPending, 'notification', 'pending'),
      mail(ids.outboxLink, 'account-link', 'sent'),
    ])
    .execute();
  await db
    .insertInto('email_attempts')
    .values([
      { id: 'att-1', outbox_id: ids.outboxSent, created_at: T(5), ok: true, detail: '250 OK' },
      { id: 'att-2', outbox_id: ids.outboxLink, created_at: T(5), ok: true, detail: '250 OK' },
    ])
    .execute();
  await db
    .insertInto('newsletter_subscribers')
    .values({
      id: 'sub-1',
      email: 'reader@example.org',
      consent_text: 'Yes please',
      source: 'footer',
      created_at: T(6),
      confirmed_at: T(7),
    })
    .execute();
  await setSetting(db, 'form_token_secret', 'live-form-secret');
  await setSetting(db, 'enquiry_webhook_secret', 'whsec_live');
  await setSetting(db, 'enquiry_webhook', JSON.stringify({ enabled: true, url: 'https://hooks.slack.com/services/T/B/secret' }));
  await setSetting(db, 'newsletter_unsubscribe_secret', 'carried-unsubscribe-key');
  await setSetting(db, 'business_name', 'Northmill Fixture Ltd');
}
