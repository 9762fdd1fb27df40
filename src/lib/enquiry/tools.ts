// The 20 common SaaS tools of spec point 9 (plus 'other'), with the names
// people actually type for them, so free text maps to one canonical value.
export interface CommonTool {
  value: string;
  label: string;
  aliases: string[];
}

export const COMMON_SAAS_TOOLS: CommonTool[] = [
  { value: 'salesforce', label: 'Salesforce', aliases: ['sfdc', 'sales force', 'salesforce crm'] },
  { value: 'hubspot', label: 'HubSpot', aliases: ['hub spot', 'hubspot crm'] },
  { value: 'asana', label: 'Asana', aliases: [] },
  { value: 'monday', label: 'Monday.com', aliases: ['monday.com', 'monday com'] },
  { value: 'trello', label: 'Trello', aliases: [] },
  { value: 'jira', label: 'Jira', aliases: ['atlassian jira', 'jira software'] },
  { value: 'notion', label: 'Notion', aliases: [] },
  { value: 'slack', label: 'Slack', aliases: [] },
  { value: 'teams', label: 'Microsoft Teams', aliases: ['microsoft teams', 'ms teams', 'msteams'] },
  { value: 'zoom', label: 'Zoom', aliases: ['zoom meetings'] },
  { value: 'shopify', label: 'Shopify', aliases: ['shopify plus'] },
  { value: 'quickbooks', label: 'QuickBooks', aliases: ['quick books', 'qbo', 'quickbooks online'] },
  { value: 'mailchimp', label: 'Mailchimp', aliases: ['mail chimp'] },
  { value: 'zendesk', label: 'Zendesk', aliases: ['zen desk'] },
  { value: 'intercom', label: 'Intercom', aliases: [] },
  { value: 'freshworks', label: 'Freshworks', aliases: ['freshdesk', 'freshsales', 'freshservice'] },
  { value: 'airtable', label: 'Airtable', aliases: ['air table'] },
  { value: 'clickup', label: 'ClickUp', aliases: ['click up'] },
  { value: 'basecamp', label: 'Basecamp', aliases: ['base camp'] },
  { value: 'pipedrive', label: 'Pipedrive', aliases: ['pipe drive'] },
];

export const OTHER_TOOL = { value: 'other', label: 'Other' } as const;
export const KNOWN_TOOL_VALUES: string[] = [...COMMON_SAAS_TOOLS.map((t) => t.value), OTHER_TOOL.value];

const normalise = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const lookup = new Map<string, string>();
for (const t of COMMON_SAAS_TOOLS) {
  for (const name of [t.value, t.label, ...t.aliases]) lookup.set(normalise(name), t.value);
}

/** The canonical value for a typed name or alias (case-insensitive), if known. */
export function canonicalTool(text: string): string | undefined {
  return lookup.get(normalise(text));
}

export function toolLabel(value: string): string {
  if (value === OTHER_TOOL.value) return OTHER_TOOL.label;
  return COMMON_SAAS_TOOLS.find((t) => t.value === value)?.label ?? value;
}

/** Splits the free-text 'Add' field on commas into known tools and unknown names. */
export function splitToolText(text: string): { known: string[]; unknown: string[] } {
  const known: string[] = [];
  const unknown: string[] = [];
  for (const part of text.split(',')) {
    // Truncate before comparing, so one long name typed twice is one row.
    const name = part.trim().slice(0, 100).trim();
    if (!name) continue;
    const value = canonicalTool(name);
    if (value) {
      if (!known.includes(value)) known.push(value);
    } else if (!unknown.some((u) => u.toLowerCase() === name.toLowerCase())) {
      unknown.push(name);
    }
  }
  return { known, unknown };
}
