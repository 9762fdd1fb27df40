import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import { addOption, deleteOption, listOptions } from '../../lib/server/repositories/calculator-options.ts';
import { OPTION_CATEGORIES } from '../../lib/options.ts';
import { changedFields } from '../../lib/audit-diff.ts';

export const list = staffAction({
  action: 'admin.calculator.list',
  input: z.object({}).optional(),
  errorMessage: 'Error loading calculator options',
  handler: async (_input, { db }) => listOptions(db),
});

export const add = staffAction({
  action: 'admin.calculator.add',
  input: z.object({
    category: z.enum(OPTION_CATEGORIES).default('saas_tools'),
    name: z.string().trim().min(1, 'Option name is required').max(100, 'Keep the name under 100 characters.'),
    value: z.string().trim().max(100).default(''),
    // Spec: parsed as an integer, anything else falls back to 0.
    displayOrder: z.union([z.string(), z.number()]).transform((v) => {
      const n = Number.parseInt(String(v), 10);
      return Number.isFinite(n) ? Math.max(-1_000_000, Math.min(1_000_000, n)) : 0;
    }),
    active: z.boolean().default(true),
  }),
  errorMessage: 'Error adding calculator option',
  handler: async (o, { db, audit, refreshPublicPages }) => {
    const id = await addOption(db, { ...o, value: o.value || o.name });
    const created = { ...o, value: o.value || o.name };
    await audit('calculator_option.create', 'calculator_option', id, { changes: changedFields({}, created) });
    await refreshPublicPages();
    return { id };
  },
});

export const remove = staffAction({
  action: 'admin.calculator.remove',
  input: z.object({ id: z.string().min(1).max(64) }),
  errorMessage: 'Error deleting calculator option',
  handler: async ({ id }, { db, audit, refreshPublicPages }) => {
    const before = (await listOptions(db)).find((o) => o.id === id);
    if (!before || !(await deleteOption(db, id)))
      throw new ActionError({ code: 'NOT_FOUND', message: 'Error deleting calculator option: it no longer exists.' });
    const { id: _id, ...values } = before;
    await audit('calculator_option.delete', 'calculator_option', id, {
      changes: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { from: v, to: null }])),
    });
    await refreshPublicPages();
    return { ok: true };
  },
});
