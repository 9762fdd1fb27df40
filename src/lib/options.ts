// Default option lists of spec point 9. They seed `calculator_options`, where
// staff can change them; the public calculator and enquiry form read the table.

export const OPTION_CATEGORIES = ['saas_tools', 'budgets', 'timelines', 'project_types'] as const;
export type OptionCategory = (typeof OPTION_CATEGORIES)[number];

export const OPTION_CATEGORY_LABELS: Record<OptionCategory, string> = {
  saas_tools: 'SaaS tools',
  budgets: 'Budgets',
  timelines: 'Timelines',
  project_types: 'Project types',
};

export interface OptionSeed {
  name: string;
  value: string;
}

// 52 suggestions for the visitor calculator's tool-name field.
export const DEFAULT_SAAS_TOOL_SUGGESTIONS: string[] = [
  'Monday.com',
  'Asana',
  'Trello',
  'Jira',
  'ClickUp',
  'Basecamp',
  'Wrike',
  'Smartsheet',
  'Notion',
  'Confluence',
  'Airtable',
  'Salesforce',
  'HubSpot',
  'Pipedrive',
  'Zoho CRM',
  'Copper',
  'Slack',
  'Microsoft Teams',
  'Zoom',
  'Google Workspace',
  'Microsoft 365',
  'Dropbox',
  'Box',
  'DocuSign',
  'Xero',
  'QuickBooks',
  'Sage',
  'FreeAgent',
  'Mailchimp',
  'Klaviyo',
  'ActiveCampaign',
  'Constant Contact',
  'Zendesk',
  'Intercom',
  'Freshdesk',
  'Help Scout',
  'Shopify',
  'BigCommerce',
  'Squarespace',
  'Wix',
  'Webflow',
  'Calendly',
  'Typeform',
  'SurveyMonkey',
  'Hootsuite',
  'Canva',
  'Miro',
  'Loom',
  'Zapier',
  'BambooHR',
  'Deputy',
  'Freshworks',
];

export const DEFAULT_PROJECT_TYPES: OptionSeed[] = [
  { value: 'saas-product', name: 'SaaS product' },
  { value: 'internal-tool', name: 'Internal tool' },
  { value: 'app', name: 'Mobile or web app' },
  { value: 'website', name: 'Website' },
  { value: 'migration', name: 'Migration off SaaS' },
];

export const DEFAULT_BUDGETS: OptionSeed[] = [
  { value: 'under-5k', name: 'Under £5,000' },
  { value: '5k-15k', name: '£5,000 – £15,000' },
  { value: '15k-50k', name: '£15,000 – £50,000' },
  { value: '50k-plus', name: '£50,000+' },
  { value: 'not-sure', name: 'Not sure yet' },
];

export const DEFAULT_TIMELINES: OptionSeed[] = [
  { value: 'asap', name: 'As soon as possible' },
  { value: '1-month', name: 'Within 1 month' },
  { value: '3-months', name: 'Within 3 months' },
  { value: '6-months', name: 'Within 6 months' },
  { value: 'exploring', name: 'Just exploring' },
];

export interface CalculatorOption {
  id: string;
  category: OptionCategory;
  name: string;
  value: string;
  displayOrder: number;
  active: boolean;
}

/** Options of one category, in display order, as {value, name} pairs. */
export function optionsOf(options: CalculatorOption[], category: OptionCategory): OptionSeed[] {
  return options
    .filter((o) => o.category === category && o.active)
    .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name))
    .map((o) => ({ value: o.value, name: o.name }));
}
