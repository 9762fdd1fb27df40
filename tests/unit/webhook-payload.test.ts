// Issue 38, trap 5: a visitor's name of `Tom <https://evil.example|URGENT: pay invoice>`
// became a clickable link in the team's Slack channel. Every visitor field reaches
// each chat as text, never as markup.
import { describe, expect, it } from 'vitest';
import { slackText, webhookBody, type EnquirySummary } from '../../src/lib/server/webhook/payload.ts';
import { WEBHOOK_FIELDS } from '../../src/lib/webhook/settings.ts';

const HOSTILE = {
  name: 'Tom <https://evil.example|URGENT: pay invoice>',
  company: 'Acme & Sons <!channel> <@U024BE7LH>',
  projectType: 'App\n> Budget: £1,000,000',
  budget: '[Pay here](https://evil.example) **now** {{DATE(2017-02-14T06:00:00Z, SHORT)}}',
};

const enquiry: EnquirySummary = {
  id: 'e1',
  ...HOSTILE,
  adminUrl: 'https://www.northmill.example/admin?view=e1',
  flagged: false,
};

describe('Slack message', () => {
  const { text } = webhookBody('slack', enquiry, WEBHOOK_FIELDS, 'Northmill & Co') as { text: string };

  it('escapes &, < and > in every visitor field, so no link, mention or channel alert is made', () => {
    expect(text).toContain('Name: Tom &lt;https://evil.example|URGENT: pay invoice&gt;');
    expect(text).toContain('Company: Acme &amp; Sons &lt;!channel&gt; &lt;@U024BE7LH&gt;');
    expect(text).not.toContain('<https://evil');
    expect(text).not.toContain('<!channel>');
    expect(text).not.toContain('<@U');
    expect(text).toContain('New enquiry on the Northmill &amp; Co website');
  });

  it('keeps each value on its line: a visitor cannot add a quote or a line of their own', () => {
    expect(text.split('\n')).toEqual([
      '*New enquiry on the Northmill &amp; Co website*',
      'Name: Tom &lt;https://evil.example|URGENT: pay invoice&gt;',
      'Company: Acme &amp; Sons &lt;!channel&gt; &lt;@U024BE7LH&gt;',
      'Project type: App &gt; Budget: £1,000,000',
      `Budget: ${slackText(HOSTILE.budget)}`,
      '<https://www.northmill.example/admin?view=e1|Open it in the admin area>',
    ]);
  });
});

describe('Teams card', () => {
  const card = webhookBody('teams', enquiry, WEBHOOK_FIELDS, 'Northmill') as {
    attachments: {
      content: { body: { type: string; inlines?: { type: string; text: string }[] }[]; actions: { url: string }[] };
    }[];
  };
  const body = card.attachments[0]!.content.body;

  it('carries every visitor value only in TextRuns, which Adaptive Cards never read as markdown', () => {
    expect(body.every((b) => b.type === 'RichTextBlock')).toBe(true);
    const runs = body.flatMap((b) => b.inlines ?? []);
    expect(runs.every((r) => r.type === 'TextRun')).toBe(true);
    const texts = runs.map((r) => r.text);
    expect(texts).toContain('Tom <https://evil.example|URGENT: pay invoice>');
    expect(texts).toContain('Acme & Sons <!channel> <@U024BE7LH>');
    expect(texts).toContain('App > Budget: £1,000,000');
    // The card's date function is parted, so it shows as typed.
    expect(texts.find((t) => t.startsWith('[Pay here]'))).not.toContain('{{DATE');
    // No TextBlock or FactSet (markdown) holds anything a visitor typed.
    expect(JSON.stringify(card)).not.toMatch(/"TextBlock"|"FactSet"/);
    expect(card.attachments[0]!.content.actions).toEqual([
      { type: 'Action.OpenUrl', title: 'Open it in the admin area', url: enquiry.adminUrl },
    ]);
  });
});

describe('signed JSON', () => {
  it('carries the values as they were typed (the receiver formats them)', () => {
    const json = webhookBody('json', enquiry, ['name', 'budget'], 'Northmill') as Record<string, unknown>;
    expect(json.name).toBe(HOSTILE.name);
    expect(json.budget).toBe(HOSTILE.budget);
  });
});
