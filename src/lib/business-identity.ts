import { z } from 'zod';

// The legal identity a visitor can check on Companies House and HMRC's VAT
// checker (issue 26). Each is optional: an empty value means 'not set', and
// the site then claims nothing (no 'Registered in England and Wales' without
// a number to back it).

/** Spaces are ignored and letters upper-cased, so 'sc 123456' is stored as 'SC123456'. */
const compact = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/** 8 characters: 8 digits (England and Wales) or a 2-letter prefix and 6 digits (SC, NI, OC...). */
export const COMPANY_NUMBER = /^(?:\d{8}|[A-Z]{2}\d{6})$/;
/** GB and 9 digits, or 12 for a branch of a VAT group. */
export const VAT_NUMBER = /^GB(?:\d{9}|\d{12})$/;

export const companyNumberSchema = z
  .string()
  .max(20, 'A company number is 8 characters, like 01234567 or SC123456.')
  .transform(compact)
  .refine((v) => v === '' || COMPANY_NUMBER.test(v), 'A company number is 8 characters, like 01234567 or SC123456.');

export const vatNumberSchema = z
  .string()
  .max(30, 'A UK VAT number is GB and 9 digits, like GB123456789.')
  .transform(compact)
  .refine((v) => v === '' || VAT_NUMBER.test(v), 'A UK VAT number is GB and 9 digits (or 12), like GB123456789.');

export const registeredOfficeSchema = z.string().trim().max(300, 'Use 300 characters or fewer.');

/**
 * What kind of business runs the site (issue 38). UK law (the Companies Act 2006 and the trading
 * disclosure regulations of 2015) asks a limited company's or an LLP's website to show its
 * registered name, its company number, the part of the UK it is registered in and its registered
 * office; a sole trader or partnership need show none of these. '' until the owner says.
 */
export const BUSINESS_TYPES = [
  { value: '', label: 'Not chosen yet' },
  { value: 'company', label: 'Limited company or LLP' },
  { value: 'sole', label: 'Sole trader or partnership' },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]['value'];

export const businessTypeSchema = z.enum(BUSINESS_TYPES.map((t) => t.value) as [BusinessType, ...BusinessType[]], {
  error: 'Choose the kind of business.',
});

export const businessTypeLabel = (value: string) => BUSINESS_TYPES.find((t) => t.value === value)?.label ?? value;

/** A company's disclosures the site cannot show yet: the number and the registered office it needs. */
export function missingCompanyDetails(site: BusinessIdentity): string[] {
  return [!site.companyNumber && 'the company number', !site.registeredOffice && 'the registered office'].filter(
    (x): x is string => Boolean(x),
  );
}

/** The business-details form's identity fields: optional, so a caller without them leaves them as they are; '' clears one. */
export const identityFieldsShape = {
  businessType: businessTypeSchema.optional(),
  companyNumber: companyNumberSchema.optional(),
  vatNumber: vatNumberSchema.optional(),
  registeredOffice: registeredOfficeSchema.optional(),
};

export interface BusinessIdentity {
  businessType?: string | undefined;
  companyNumber?: string | undefined;
  vatNumber?: string | undefined;
  registeredOffice?: string | undefined;
}

/** Where a company is registered, read from its number's prefix (SC... Scotland, NI... Northern Ireland). */
export function jurisdictionOf(companyNumber: string): string {
  if (companyNumber.startsWith('S')) return 'Scotland';
  if (companyNumber.startsWith('N')) return 'Northern Ireland';
  return 'England and Wales';
}

/** The lines to show, in order; empty when nothing is set. */
export function identityLines(site: BusinessIdentity): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  if (site.companyNumber)
    lines.push({ label: `Registered in ${jurisdictionOf(site.companyNumber)}, company number`, value: site.companyNumber });
  if (site.vatNumber) lines.push({ label: 'VAT number', value: site.vatNumber });
  if (site.registeredOffice) lines.push({ label: 'Registered office:', value: site.registeredOffice });
  return lines;
}
