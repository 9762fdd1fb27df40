import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import { getSettings, saveSettings } from '../../lib/server/repositories/settings.ts';
import { defaultSettings, getRuntime } from '../../lib/server/runtime.ts';

export const settingsSchema = z.object({
  businessName: z.string().trim().min(1, 'Enter the business name.').max(100),
  businessPhone: z.string().trim().min(5, 'Enter a phone number.').max(40).regex(/^[0-9+()\-.\s]+$/, 'Use digits, spaces and + ( ) - only.'),
  businessEmail: z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address.')),
  businessAddress: z.string().trim().min(5, 'Enter the postal address.').max(300),
  bookingUrl: z.string().trim().max(500).pipe(z.url('Enter the full booking link.')).refine((v) => v.startsWith('https://'), 'The booking link must start with https://'),
  enquiryInbox: z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address.')),
  retentionMonths: z.coerce.number().int('Use a whole number of months.').min(1, 'Keep enquiries at least 1 month.').max(120, 'At most 120 months.'),
});

export const get = staffAction({
  input: z.object({}).optional(),
  errorMessage: 'Error loading settings',
  handler: async (_input, { db }) => getSettings(db, defaultSettings(getRuntime().config)),
});

export const update = staffAction({
  input: settingsSchema,
  errorMessage: 'Error saving settings',
  handler: async (values, { db, audit, refreshPublicPages }) => {
    await saveSettings(db, values);
    await audit('settings.update', 'site_settings', null, { fields: Object.keys(values) });
    await refreshPublicPages();
    return values;
  },
});
