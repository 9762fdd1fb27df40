/*
 * The site settings declared once, as the two forms that edit them: the business details (any
 * staff) and the owner's inbox, booking link and retention. The stored keys (server/repositories/
 * settings.ts), the record, the Content tab's fields and labels, the conflict's stored values and
 * the two actions' inputs derive from these objects.
 */
import { z } from 'zod';
import { identityFieldsShape } from '../business-identity.ts';
import { AUDIT_RETENTION_MIN_MONTHS } from '../admin/settings.ts';
import type { Stored } from './fields.ts';

/** Business details any staff member may keep up to date. */
export const settingsDetailFields = z.object({
  businessName: z.string().trim().min(1, 'Enter the business name.').max(100).meta({ title: 'Business name' }),
  businessPhone: z
    .string()
    .trim()
    .min(5, 'Enter a phone number.')
    .max(40)
    .regex(/^[0-9+()\-.\s]+$/, 'Use digits, spaces and + ( ) - only.')
    .meta({ title: 'Phone' }),
  businessEmail: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email('Enter a valid e-mail address.'))
    .meta({ title: 'Public e-mail address' }),
  businessAddress: z.string().trim().min(5, 'Enter the postal address.').max(300).meta({ title: 'Postal address' }),
  businessType: identityFieldsShape.businessType.meta({
    title: 'Business type',
    description:
      'A limited company or LLP must show its company number and registered office on its website; a sole trader need not.',
  }),
  companyNumber: identityFieldsShape.companyNumber.meta({
    title: 'Company number',
    description: 'Companies House number, 8 characters (01234567 or SC123456). Leave empty to show none.',
  }),
  vatNumber: identityFieldsShape.vatNumber.meta({
    title: 'VAT number',
    description: 'GB and 9 digits, e.g. GB123456789. Leave empty if not VAT-registered.',
  }),
  registeredOffice: identityFieldsShape.registeredOffice.meta({
    title: 'Registered office',
    description: 'As filed at Companies House, even if it is the postal address. Leave empty to show none.',
  }),
});

/**
 * Owner-only: where enquiries (and their attachments) are sent, the link on every page's 'Book a
 * call', and how long personal data and the audit log are kept.
 */
export const settingsSecurityFields = z.object({
  bookingUrl: z
    .string()
    .trim()
    .max(500)
    .pipe(z.url('Enter the full booking link.'))
    .refine((v) => v.startsWith('https://'), 'The booking link must start with https://')
    .meta({ title: 'Booking link', description: "Where 'Book a call' buttons go (opens in a new tab)." }),
  enquiryInbox: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email('Enter a valid e-mail address.'))
    .meta({ title: 'Enquiry inbox', description: 'Where new enquiry notifications are sent.' }),
  retentionMonths: z.coerce
    .number()
    .int('Use a whole number of months.')
    .min(1, 'Keep enquiries at least 1 month.')
    .max(120, 'At most 120 months.')
    .meta({ title: 'Keep enquiries for (months)', description: 'Older enquiries are deleted automatically each day.' }),
  auditRetentionMonths: z.coerce
    .number()
    .int('Use a whole number of months.')
    .min(AUDIT_RETENTION_MIN_MONTHS, `Keep the audit log at least ${AUDIT_RETENTION_MIN_MONTHS} months.`)
    .max(120, 'At most 120 months.')
    // Optional: a caller that predates the setting leaves it as it is.
    .optional()
    .meta({
      title: 'Keep the audit log for (months)',
      description: `Older entries are deleted automatically each day; at least ${AUDIT_RETENTION_MIN_MONTHS} months.`,
    }),
});

/** The two forms, versioned apart (record_versions 'settings', keys 'details' and 'security'). */
export const SETTINGS_FORMS = { details: settingsDetailFields, security: settingsSecurityFields } as const;
export type SettingsForm = keyof typeof SETTINGS_FORMS;

/** Every setting, as stored and read (over the configured defaults). */
export const siteSettingsFields = settingsDetailFields.extend(settingsSecurityFields.shape);
export type SiteSettings = Stored<typeof siteSettingsFields>;
