// How much request body each kind of request may carry, and for how long the
// server waits for it. The Node server in front of Astro enforces these on the
// raw byte stream (body-guard.ts), so an oversized body is refused
// while it arrives, whatever its content type or framing (chunked or not).
const KiB = 1024;
const MiB = 1024 * KiB;

export const BODY_LIMITS = {
  /** An enquiry with one 10 MB attachment and its text fields, or one 10 MB library picture (multipart only); mirrors security.actionBodySizeLimit. */
  attachment: 10 * MiB + 256 * KiB,
  /** A WordPress or Ghost export the owner uploads to /admin/import/upload (streamed to disk, import/upload-file.ts). */
  import: 100 * MiB + 64 * KiB,
  /** Staff actions: the largest is a 200,000-character article sent as JSON. */
  staff: 2 * MiB,
  /** Every other action: sign-in, newsletter, an enquiry without a file (10,000-character fields, URL-encoded). */
  form: 256 * KiB,
  /** GET, HEAD, OPTIONS, DELETE, and a POST that calls no action outside FORM_POST_PAGES and STAFF_POST_PAGES: none at all. */
  none: 0,
} as const;

export type BodyClass = keyof typeof BODY_LIMITS;

/** Time allowed from the request's headers to the last byte of its body. */
export const BODY_READ_DEADLINE_MS = {
  /** 10.25 MB in 60 s needs about 1.4 Mbit/s upstream: a slow mobile link still makes it. */
  attachment: 60_000,
  /** 100 MB in 15 minutes needs about 1 Mbit/s upstream. */
  import: 15 * 60_000,
  other: 10_000,
} as const;

/** Pages that read a plain form post themselves (not through an action): the newsletter confirmation and unsubscribe buttons (and RFC 8058 one-click POSTs). */
const FORM_POST_PAGES = new Set(['/newsletter/confirm', '/newsletter/unsubscribe']);

/** Staff pages that read a post themselves: the live previews of a page document and of a blog post's unsaved fields. */
const STAFF_POST_PAGES = /^\/admin\/(content\/[a-z0-9-]+\/preview|blog\/preview)$/;

/** A piece of an uploaded site archive (8 MB each, admin/backups.ts): the attachment limit and deadline. */
const ARCHIVE_UPLOAD_PAGE = '/admin/backups/upload';

/** An export to import (issue 40): one plain form post of up to 100 MB. */
const IMPORT_UPLOAD_PAGE = '/admin/import/upload';

/** Actions whose forms carry a file upload. */
const ATTACHMENT_ACTIONS = new Set(['enquiry.submit', 'admin.media.upload']);

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

/** The action a POST calls: /_actions/<name>, or a page URL with ?_action=<name> (forms without JS). */
function actionName(url: string): string {
  const q = url.indexOf('?');
  const pathname = pathOf(url);
  if (pathname.startsWith('/_actions/')) return pathname.slice('/_actions/'.length);
  return q < 0 ? '' : (new URLSearchParams(url.slice(q + 1)).get('_action') ?? '');
}

export function bodyClassFor(method: string | undefined, url: string | undefined, contentType: string | undefined): BodyClass {
  if (method !== 'POST') return 'none';
  const action = actionName(url ?? '/');
  if (!action) {
    const path = pathOf(url ?? '/');
    if (path === ARCHIVE_UPLOAD_PAGE) return 'attachment';
    if (path === IMPORT_UPLOAD_PAGE) return 'import';
    return FORM_POST_PAGES.has(path) ? 'form' : STAFF_POST_PAGES.test(path) ? 'staff' : 'none';
  }
  // Only a multipart body can carry a file: JSON or URL-encoded gets the small limit.
  if (ATTACHMENT_ACTIONS.has(action) && /^\s*multipart\/form-data/i.test(contentType ?? '')) return 'attachment';
  if (action.startsWith('admin.')) return 'staff';
  return 'form';
}

export function bodyReadDeadlineFor(bodyClass: BodyClass): number {
  if (bodyClass === 'import') return BODY_READ_DEADLINE_MS.import;
  return bodyClass === 'attachment' ? BODY_READ_DEADLINE_MS.attachment : BODY_READ_DEADLINE_MS.other;
}
