import { z } from 'zod';
import { ActionError } from 'astro:actions';
import { staffAction } from './staff-action.ts';
import { getRuntime } from '../../lib/server/runtime.ts';
import { sendTestMail } from '../../lib/server/email/test-mail.ts';

// Owner only: proves the mail server works, end to end, from the admin.
export const sendTest = staffAction({
  action: 'admin.mail.sendTest',
  changes: 'none',
  accept: 'form',
  input: z.object({}).optional(),
  errorMessage: 'Error sending the test e-mail',
  handler: async (_input, { db, user, audit }) => {
    const { config } = getRuntime();
    if (!config.SMTP_URL)
      throw new ActionError({
        code: 'BAD_REQUEST',
        message: 'No mail server is configured, so nothing can be sent. Set SMTP_URL and restart the site, then try again.',
      });
    const result = await sendTestMail(db, { to: user.email, name: user.displayName, siteUrl: config.SITE_URL });
    await audit('mail.test', 'email_outbox', null, { to: user.email, result: result.status });
    return result;
  },
});
