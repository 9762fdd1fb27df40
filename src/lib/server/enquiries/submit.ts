import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import type { EnquiryInput } from '../../enquiry/schema.ts';
import { checkAttachment, sanitiseFilename } from '../../file-signature.ts';
import { findByIdempotencyKey, getEnquiry, insertAttachment, insertEnquiry } from '../repositories/enquiries.ts';
import { enqueueEmail } from '../repositories/outbox.ts';
import { enqueueWebhook } from '../webhook/enqueue.ts';
import { listOptions } from '../repositories/calculator-options.ts';
import { consume } from '../repositories/rate-limits.ts';
import type { SiteSettings } from '../repositories/settings.ts';
import { optionsOf } from '../../options.ts';
import { confirmationEmail, notificationEmail, type OptionLabels } from '../email/messages/enquiry.tsx';
import { getBuildCosts } from '../page-content/build-costs.ts';
import { formAgeMs } from './form-token.ts';

export const ENQUIRY_RATE_LIMIT = 5;
/** A form older than this is not accepted: the visitor is asked to send it again. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const EXPIRED_FORM_MESSAGE =
  'This page was open for more than 24 hours, so we have not sent your enquiry yet. Your details are still here: please press ‘Send message’ again.';
export const ENQUIRY_RATE_WINDOW_MS = 10 * 60 * 1000;

export interface SubmitMeta {
  idempotencyKey: string | null;
  formToken: string | null;
  honeypot: string;
  clientKey: string;
}

export interface SubmitDeps {
  settings: SiteSettings;
  formSecret: string;
  minFillMs: number;
  rateLimits: boolean;
  siteUrl: string;
}

export type SubmitResult =
  | { status: 'accepted'; id: string; duplicate: boolean; spam: boolean; review?: boolean }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'expired' }
  | { status: 'invalid'; field: string; message: string };

async function labels(db: Kysely<Database>): Promise<OptionLabels> {
  const all = await listOptions(db);
  const map = (c: 'project_types' | 'budgets' | 'timelines') => new Map(optionsOf(all, c).map((o) => [o.value, o.name]));
  return { projectTypes: map('project_types'), budgets: map('budgets'), timelines: map('timelines') };
}

/**
 * Stores an enquiry, its attachment and its e-mails in one transaction; the
 * caller acknowledges the visitor only after this resolves. Spam is stored
 * (flagged, no e-mail) so a false positive can be recovered by staff.
 */
export async function submitEnquiry(
  db: Kysely<Database>,
  input: EnquiryInput,
  meta: SubmitMeta,
  deps: SubmitDeps,
): Promise<SubmitResult> {
  const key = meta.idempotencyKey && /^[\w-]{16,64}$/.test(meta.idempotencyKey) ? meta.idempotencyKey : null;
  if (key) {
    const existing = await findByIdempotencyKey(db, key);
    if (existing) return { status: 'accepted', id: existing, duplicate: true, spam: false };
  }

  const optionLabels = await labels(db);
  if (!optionLabels.projectTypes.has(input.project_type))
    return { status: 'invalid', field: 'project_type', message: 'Please choose a project type from the list.' };
  if (input.budget && !optionLabels.budgets.has(input.budget))
    return { status: 'invalid', field: 'budget', message: 'Please choose a budget from the list.' };
  if (input.timeline && !optionLabels.timelines.has(input.timeline))
    return { status: 'invalid', field: 'timeline', message: 'Please choose a timeline from the list.' };

  if (deps.rateLimits) {
    const limit = await consume(db, 'enquiry', meta.clientKey, ENQUIRY_RATE_LIMIT, ENQUIRY_RATE_WINDOW_MS);
    if (!limit.allowed) return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  }

  const age = formAgeMs(deps.formSecret, meta.formToken);
  const honeypot = meta.honeypot.trim() !== '';
  // A genuine token past its lifetime is a stale page, not a bot: nothing is
  // stored and the visitor (values kept) is asked to send again.
  if (!honeypot && age !== null && age > FORM_TOKEN_MAX_AGE_MS) return { status: 'expired' };
  const spamReason = honeypot
    ? 'honeypot field filled'
    : age === null
      ? 'missing or invalid form token'
      : age < 0
        ? 'form token dated in the future'
        : null;
  // Too fast alone is what autofill and password managers do: keep it in the
  // inbox, flagged, and tell staff, rather than hide it as spam.
  const reviewReason = !spamReason && age !== null && age < deps.minFillMs ? `sent ${age} ms after the form was shown` : null;

  let attachment: { name: string; contentType: string; bytes: Buffer } | null = null;
  if (input.attachment) {
    const bytes = Buffer.from(await input.attachment.arrayBuffer());
    const check = checkAttachment(input.attachment.name, bytes);
    if (!check.ok) return { status: 'invalid', field: 'attachment', message: check.message };
    attachment = { name: sanitiseFilename(input.attachment.name), contentType: check.contentType, bytes };
  }

  const createdAt = nowIso();
  try {
    const id = await db.transaction().execute(async (trx) => {
      const id = await insertEnquiry(trx, {
        createdAt,
        name: input.name,
        email: input.email,
        company: input.company,
        phone: input.phone,
        projectType: input.project_type,
        project: input.project,
        saasToReplace: input.saas_to_replace,
        customSaas: input.custom_saas,
        monthlySaasCosts: input.monthly_saas_costs,
        budget: input.budget,
        timeline: input.timeline,
        consent: input.consent,
        isSpam: spamReason !== null,
        spamReason,
        reviewReason,
        idempotencyKey: key,
      });
      let attachmentId: string | null = null;
      if (attachment) {
        attachmentId = await insertAttachment(trx, {
          submissionId: id,
          filename: attachment.name,
          contentType: attachment.contentType,
          bytes: attachment.bytes,
          createdAt,
        });
      }
      if (!spamReason) {
        const enquiry = (await getEnquiry(trx, id))!;
        const adminUrl = new URL(`/admin?view=${id}`, deps.siteUrl).href;
        const { enquiryBuildCost } = await getBuildCosts(trx);
        const note = notificationEmail(
          enquiry,
          deps.settings,
          optionLabels,
          attachment?.name ?? null,
          adminUrl,
          enquiryBuildCost,
        );
        await enqueueEmail(
          trx,
          {
            kind: 'enquiry-notification',
            submissionId: id,
            to: deps.settings.enquiryInbox,
            replyTo: enquiry.email,
            subject: note.subject,
            text: note.text,
            html: note.html,
            attachmentId,
          },
          createdAt,
        );
        await enqueueWebhook(
          trx,
          {
            id,
            submissionId: id,
            name: enquiry.name,
            company: enquiry.company,
            projectType: optionLabels.projectTypes.get(enquiry.projectType) ?? enquiry.projectType,
            budget: optionLabels.budgets.get(enquiry.budget) ?? enquiry.budget,
            adminUrl,
            flagged: enquiry.reviewReason !== null,
          },
          deps.settings.businessName,
          undefined,
          createdAt,
        );
        const conf = confirmationEmail(enquiry, deps.settings);
        await enqueueEmail(
          trx,
          {
            kind: 'enquiry-confirmation',
            submissionId: id,
            to: enquiry.email,
            replyTo: deps.settings.businessEmail,
            subject: conf.subject,
            text: conf.text,
            html: conf.html,
            attachmentId: null,
          },
          createdAt,
        );
      }
      return id;
    });
    return { status: 'accepted', id, duplicate: false, spam: spamReason !== null, review: reviewReason !== null };
  } catch (err) {
    // Two copies of one submission raced: the first one won; this is it.
    if (key && isUniqueViolation(err)) {
      const existing = await findByIdempotencyKey(db, key);
      if (existing) return { status: 'accepted', id: existing, duplicate: true, spam: false };
    }
    throw err;
  }
}
