// The enquiry webhook's contract, shared by the settings form and the server.
import { z } from 'zod';

export const WEBHOOK_FORMATS = ['slack', 'teams', 'json'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormat, string> = {
  slack: 'Slack (incoming webhook)',
  teams: 'Microsoft Teams (Workflows webhook)',
  json: 'Generic JSON, signed with HMAC-SHA256',
};

/** What a notification may carry. Nothing else about the visitor ever leaves. */
export const WEBHOOK_FIELDS = ['name', 'company', 'projectType', 'budget', 'link'] as const;
export type WebhookField = (typeof WEBHOOK_FIELDS)[number];
export const WEBHOOK_FIELD_LABELS: Record<WebhookField, string> = {
  name: 'Name',
  company: 'Company',
  projectType: 'Project type',
  budget: 'Budget',
  link: 'Link to the enquiry in the admin area',
};

// Only the link's form is checked here (the browser runs this too). Where it
// leads is the server's question, with its address policy: a private or local
// address is refused when saving (server/webhook/settings.ts, webhookLinkProblem)
// and again on the address each delivery connects to (net/outbound-request.ts).
export const webhookUrl = z
  .string()
  .trim()
  .max(1000, 'Use a link under 1,000 characters.')
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Paste the full webhook link, starting with https://');

export const webhookSettingsSchema = z.object({
  enabled: z.boolean(),
  url: z.union([z.literal(''), webhookUrl]),
  format: z.enum(WEBHOOK_FORMATS),
  fields: z.array(z.enum(WEBHOOK_FIELDS)).max(WEBHOOK_FIELDS.length),
});
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  enabled: false,
  url: '',
  format: 'slack',
  fields: ['projectType', 'budget', 'link'],
};
