import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import * as repo from '../../lib/server/repositories/enquiries.ts';
import { listForSubmission, requeue } from '../../lib/server/repositories/outbox.ts';
import { nowIso } from '../../lib/server/db/values.ts';
import { kickMailWorker } from '../../lib/server/email/mail-kick.ts';
import { getRuntime } from '../../lib/server/foundation/runtime.ts';
import { changedFields } from '../../lib/audit-diff.ts';
import { auditor } from '../../lib/server/foundation/audit.ts';
import { bulkDeleteEnquiries, bulkUpdateEnquiries, existingEnquiryIds } from '../../lib/server/repositories/enquiries-bulk.ts';
import { enquiryBulkDeleteSchema, enquiryBulkUpdateSchema } from '../../lib/admin/bulk.ts';
import {
  ENQUIRIES_PER_PAGE,
  enquiryFilterSchema,
  enquiryIdSchema as id,
  enquiryUpdateSchema,
} from '../../lib/admin/enquiries.ts';

export const search = staffAction({
  action: 'admin.enquiries.search',
  changes: 'none',
  input: enquiryFilterSchema,
  errorMessage: 'Error loading contact submissions',
  handler: async (f, { db }) => repo.searchEnquiries(db, f, f.page, ENQUIRIES_PER_PAGE),
});

export const get = staffAction({
  action: 'admin.enquiries.get',
  changes: 'none',
  input: z.object({ id }),
  errorMessage: 'Error loading contact submissions',
  handler: async ({ id }, { db, audit }) => {
    const enquiry = await repo.getEnquiry(db, id);
    if (!enquiry) throw new ActionError({ code: 'NOT_FOUND', message: 'That enquiry no longer exists.' });
    // Opening an enquiry shows a person's details: who looked is recorded.
    await audit('enquiry.view', 'contact_submission', id);
    if (!enquiry.readAt) await repo.updateEnquiry(db, id, { readAt: nowIso() });
    const attachment = await repo.getAttachmentMeta(db, id);
    const emails = await listForSubmission(db, id);
    return { enquiry, attachment: attachment ?? null, emails, mailConfigured: Boolean(getRuntime().config.SMTP_URL) };
  },
});

export const update = staffAction({
  action: 'admin.enquiries.update',
  changes: 'none',
  input: enquiryUpdateSchema,
  errorMessage: 'Error updating enquiry',
  handler: async ({ id, ...values }, { db, audit }) => {
    const before = await repo.getEnquiry(db, id);
    if (!before || !(await repo.updateEnquiry(db, id, values)))
      throw new ActionError({ code: 'NOT_FOUND', message: 'That enquiry no longer exists.' });
    // Status and spam flag old -> new; notes may be long and personal, so only that they changed.
    const { notes, ...flags } = values;
    const changes = changedFields({ status: before.status, isSpam: before.isSpam }, flags);
    await audit('enquiry.update', 'contact_submission', id, {
      changes,
      ...(notes !== undefined && notes !== before.notes ? { notesChanged: true } : {}),
    });
    return { ok: true };
  },
});

export const remove = staffAction({
  action: 'admin.enquiries.remove',
  changes: 'none',
  input: z.object({ id }),
  errorMessage: 'Error deleting enquiry',
  handler: async ({ id }, { db, audit }) => {
    if (!(await repo.deleteEnquiry(db, id)))
      throw new ActionError({ code: 'NOT_FOUND', message: 'That enquiry no longer exists.' });
    await audit('enquiry.delete', 'contact_submission', id);
    return { ok: true };
  },
});

export const resendEmail = staffAction({
  action: 'admin.enquiries.resendEmail',
  changes: 'none',
  input: z.object({ outboxId: id }),
  errorMessage: 'Error queueing the e-mail again',
  handler: async ({ outboxId }, { db, audit }) => {
    if (!(await requeue(db, outboxId)))
      throw new ActionError({ code: 'CONFLICT', message: 'That e-mail is being sent right now; try again in a moment.' });
    await audit('email.resend', 'email_outbox', outboxId);
    kickMailWorker();
    return { ok: true };
  },
});

// Bulk changes: one transaction, one audit entry naming every id.
export const bulkUpdate = staffAction({
  action: 'admin.enquiries.bulkUpdate',
  changes: 'none',
  input: enquiryBulkUpdateSchema,
  errorMessage: 'Error updating the selected enquiries',
  handler: async ({ ids, change }, { db, user }) =>
    db.transaction().execute(async (trx) => {
      const found = await existingEnquiryIds(trx, ids);
      await bulkUpdateEnquiries(trx, found, change);
      const { kind: _kind, ...set } = change;
      await auditor(trx, user)('enquiry.bulk_update', 'contact_submission', null, { count: found.length, ids: found, set });
      return { count: found.length };
    }),
});

export const bulkDelete = staffAction({
  action: 'admin.enquiries.bulkDelete',
  changes: 'none',
  input: enquiryBulkDeleteSchema,
  errorMessage: 'Error deleting the selected enquiries',
  handler: async ({ ids }, { db, user }) =>
    db.transaction().execute(async (trx) => {
      const count = await bulkDeleteEnquiries(trx, ids);
      await auditor(trx, user)('enquiry.bulk_delete', 'contact_submission', null, { count, ids });
      return { count };
    }),
});
