import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import * as repo from '../../lib/server/repositories/enquiries.ts';
import { listForSubmission, requeue } from '../../lib/server/repositories/outbox.ts';
import { nowIso } from '../../lib/server/db/values.ts';
import { kickMailWorker } from '../../lib/server/jobs.ts';
import { getRuntime } from '../../lib/server/runtime.ts';
import { ENQUIRIES_PER_PAGE, enquiryFilterSchema, enquiryIdSchema as id, enquiryUpdateSchema } from '../../lib/admin/enquiries.ts';

export const search = staffAction({
  input: enquiryFilterSchema,
  errorMessage: 'Error loading contact submissions',
  handler: async (f, { db }) => repo.searchEnquiries(db, f, f.page, ENQUIRIES_PER_PAGE),
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
  input: enquiryUpdateSchema,
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
