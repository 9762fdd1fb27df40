// The calculator options contract: what staff may change after an option
// exists. The actions validate with these; the Calculator tab's fields read
// the same limits.
import { z } from 'zod';
import { OPTION_CATEGORIES } from '../options.ts';
import { BULK_IDS_MAX } from './bulk.ts';

export const OPTION_NAME_MAX = 100;
export const OPTION_VALUE_MAX = 100;
const optionId = z.string().min(1).max(64);

export const optionUpdateSchema = z.object({
  id: optionId,
  category: z.enum(OPTION_CATEGORIES),
  name: z.string().trim().min(1, 'Option name is required').max(OPTION_NAME_MAX, 'Keep the name under 100 characters.'),
  /** Stored with enquiries; blank keeps it equal to the name. */
  value: z.string().trim().max(OPTION_VALUE_MAX, 'Keep the value under 100 characters.'),
});

/** A category's options in their new order, first to last. */
export const optionReorderSchema = z.object({
  category: z.enum(OPTION_CATEGORIES),
  ids: z.array(optionId).min(1).max(BULK_IDS_MAX),
});

export const optionActiveSchema = z.object({ id: optionId, active: z.boolean() });
