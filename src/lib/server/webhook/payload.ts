// The body of an enquiry notification in each chat's format, carrying only
// the fields the owner ticked.
import type { WebhookField, WebhookFormat } from '../../webhook/settings.ts';

export interface EnquirySummary {
  id: string;
  name: string;
  company: string;
  projectType: string;
  budget: string;
  adminUrl: string;
  flagged: boolean;
  test?: boolean;
}

function facts(e: EnquirySummary, fields: readonly WebhookField[]): [string, string][] {
  const out: [string, string][] = [];
  if (fields.includes('name')) out.push(['Name', e.name]);
  if (fields.includes('company') && e.company) out.push(['Company', e.company]);
  if (fields.includes('projectType')) out.push(['Project type', e.projectType]);
  if (fields.includes('budget')) out.push(['Budget', e.budget]);
  return out;
}

export function webhookBody(format: WebhookFormat, e: EnquirySummary, fields: readonly WebhookField[], business: string) {
  const title = `${e.test ? 'Test: ' : ''}New enquiry on the ${business} website${e.flagged ? ' (flagged for review)' : ''}`;
  const list = facts(e, fields);
  const link = fields.includes('link') ? e.adminUrl : null;
  if (format === 'slack') {
    const lines = [`*${title}*`, ...list.map(([k, v]) => `${k}: ${v}`), ...(link ? [`<${link}|Open it in the admin area>`] : [])];
    return { text: lines.join('\n') };
  }
  if (format === 'teams') {
    return {
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          content: {
            $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
            type: 'AdaptiveCard',
            version: '1.4',
            body: [
              { type: 'TextBlock', text: title, weight: 'Bolder', wrap: true },
              { type: 'FactSet', facts: list.map(([k, v]) => ({ title: k, value: v })) },
            ],
            actions: link ? [{ type: 'Action.OpenUrl', title: 'Open it in the admin area', url: link }] : [],
          },
        },
      ],
    };
  }
  const json: Record<string, unknown> = {
    event: e.test ? 'enquiry.test' : 'enquiry.created',
    enquiryId: e.id,
    flagged: e.flagged,
  };
  for (const f of fields) {
    if (f === 'link') json.adminUrl = e.adminUrl;
    else json[f] = e[f];
  }
  return json;
}
