import type { ColumnType } from 'kysely';
import type { AnalyticsTables } from '../analytics/schema.ts';
import type { RowOf } from './row-shape.ts';
import type { offerFields } from '../../shapes/offer.ts';
import type { testimonialRecordFields } from '../../shapes/testimonial.ts';
import type { caseStudyRecordFields } from '../../shapes/case-study.ts';
import type { mediaRecordFields } from '../../shapes/media.ts';
import type { postRowFields } from '../../shapes/post.ts';

// Column types that differ by dialect are read loosely and normalised in
// ./values.ts: PostgreSQL returns Date/boolean/objects where SQLite returns
// ISO text, 0/1 and JSON text. Writes always use the portable form.
export type Timestamp = ColumnType<Date | string, string, string>;
export type NullableTimestamp = ColumnType<Date | string | null, string | null, string | null>;
export type Bool = ColumnType<boolean | number, boolean, boolean>;
export type Json = ColumnType<unknown, string, string>;
export type Blob = ColumnType<Uint8Array, Uint8Array, Uint8Array>;

export interface ContactSubmissionsTable {
  id: string;
  created_at: Timestamp;
  name: string;
  email: string;
  company: string;
  phone: string;
  project_type: string;
  project: string;
  saas_to_replace: Json;
  custom_saas: string;
  monthly_saas_costs: Json;
  budget: string;
  timeline: string;
  consent: Bool;
  status: string;
  notes: string;
  is_spam: Bool;
  spam_reason: string | null;
  /** Set when the enquiry arrived looking hurried (0002); shown with a badge, never hidden. */
  review_reason: string | null;
  read_at: NullableTimestamp;
  idempotency_key: string | null;
}

export interface AttachmentsTable {
  id: string;
  submission_id: string;
  filename: string;
  content_type: string;
  size: number;
  data: Blob;
  created_at: Timestamp;
}

/** Columns from `postRowFields` (src/lib/shapes/post.ts), with the post's dates. */
export interface BlogPostsTable extends RowOf<typeof postRowFields> {
  id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: NullableTimestamp;
  /** In the bin since (0010); NULL for a live post. */
  deleted_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface BlogSlugRedirectsTable {
  old_slug: string;
  post_id: string;
  created_at: Timestamp;
}

export interface PageMetaTable {
  id: string;
  page_name: string;
  page_path: string;
  meta_title: string;
  meta_description: string;
  updated_at: Timestamp;
  /** A staff-chosen media library image for og:image, over the generated one (0009). */
  share_image_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Generated Open Graph images, cached by content key (0009). */
export interface OgImagesTable {
  key: string;
  /** 'page:<path>' or 'post:<id>': the one image a source keeps. */
  source: string;
  data: Blob;
  created_at: Timestamp;
}

export interface CalculatorOptionsTable {
  id: string;
  category: string;
  option_name: string;
  option_value: string;
  display_order: number;
  active: Bool;
  created_at: Timestamp;
}

export interface StaffUsersTable {
  id: string;
  email: string;
  display_name: string;
  password_hash: string;
  role: string;
  created_at: Timestamp;
  last_login_at: NullableTimestamp;
  disabled: Bool;
  must_change_password: ColumnType<boolean | number, boolean | undefined, boolean>;
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  totp_last_step: ColumnType<number | string | null, number | null | undefined, number | null>;
}

/** A new e-mail address waiting for its confirmation link (migration 0016). */
export interface StaffEmailChangesTable {
  id: string;
  user_id: string;
  new_email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface AccountTokensTable {
  id: string;
  user_id: string;
  purpose: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface TrustedDevicesTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A two-factor set-up in progress, owned by one session or sign-in challenge (migration 0011). */
export interface TwoFactorSetupsTable {
  id: string;
  user_id: string;
  secret: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface RateLimitHitsTable {
  id: string;
  bucket: string;
  key: string;
  created_at: Timestamp;
}

export interface EmailOutboxTable {
  id: string;
  created_at: Timestamp;
  kind: string;
  submission_id: string | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachment_id: string | null;
  status: string;
  attempts: number;
  next_attempt_at: Timestamp;
  locked_until: NullableTimestamp;
  locked_by: string | null;
  last_error: string | null;
  sent_at: NullableTimestamp;
  /** Extra message headers as a JSON object (0017): List-Unsubscribe on newsletters. */
  headers: ColumnType<unknown, string | null | undefined, string | null>;
  /** A newsletter message sends this issue's frozen body (0017), so the row stores no copy. */
  newsletter_issue_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Staff 'Resend's of this message (0028): part of its Message-ID, so a deliberate resend is a new message. */
  resends: ColumnType<number, number | undefined, number>;
}

export interface EmailAttemptsTable {
  id: string;
  outbox_id: string;
  created_at: Timestamp;
  ok: Bool;
  detail: string;
}

export interface AuditLogTable {
  id: string;
  created_at: Timestamp;
  actor_id: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  detail: Json;
  /** Names an open window of repeated refusals from one client (0012); NULL otherwise and once it closes. */
  repeat_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** How many times this happened in the entry's window (1 for ordinary entries). */
  repeat_count: ColumnType<number, number | undefined, number>;
  /** When the latest of the repeats happened (NULL for ordinary entries). */
  last_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** The per-install secret client addresses are keyed with, one per UK day (0012). */
export interface ClientKeySecretsTable {
  period: string;
  secret: string;
  created_at: Timestamp;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  consent_text: string;
  source: string;
  created_at: Timestamp;
  /** Null until the address follows the confirmation link (double opt-in). */
  confirmed_at: NullableTimestamp;
  /** One-click unsubscribe (0017): kept so the address is never sent to again unless it signs up anew. */
  unsubscribed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The mail server refused the address permanently (a 5xx reply, 0017). */
  suppressed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  suppressed_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A newsletter issue (0017): composed, scheduled, then queued once to every confirmed subscriber. */
export interface NewsletterIssuesTable {
  id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  created_by: string;
  subject: string;
  body_html: string;
  post_id: string | null;
  cover_media_id: string | null;
  link_url: string | null;
  status: string;
  scheduled_at: NullableTimestamp;
  queue_locked_until: NullableTimestamp;
  queue_locked_by: string | null;
  queue_started_at: NullableTimestamp;
  queued_at: NullableTimestamp;
  rate_per_minute: number | null;
  rendered_html: string | null;
  rendered_text: string | null;
}

/** One row per issue and subscriber: the primary key is what stops a second send. */
export interface NewsletterDeliveriesTable {
  issue_id: string;
  subscriber_id: string;
  email: string;
  outbox_id: string;
  position: number;
  created_at: Timestamp;
}

/** 0007: 'published' without a consent date is allowed only when `illustrative` (the site labels it). */
/** Columns from `testimonialRecordFields` (src/lib/shapes/testimonial.ts). */
export interface TestimonialsTable extends RowOf<typeof testimonialRecordFields> {
  id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Columns from `caseStudyRecordFields` (src/lib/shapes/case-study.ts). */
export interface CaseStudiesTable extends RowOf<typeof caseStudyRecordFields> {
  id: string;
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A page's section documents (src/lib/page-content/page-document.ts), published and draft. */
export interface ContentPagesTable {
  slug: string;
  title: string;
  published_doc: Json;
  draft_doc: ColumnType<unknown, string | null, string | null>;
  published_at: Timestamp;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** A package or service, shown wherever a section references it by id; columns from `offerFields`. */
export interface OffersTable extends RowOf<typeof offerFields> {
  id: string;
  updated_at: Timestamp;
}

/** Published versions of pages and posts, kept so staff can compare and restore. */
export interface ContentRevisionsTable {
  id: string;
  entity_type: string;
  entity_key: string;
  title: string;
  data: Json;
  created_by: string | null;
  created_at: Timestamp;
  note: ColumnType<string, string | undefined, string>;
}

export interface Database extends AnalyticsTables {
  contact_submissions: ContactSubmissionsTable;
  attachments: AttachmentsTable;
  blog_posts: BlogPostsTable;
  blog_slug_redirects: BlogSlugRedirectsTable;
  page_meta: PageMetaTable;
  calculator_options: CalculatorOptionsTable;
  staff_users: StaffUsersTable;
  sessions: SessionsTable;
  rate_limit_hits: RateLimitHitsTable;
  email_outbox: EmailOutboxTable;
  email_attempts: EmailAttemptsTable;
  audit_log: AuditLogTable;
  client_key_secrets: ClientKeySecretsTable;
  site_settings: SiteSettingsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_issues: NewsletterIssuesTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  account_tokens: AccountTokensTable;
  staff_email_changes: StaffEmailChangesTable;
  recovery_codes: RecoveryCodesTable;
  trusted_devices: TrustedDevicesTable;
  two_factor_setups: TwoFactorSetupsTable;
  testimonials: TestimonialsTable;
  case_studies: CaseStudiesTable;
  content_pages: ContentPagesTable;
  offers: OffersTable;
  content_revisions: ContentRevisionsTable;
  media: MediaTable;
  media_originals: MediaOriginalsTable;
  media_variants: MediaVariantsTable;
  og_images: OgImagesTable;
  preview_links: PreviewLinksTable;
  page_schedules: PageSchedulesTable;
  record_versions: RecordVersionsTable;
  editor_presence: EditorPresenceTable;
  draft_authors: DraftAuthorsTable;
  backup_runs: BackupRunsTable;
  import_runs: ImportRunsTable;
  import_records: ImportRecordsTable;
  redirects: RedirectsTable;
}

/** A site archive being made or restored (0042): one instance works on each, under a lease. */
export interface BackupRunsTable {
  id: string;
  kind: string;
  daily_key: string | null;
  status: string;
  file: string | null;
  size: ColumnType<number | string | null, number | null | undefined, number | null>;
  step: ColumnType<string, string | undefined, string>;
  done_items: ColumnType<number, number | undefined, number>;
  total_items: ColumnType<number, number | undefined, number>;
  host: string;
  locked_by: string | null;
  locked_until: NullableTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  requested_by: string | null;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  error: string | null;
  detail: ColumnType<unknown, string | null | undefined, string | null>;
}

type Counter = ColumnType<number, number | undefined, number>;
type JsonText = ColumnType<unknown, string, string>;

/** 0038: one WordPress or Ghost file being imported, under a lease like a backup run. */
export interface ImportRunsTable {
  id: string;
  source: string;
  fingerprint: string;
  file_name: string;
  file_path: string | null;
  status: string;
  options: JsonText;
  done_items: Counter;
  total_items: Counter;
  created_posts: Counter;
  skipped_items: Counter;
  stored_pictures: Counter;
  failed_pictures: Counter;
  report: JsonText;
  locked_by: string | null;
  locked_until: NullableTimestamp;
  attempts: Counter;
  error: string | null;
  created_by: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  undone_at: NullableTimestamp;
}

/** 0038: what a run added (or found already there), per old item or stored picture. */
export interface ImportRecordsTable {
  id: string;
  run_id: string;
  fingerprint: string;
  source_id: string;
  kind: string;
  outcome: string;
  post_id: string | null;
  media_id: string | null;
  created_at: Timestamp;
}

/** 0038: an old address answering 301 with a new one (imported or added by the owner). */
export interface RedirectsTable {
  from_path: string;
  to_path: string;
  source: string;
  run_id: string | null;
  created_at: Timestamp;
}

/** Columns from `mediaRecordFields` (src/lib/shapes/media.ts). */
export interface MediaTable extends RowOf<typeof mediaRecordFields> {
  id: string;
  created_at: Timestamp;
}

export interface MediaOriginalsTable {
  media_id: string;
  data: Blob;
}

export interface MediaVariantsTable {
  id: string;
  media_id: string;
  format: string;
  width: number;
  height: number;
  size: number;
  data: Blob;
}

/** A shared preview link (only the token's SHA-256 is kept); entity 'page' (slug) or 'post' (id). */
export interface PreviewLinksTable {
  id: string;
  token_hash: string;
  entity_type: string;
  entity_key: string;
  created_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

/** A page draft to publish at `publish_at`; the row is deleted by the publish. */
export interface PageSchedulesTable {
  slug: string;
  publish_at: Timestamp;
  created_by: string | null;
  created_at: Timestamp;
  /** 0032: the scheduled document and the live document it was made from (null only before 0032). */
  doc: Json | null;
  base_doc: Json | null;
}

/** 0015: the version of every staff-edited record (a record without a row is at version 0). */
export interface RecordVersionsTable {
  id: string;
  kind: string;
  record_key: string;
  version: number;
  updated_by: string | null;
  updated_by_name: string;
  updated_at: Timestamp;
}

/** 0015: one row per open editor tab, kept alive by its heartbeat. */
export interface EditorPresenceTable {
  id: string;
  kind: string;
  record_key: string;
  staff_id: string;
  staff_name: string;
  expires_at: Timestamp;
}

/** 0015: who has changed a page's unpublished draft, named when it is published. */
export interface DraftAuthorsTable {
  id: string;
  kind: string;
  record_key: string;
  staff_id: string;
  staff_name: string;
  staff_email: string;
  first_at: Timestamp;
  last_at: Timestamp;
  saves: number;
  audit_id: string;
}
