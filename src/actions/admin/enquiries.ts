import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import * as repo from '../../lib/server/repositories/enquiries.ts';
import { listForSubmission, requeue } from '../../lib/server/repositories/outbox.ts';
import { nowIso } from '../../lib/server/db/values.ts';
import { kickMailWorker } from '../../lib/server/jobs.ts';
import { getRuntime } from '../../lib/server/runtime.ts';

const id = z.string().min(1).max(64);
export const filterSchema = z.object({
  q: z.string().trim().max(200).default(''),
  projectType: z.string().max(60).default(''),
  budget: z.string().max(60).default(''),
  status: z.enum(['', ...repo.ENQUIRY_STATUSES]).default(''),
  spam: z.enum(['hide', 'only', 'include']).default('hide'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const search = staffAction({
  input: filterSchema,
  errorMessage: 'Error loading contact submissions',
  handler: async (f, { db }) => repo.searchEnquiries(db, f, f.page, 25),
});

export const get = staffAction({
  input: z.object({ id }),
  errorMessage: 'Error loading contact submissions',
  handler: async ({ id }, { db }) => {
    const enquiry = await repo.getEnquiry(db, id);
    if (!enquiry) throw new ActionError({ code: 'NOT_FOUND', message: 'That enquiry no longer exists.' });
    if (!enquiry.readAt) await repo.updateEnquiry(db, id, { readAt: nowIso() });
    const attachment = await repo.getAttachmentMeta(db, id);
    const emails = await listForSubmission(db, id);
    return { enquiry, attachment: attachment ?? null, emails, mailConfigured: Boolean(getRuntime().config.SMTP_URL) };
  },
});

export const update = staffAction({
  input: z.object({
    id,
    status: z.enum(repo.ENQUIRY_STATUSES).optional(),
    notes: z.string().max(20_000, 'Notes must be 20,000 characters or fewer.').optional(),
    isSpam: z.boolean().optional(),
  }),
  errorMessage: 'Error updating enquiry',
  handler: async ({ id, ...values }, { db, audit }) => {
    if (!(await repo.updateEnquiry(db, id, values))) throw new ActionError({ code: 'NOT_FOUND', message: 'That enquiry no longer exists.' });
    await audit('enquiry.update', 'contact_submission', id, { fields: Object.keys(values) });
    return { ok: true };
  },
});

export const remove = staffAction({
  input: z.object({ id }),
  errorMessage: 'Error deleting enquiry',
  handler: async ({ id }, { db, audit }) => {
    if (!(await repo.deleteEnquiry(db, id))) throw new ActionError({ code: 'NOT_FOUND', message: 'That enquiry no longer exists.' });
    await audit('enquiry.delete', 'contact_submission', id);
    return { ok: true };
  },
});

export const resendEmail = staffAction({
  input: z.object({ outboxId: id }),
  errorMessage: 'Error queueing the e-mail again',
  handler: async ({ outboxId }, { db, audit }) => {
    if (!(await requeue(db, outboxId))) throw new ActionError({ code: 'CONFLICT', message: 'That e-mail is being sent right now; try again in a moment.' });
    await audit('email.resend', 'email_outbox', outboxId);
    kickMailWorker();
    return { ok: true };
  },
});
