import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { enquirySchema, formDataToRaw } from '../lib/enquiry/schema.ts';
import { getRuntime, defaultSettings } from '../lib/server/runtime.ts';
import { getSettings } from '../lib/server/repositories/settings.ts';
import { EXPIRED_FORM_MESSAGE, submitEnquiry } from '../lib/server/enquiries/submit.ts';
import { formSecret, issueFormToken } from '../lib/server/enquiries/form-token.ts';
import { clientKey } from '../lib/server/http/client-key.ts';
import { kickMailWorker } from '../lib/server/jobs.ts';

// PostgreSQL cannot store U+0000 and no form field legitimately holds one:
// without this check the insert failed and the visitor was told (503) to
// try again, which could never succeed.
const hasNul = (v: unknown): boolean =>
  typeof v === 'string'
    ? v.includes('\u0000')
    : Array.isArray(v)
      ? v.some(hasNul)
      : v !== null && typeof v === 'object' && !(v instanceof Blob) && Object.values(v).some(hasNul);

// Used by the island (fetch with FormData) and by the plain HTML form
// (multipart POST to /contact?_action=enquiry.submit) alike.
export const submit = defineAction({
  accept: 'form',
  input: z.instanceof(FormData).transform(formDataToRaw).pipe(enquirySchema),
  handler: async (input, context) => {
    const { config, database, logger } = getRuntime();
    const nulField = Object.entries(input).find(([, v]) => hasNul(v))?.[0];
    if (nulField) throw new ActionError({ code: 'BAD_REQUEST', message: `${nulField}: Please remove the invisible control character (NUL) from this field.` });
    const fd = await context.request.clone().formData().catch(() => null);
    const meta = {
      idempotencyKey: typeof fd?.get('idempotency_key') === 'string' ? String(fd.get('idempotency_key')) : null,
      formToken: typeof fd?.get('form_token') === 'string' ? String(fd.get('form_token')) : null,
      honeypot: typeof fd?.get('website') === 'string' ? String(fd.get('website')) : '',
      clientKey: clientKey(context.request, context.clientAddress),
    };
    let result;
    try {
      const db = database.db;
      result = await submitEnquiry(db, input, meta, {
        settings: await getSettings(db, defaultSettings(config)),
        formSecret: await formSecret(db),
        minFillMs: config.MIN_FILL_MS,
        rateLimits: config.RATE_LIMITS === 'on',
        siteUrl: config.SITE_URL,
      });
    } catch (err) {
      logger.error({ err, reqId: context.locals.requestId }, 'enquiry could not be stored');
      // Never thank a visitor for an enquiry that was not stored.
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: 'We could not save your enquiry just now.' });
    }
    if (result.status === 'rate-limited') {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      throw new ActionError({
        code: 'TOO_MANY_REQUESTS',
        message: `You have sent several enquiries in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`,
      });
    }
    if (result.status === 'expired') throw new ActionError({ code: 'CONFLICT', message: EXPIRED_FORM_MESSAGE });
    if (result.status === 'invalid') throw new ActionError({ code: 'BAD_REQUEST', message: `${result.field}: ${result.message}` });
    logger.info({ reqId: context.locals.requestId, enquiryId: result.id, duplicate: result.duplicate, spam: result.spam, review: result.review ?? false }, 'enquiry stored');
    if (!result.spam && !result.duplicate) kickMailWorker();
    return { id: result.id };
  },
});

// A fresh form token for a page left open past the token's lifetime (the
// island asks after a CONFLICT answer), so the visitor's values stay put.
// Anyone can already get one by loading /contact; this saves the reload.
export const formToken = defineAction({
  input: z.object({}),
  handler: async () => {
    const { database } = getRuntime();
    return { formToken: issueFormToken(await formSecret(database.db)) };
  },
});
