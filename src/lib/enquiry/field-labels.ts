// The enquiry form's fields as a visitor reads them on the form (without the required mark). The
// form's labels and the summary a refused submission opens with both use these, so the summary
// names the field a visitor can find (issue 38). Plain data: the island imports it without zod.
export const ENQUIRY_FIELD_LABELS = {
  name: 'Your name',
  email: 'Work e-mail',
  company: 'Company',
  phone: 'Phone',
  project_type: 'Project type',
  budget: 'Budget',
  timeline: 'Timeline',
  project: 'About your project',
  saas_to_replace: 'SaaS tools you would like to replace',
  custom_saas: 'Other tools',
  monthly_saas_costs: 'Monthly SaaS costs',
  attachment: 'Attachment',
  consent: 'the consent checkbox',
} as const;

export type EnquiryField = keyof typeof ENQUIRY_FIELD_LABELS;
