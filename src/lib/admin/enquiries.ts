// The enquiries contract shared by the admin actions, the repository, the
// loaders and the Enquiries tab island: statuses, filters, page size, labels.
// Change a rule here and every side follows.
import { z } from 'zod';
import type { OptionSeed } from '../options.ts';

export const ENQUIRY_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

export const SPAM_FILTERS = ['hide', 'only', 'include'] as const;
export const SPAM_LABELS: Record<(typeof SPAM_FILTERS)[number], string> = {
  hide: 'Hide spam',
  only: 'Spam only',
  include: 'Include spam',
};

export const ENQUIRIES_PER_PAGE = 25;
export const ENQUIRY_ID_MAX = 64;
export const ENQUIRY_SEARCH_MAX = 200;
export const ENQUIRY_OPTION_MAX = 60;
export const ENQUIRY_NOTES_MAX = 20_000;

export const enquiryFilterSchema = z.object({
  q: z.string().trim().max(ENQUIRY_SEARCH_MAX).default(''),
  projectType: z.string().max(ENQUIRY_OPTION_MAX).default(''),
  budget: z.string().max(ENQUIRY_OPTION_MAX).default(''),
  status: z.enum(['', ...ENQUIRY_STATUSES]).default(''),
  spam: z.enum(SPAM_FILTERS).default('hide'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const enquiryIdSchema = z.string().min(1).max(ENQUIRY_ID_MAX);

export const enquiryUpdateSchema = z.object({
  id: enquiryIdSchema,
  status: z.enum(ENQUIRY_STATUSES).optional(),
  notes: z.string().max(ENQUIRY_NOTES_MAX, 'Notes must be 20,000 characters or fewer.').optional(),
  isSpam: z.boolean().optional(),
});

/** The list filters as they appear in the URL (page travels separately). */
export type EnquiryFilters = Omit<z.output<typeof enquiryFilterSchema>, 'page'>;

export const DEFAULT_FILTERS: EnquiryFilters = { q: '', projectType: '', budget: '', status: '', spam: 'hide' };

export interface EnquiryOptionLists {
  projectTypes: OptionSeed[];
  budgets: OptionSeed[];
  timelines: OptionSeed[];
}

const FILTER_KEYS = ['q', 'projectType', 'budget', 'status', 'spam', 'page'] as const;

/**
 * Reads the filters from a query string, on the server and in the island
 * alike. Each field is checked on its own so one bad value (a hand-edited
 * URL) falls back to its default instead of throwing the whole search away.
 */
export function parseEnquiryFilters(params: URLSearchParams): EnquiryFilters & { page: number } {
  const out: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const field = enquiryFilterSchema.shape[key];
    const raw = params.get(key) ?? undefined;
    const parsed = field.safeParse(raw === '' && key === 'page' ? undefined : raw);
    out[key] = parsed.success ? parsed.data : field.parse(undefined);
  }
  return out as EnquiryFilters & { page: number };
}

export const isFiltered = (f: EnquiryFilters) => Boolean(f.q || f.projectType || f.budget || f.status || f.spam !== 'hide');

/** Query string for the filters (defaults left out) plus the page when past the first. */
export function filterQuery(f: EnquiryFilters, page = 1): string {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.projectType) p.set('projectType', f.projectType);
  if (f.budget) p.set('budget', f.budget);
  if (f.status) p.set('status', f.status);
  if (f.spam !== 'hide') p.set('spam', f.spam);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** An option's display name; a retired or unknown value shows as itself. */
export const labelOf = (list: OptionSeed[], value: string) => (value ? (list.find((o) => o.value === value)?.name ?? value) : '');
