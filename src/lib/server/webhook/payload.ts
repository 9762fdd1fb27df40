// The body of an enquiry notification in each chat's format, carrying only
// the fields the owner ticked. Every value a visitor (or staff, for the
// business name) typed reaches the chat as text, never as markup: Slack gets
// its three control characters escaped, Teams gets the values in TextRuns,
// which Adaptive Cards never read as markdown.
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

/** One line: a value cannot start a line of its own (a Slack quote, a made-up "Budget:" line). */
const oneLine = (v: string) => v.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

/**
 * Slack's mrkdwn: &, < and > are its control characters (links `<url|text>`,
 * mentions `<@U…>`, `<!channel>`), and Slack's own rule is to send them as
 * &amp; &lt; &gt;, which it shows as the characters typed.
 */
export const slackText = (v: string) => oneLine(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A TextRun shows its text as typed (no markdown). `{{DATE(…)}}` and `{{TIME(…)}}`
 * are the one thing a card host still expands in it, so the braces are parted.
 */
const teamsText = (v: string) => oneLine(v).replace(/\{\{/g, '{\u200b{');

const run = (text: string, bold = false) => ({ type: 'TextRun', text: teamsText(text), ...(bold ? { weight: 'Bolder' } : {}) });

export function webhookBody(format: WebhookFormat, e: EnquirySummary, fields: readonly WebhookField[], business: string) {
  const title = `${e.test ? 'Test: ' : ''}New enquiry on the ${business} website${e.flagged ? ' (flagged for review)' : ''}`;
  const list = facts(e, fields);
  const link = fields.includes('link') ? e.adminUrl : null;
  if (format === 'slack') {
    const lines = [
      `*${slackText(title)}*`,
      ...list.map(([k, v]) => `${k}: ${slackText(v)}`),
      // Our own link to our admin area: the one piece of link syntax in the message.
      ...(link ? [`<${slackText(link)}|Open it in the admin area>`] : []),
    ];
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
            // RichTextBlock and TextRun arrived in 1.2; Teams renders up to 1.5.
            version: '1.4',
            body: [
              { type: 'RichTextBlock', inlines: [{ ...run(title, true), size: 'Medium' }] },
              ...list.map(([k, v]) => ({ type: 'RichTextBlock', spacing: 'Small', inlines: [run(`${k}: `, true), run(v)] })),
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
