import type { MailFormValues } from './mail-settings.ts';

const FIELDS = ['host', 'port', 'security', 'user', 'fromName', 'fromAddress', 'replyTo'] as const;

/** What the owner typed into the mail server form, read again from the posted body (never the password). */
export async function typedMailValues(request: Request): Promise<MailFormValues | undefined> {
  try {
    const form = await request.clone().formData();
    return Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')]));
  } catch {
    return undefined; // the body was already read: the form shows the saved values instead
  }
}
