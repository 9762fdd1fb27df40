import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { enquirySubmissionSchema, formDataToSubmission } from '../lib/enquiry/schema.ts';
import { getRuntime, defaultSettings } from '../lib/server/foundation/runtime.ts';
import { getSettings } from '../lib/server/repositories/settings.ts';
import { EXPIRED_FORM_MESSAGE, submitEnquiry } from '../lib/server/enquiries/submit.ts';
import { formSecret, issueFormToken } from '../lib/server/enquiries/form-token.ts';
import { clientKey } from '../lib/server/foundation/client-key.ts';
import { kickMailWorker } from '../lib/server/email/mail-kick.ts';
import { fieldError } from '../lib/server/foundation/field-error.ts';
import { fieldWithNul } from '../lib/nul.ts';

// Used by the island (fetch with FormData) and by the plain HTML form
// (multipart POST to /contact?_action=enquiry.submit) alike.
export const submit = defineAction({
  accept: 'form',
  input: z.instanceof(FormData).transform(formDataToSubmission).pipe(enquirySubmissionSchema),
  handler: async ({ idempotency_key, form_token, website, ...input }, context) => {
    const { config, database, logger } = getRuntime();
    const nulField = fieldWithNul(input);
    if (nulField) throw fieldError(nulField, 'Please remove the invisible control character (NUL) from this field.');
    // The hidden fields came through the schema: the body is read once.
    let result;
    try {
      const db = database.db;
      const meta = {
        idempotencyKey: idempotency_key || null,
        formToken: form_token || null,
        honeypot: website,
        // Keyed with a secret from the database: inside the try, so an outage is a 503, not a 500.
        clientKey: await clientKey(context.request, context.clientAddress),
      };
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
    if (result.status === 'invalid') throw fieldError(result.field, result.message);
    logger.info(
      {
        reqId: context.locals.requestId,
        enquiryId: result.id,
        duplicate: result.duplicate,
        spam: result.spam,
        review: result.review ?? false,
      },
      'enquiry stored',
    );
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
