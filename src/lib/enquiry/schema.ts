import { z } from 'zod';

// Zod compiles fast parsers with `new Function` when it can; the page's
// Content-Security-Policy forbids eval, so the probe alone is a violation.
z.config({ jitless: true });
import { KNOWN_TOOL_VALUES } from './tools.ts';
import { checkAttachment } from '../file-signature.ts';
import { MONEY_MESSAGES, parseMoney } from '../money.ts';
import { ENQUIRY_FIELD_LABELS, type EnquiryField } from './field-labels.ts';

// One schema for the browser (before sending) and the server (the truth).
export const REQUIRED_MESSAGE = 'Please fill in all required fields and accept the consent checkbox.';
export const MAX_COST_ROWS = 50;

/** What each required field says when it is left empty: an error with another message means the field is filled in wrongly. */
export const MISSING_MESSAGES = {
  name: 'Please enter your name.',
  email: 'Please enter your e-mail address.',
  company: 'Please enter your company name.',
  project_type: 'Please choose a project type.',
  project: 'Please tell us about your project.',
  consent: 'Please accept the consent checkbox.',
} as const satisfies Partial<Record<EnquiryField, string>>;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max.toLocaleString('en-GB')} characters or fewer.`);
const required = (max: number, label: string, message: string) => text(max, label).min(1, message);

export const costRowSchema = z.object({
  tool: text(100, 'A tool name'),
  // The typed text (or a number), read exactly as the page's projections read it.
  cost: z
    .custom<string | number>(() => true)
    .transform((value: unknown, ctx) => {
      if (typeof value !== 'string' && typeof value !== 'number') {
        ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.format });
        return z.NEVER;
      }
      const money = parseMoney(value);
      if (money.ok) return money.pounds ?? 0;
      ctx.addIssue({ code: 'custom', message: money.message });
      return z.NEVER;
    }),
});

export const attachmentSchema = z
  .instanceof(File)
  .nullable()
  .superRefine(async (file, ctx) => {
    if (!file) return;
    const check = checkAttachment(file.name, new Uint8Array(await file.arrayBuffer()));
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
  });

export const enquirySchema = z.object({
  name: required(200, 'Your name', MISSING_MESSAGES.name),
  email: required(254, 'Your e-mail address', MISSING_MESSAGES.email).pipe(z.email('Please enter a valid e-mail address.')),
  company: required(200, 'Company', MISSING_MESSAGES.company),
  phone: text(40, 'Phone').regex(/^[0-9+()\-.\s]*$/, 'Use digits, spaces and + ( ) - only.'),
  // The label says required, so the form enforces it (a deliberate change from the spec).
  project_type: required(60, 'Project type', MISSING_MESSAGES.project_type),
  project: required(10_000, 'Project description', MISSING_MESSAGES.project),
  saas_to_replace: z
    .array(z.enum(KNOWN_TOOL_VALUES as [string, ...string[]], { error: 'Choose tools from the list.' }))
    .max(KNOWN_TOOL_VALUES.length),
  custom_saas: text(500, 'Other tools'),
  monthly_saas_costs: z.array(costRowSchema).max(MAX_COST_ROWS, `Add at most ${MAX_COST_ROWS} cost rows.`),
  budget: text(60, 'Budget'),
  timeline: text(60, 'Timeline'),
  consent: z.literal(true, { error: MISSING_MESSAGES.consent }),
  attachment: attachmentSchema,
});

export type EnquiryInput = z.output<typeof enquirySchema>;

/** The form's fields as posted (multipart or urlencoded), before validation. */
export function formDataToRaw(fd: FormData) {
  const str = (k: string) => {
    const v = fd.get(k);
    return typeof v === 'string' ? v : '';
  };
  const tools = fd.getAll('cost_tool').map((v) => (typeof v === 'string' ? v : ''));
  const amounts = fd.getAll('cost_amount').map((v) => (typeof v === 'string' ? v.trim() : ''));
  const costs: { tool: string; cost: string | number }[] = [];
  for (let i = 0; i < Math.max(tools.length, amounts.length); i++) {
    const tool = (tools[i] ?? '').trim();
    const amount = amounts[i] ?? '';
    if (!tool && !amount) continue;
    costs.push({ tool, cost: amount });
  }
  const file = fd.get('attachment');
  return {
    name: str('name'),
    email: str('email'),
    company: str('company'),
    phone: str('phone'),
    project_type: str('project_type'),
    project: str('project'),
    saas_to_replace: [...new Set(fd.getAll('saas_to_replace').filter((v): v is string => typeof v === 'string'))],
    custom_saas: str('custom_saas'),
    monthly_saas_costs: costs,
    budget: str('budget'),
    timeline: str('timeline'),
    consent: ['on', 'true', '1'].includes(str('consent')),
    attachment: file instanceof File && file.size > 0 ? file : null,
  };
}

export type RawEnquiry = ReturnType<typeof formDataToRaw>;

const listed = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The one-line summary for a refused submission (the toast with JavaScript, the banner without):
 * it names the fields that are wrong (issue 38), as the form labels them. Every required field
 * empty is the spec's own sentence, which is then exactly true. One field filled in wrongly
 * carries its message too, since a file input is emptied by the page that shows it.
 */
export function summaryMessage(errors: Record<string, string>): string {
  const isMissing = (f: string) => errors[f] !== undefined && errors[f] === (MISSING_MESSAGES as Record<string, string>)[f];
  const fields = Object.keys(errors).filter((f): f is EnquiryField => f in ENQUIRY_FIELD_LABELS);
  const missing = fields.filter((f) => f !== 'consent' && isMissing(f));
  const wrong = fields.filter((f) => f !== 'consent' && !missing.includes(f));
  const consent = Boolean(errors.consent);
  if (Object.keys(MISSING_MESSAGES).every(isMissing) && wrong.length === 0) return REQUIRED_MESSAGE;
  const label = (f: EnquiryField) => ENQUIRY_FIELD_LABELS[f];
  const clauses = [
    missing.length > 0 && `fill in ${listed(missing.map(label))}`,
    wrong.length > 0 && `correct ${listed(wrong.map(label))}`,
    consent && `accept ${ENQUIRY_FIELD_LABELS.consent}`,
  ].filter((c): c is string => Boolean(c));
  if (clauses.length === 0) return Object.values(errors)[0] ?? REQUIRED_MESSAGE; // a field the form does not show
  if (fields.length === 1 && wrong.length === 1) {
    const why = errors[wrong[0]!]!.replace(/^Please (\w)/, (_, c: string) => c.toLowerCase());
    return `Please correct ${label(wrong[0]!)}: ${why}`;
  }
  return `Please ${listed(clauses)}.`;
}

/**
 * The form's hidden fields: the idempotency key, the signed form token and
 * the honeypot. Never refused here (the server judges them), only carried,
 * so the action reads the multipart body once, through one schema.
 */
export const hiddenFieldsShape = {
  idempotency_key: z.string(),
  form_token: z.string(),
  website: z.string(),
};

export function formDataToSubmission(fd: FormData) {
  const str = (k: string) => {
    const v = fd.get(k);
    return typeof v === 'string' ? v : '';
  };
  return {
    ...formDataToRaw(fd),
    idempotency_key: str('idempotency_key'),
    form_token: str('form_token'),
    website: str('website'),
  };
}

/** What the enquiry action accepts: the visible fields plus the hidden ones. */
export const enquirySubmissionSchema = enquirySchema.extend(hiddenFieldsShape);

/** Field name -> first message, for showing errors beside fields. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}
