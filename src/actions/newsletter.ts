import { ActionError, defineAction } from 'astro:actions';
import { getRuntime } from '../lib/server/foundation/runtime.ts';
import { clientKey } from '../lib/server/foundation/client-key.ts';
import { NEWSLETTER_THANKS, newsletterInput, subscribeToNewsletter } from '../lib/server/newsletter/subscribe.ts';

// Used by the island (fetch with FormData) and by the plain HTML form
// (POST to /blog?_action=newsletter.subscribe, which re-renders /blog).
export const subscribe = defineAction({
  accept: 'form',
  input: newsletterInput,
  handler: async ({ email }, context) => {
    const { config, database, logger } = getRuntime();
    let result;
    try {
      result = await subscribeToNewsletter(database.db, email, {
        source: 'blog',
        clientKey: await clientKey(context.request, context.clientAddress),
        rateLimits: config.RATE_LIMITS === 'on',
        siteUrl: config.SITE_URL,
      });
    } catch (err) {
      logger.error({ err, reqId: context.locals.requestId }, 'newsletter sign-up could not be stored');
      throw new ActionError({
        code: 'SERVICE_UNAVAILABLE',
        message: 'We could not sign you up just now. Please try again in a few minutes.',
      });
    }
    if (result.status === 'rate-limited') {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      throw new ActionError({
        code: 'TOO_MANY_REQUESTS',
        message: `Too many sign-up attempts from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      });
    }
    logger.info(
      { reqId: context.locals.requestId, subscriberId: result.id, repeat: result.status === 'already-subscribed' },
      'newsletter sign-up',
    );
    // The same thanks either way: the form must not reveal who is subscribed.
    return { message: NEWSLETTER_THANKS };
  },
});
