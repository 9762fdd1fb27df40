import { z } from 'zod';
import { ActionError } from 'astro:actions';
import { staffAction } from './staff-action.ts';
import { getRuntime } from '../../lib/server/foundation/runtime.ts';
import { sendTestMail } from '../../lib/server/email/test-mail.ts';
import {
  loadMailPassword,
  loadMailServer,
  mailSettingsInput,
  saveMailServer,
  StaleMailSettings,
} from '../../lib/server/email/mail-settings.ts';
import { settingsKey, SettingsKeyError } from '../../lib/server/email/settings-key.ts';
import { kickMailWorker } from '../../lib/server/email/mail-kick.ts';

// Owner only: the mail server the site sends through (issue 38). SMTP_URL, when
// set, wins: the form is then read-only and a save is refused.
export const saveSettings = staffAction({
  action: 'admin.mail.saveSettings',
  changes: 'none',
  accept: 'form',
  input: mailSettingsInput,
  errorMessage: 'Error saving the mail settings',
  handler: async (input, { db, audit }) => {
    const { config } = getRuntime();
    if (config.SMTP_URL)
      throw new ActionError({
        code: 'BAD_REQUEST',
        message:
          'This site’s mail server is set by SMTP_URL in its environment, which wins over the admin. Remove SMTP_URL and restart to set it here.',
      });
    try {
      const saved = await saveMailServer(db, await settingsKey(config), input);
      // The password is never written to the audit log.
      await audit('mail.settings', 'site_settings', null, {
        host: saved.host,
        port: saved.port,
        security: saved.security,
        from: saved.fromAddress,
        passwordChanged: Boolean(input.user && input.password),
      });
      kickMailWorker();
      return { saved: true as const, version: saved.version };
    } catch (err) {
      if (err instanceof StaleMailSettings)
        throw new ActionError({
          code: 'CONFLICT',
          message:
            'Someone saved the mail settings after you opened this page. Reload it to see theirs, then make your change again.',
        });
      throw err;
    }
  },
});

// Owner only: proves the mail server works, end to end, from the admin.
export const sendTest = staffAction({
  action: 'admin.mail.sendTest',
  changes: 'none',
  accept: 'form',
  input: z.object({}).optional(),
  errorMessage: 'Error sending the test e-mail',
  handler: async (_input, { db, user, audit }) => {
    const { config } = getRuntime();
    if (!config.SMTP_URL) {
      if (!(await loadMailServer(db)))
        throw new ActionError({
          code: 'BAD_REQUEST',
          message: 'No mail server is set up, so nothing can be sent. Fill in the mail server above and save it, then try again.',
        });
      // A password saved under another key (a new settings.key, or a database from another site) cannot be read.
      await loadMailPassword(db, await settingsKey(config)).catch((err: unknown) => {
        if (!(err instanceof SettingsKeyError)) throw err;
        throw new ActionError({
          code: 'BAD_REQUEST',
          message:
            'The saved mail password cannot be read with this site’s key (the key changed, or the database came from another site). Type the password again and save, then send the test.',
        });
      });
    }
    const result = await sendTestMail(db, { to: user.email, name: user.displayName, siteUrl: config.SITE_URL });
    await audit('mail.test', 'email_outbox', null, { to: user.email, result: result.status });
    return result;
  },
});
