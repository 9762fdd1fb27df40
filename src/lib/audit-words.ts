// Plain-English names for the fields and values the audit log records, so a
// sentence reads 'the enquiry inbox', not 'enquiryInbox'.
import { STATUS_LABELS, type EnquiryStatus } from './admin/enquiries.ts';
import { OPTION_CATEGORY_LABELS, type OptionCategory } from './options.ts';
import { ukDatesIn } from './uk-time.ts';

export const FIELD_NAMES: Record<string, string> = {
  businessName: 'the business name',
  businessPhone: 'the phone number',
  businessEmail: 'the public e-mail address',
  businessAddress: 'the postal address',
  businessType: 'the business type',
  companyNumber: 'the company number',
  vatNumber: 'the VAT number',
  registeredOffice: 'the registered office',
  bookingUrl: 'the booking link',
  enquiryInbox: 'the enquiry inbox',
  retentionMonths: 'how many months enquiries are kept',
  auditRetentionMonths: 'how many months the audit log is kept',
  metaTitle: 'the meta title',
  metaDescription: 'the meta description',
  status: 'the status',
  isSpam: 'the spam flag',
  name: 'the name',
  value: 'the stored value',
  category: 'the category',
  displayOrder: 'the position',
  active: 'whether it is offered',
  bullets: 'what is included',
  calculatorBuildCost: 'the savings calculator build cost',
  enquiryBuildCost: 'the enquiry form build cost',
};

/** 'media_item.upload' → 'media item upload': a readable fallback for names this file does not know. */
export const humanise = (code: string) =>
  code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();

export const fieldName = (field: string) => FIELD_NAMES[field] ?? `the ${humanise(field)}`;

const MAX = 48;

/** A recorded value, quoted and shortened; labels for statuses and categories. */
export function valueText(field: string, v: unknown): string {
  // A build cost saved empty follows the Launch Build offer (server/page-content/build-costs.ts).
  if (field.endsWith('BuildCost')) return v == null ? 'following the Launch Build' : `‘£${Number(v).toLocaleString('en-GB')}’`;
  if (v === null || v === undefined || v === '') return 'nothing';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (field === 'status' && typeof v === 'string' && v in STATUS_LABELS) return STATUS_LABELS[v as EnquiryStatus];
  if (field === 'category' && typeof v === 'string' && v in OPTION_CATEGORY_LABELS)
    return OPTION_CATEGORY_LABELS[v as OptionCategory];
  // A timestamp reads as a UK date ('25 Nov 2026, 22:38'), never as ISO.
  const s = typeof v === 'string' ? ukDatesIn(v) : JSON.stringify(v);
  return `‘${s.length > MAX ? `${s.slice(0, MAX - 1)}…` : s}’`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 'a', 'a and b', 'a, b and c'. */
export function listText(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
