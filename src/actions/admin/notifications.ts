import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import { webhookSettingsSchema } from '../../lib/webhook/settings.ts';
import { fieldError } from '../../lib/server/foundation/field-error.ts';
import { getRuntime } from '../../lib/server/foundation/runtime.ts';
import { kickMailWorker } from '../../lib/server/email/mail-kick.ts';
import {
  getWebhookSettings,
  rotateWebhookSecret,
  saveWebhookSettings,
  webhookLinkProblem,
} from '../../lib/server/webhook/settings.ts';
import { enqueueWebhook } from '../../lib/server/webhook/enqueue.ts';
import { sampleEnquiry } from '../../lib/server/webhook/sample.ts';
import { getSettings } from '../../lib/server/repositories/settings.ts';
import { defaultSettings } from '../../lib/server/foundation/runtime.ts';

// The enquiry webhook (owner only): where a new enquiry is announced, and what it says.
export const save = staffAction({
  action: 'admin.notifications.save',
  changes: 'none',
  input: webhookSettingsSchema,
  errorMessage: 'Error saving the notification settings',
  handler: async (input, { db, audit }) => {
    if (input.enabled && !input.url) throw fieldError('url', 'Paste the webhook link, or switch notifications off.');
    // Where the link leads (this server, a private network): refused here in words, and again at each delivery.
    const problem = input.url ? await webhookLinkProblem(input.url, getRuntime().config.OUTBOUND_ALLOW_NETWORKS) : null;
    if (problem) throw fieldError('url', problem);
    await saveWebhookSettings(db, input);
    // The link itself is a secret (anyone holding it can post to the channel): not written to the audit log.
    await audit('notifications.update', 'site_settings', null, {
      enabled: input.enabled,
      format: input.format,
      fields: input.fields,
    });
    return getWebhookSettings(db);
  },
});

export const sendTest = staffAction({
  action: 'admin.notifications.sendTest',
  changes: 'none',
  input: z.object({}).optional(),
  errorMessage: 'Error sending the test notification',
  handler: async (_input, { db, audit }) => {
    const s = await getWebhookSettings(db);
    if (!s.url) throw fieldError('url', 'Save a webhook link first.');
    const { config } = getRuntime();
    // A link saved before the address policy (or a network closed since) is refused here too.
    const problem = await webhookLinkProblem(s.url, config.OUTBOUND_ALLOW_NETWORKS);
    if (problem) throw fieldError('url', problem);
    const site = await getSettings(db, defaultSettings(config));
    const sample = await sampleEnquiry(db, new URL('/admin', config.SITE_URL).href);
    const id = await enqueueWebhook(db, sample, site.businessName, s);
    await audit('notifications.test', 'site_settings', null, {});
    kickMailWorker();
    return { queued: id !== null };
  },
});

export const rotateSecret = staffAction({
  action: 'admin.notifications.rotateSecret',
  changes: 'none',
  input: z.object({}).optional(),
  errorMessage: 'Error making a new signing key',
  handler: async (_input, { db, audit }) => {
    const secret = await rotateWebhookSecret(db);
    await audit('notifications.rotate_secret', 'site_settings', null, {});
    return { secret };
  },
});
