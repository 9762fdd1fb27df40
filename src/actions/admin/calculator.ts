import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import {
  addOption,
  deleteOption,
  getOption,
  listOptions,
  reorderOptions,
  updateOption,
} from '../../lib/server/repositories/calculator-options.ts';
import { auditor } from '../../lib/server/foundation/audit.ts';
import { optionActiveSchema, optionReorderSchema, optionUpdateSchema } from '../../lib/admin/calculator.ts';
import { OPTION_CATEGORIES } from '../../lib/options.ts';
import { changedFields } from '../../lib/audit-diff.ts';
import { versioned } from './versioned.ts';
import { withVersions } from '../../lib/server/repositories/record-versions.ts';
import { versionInput } from '../../lib/admin/versions.ts';

export const list = staffAction({
  action: 'admin.calculator.list',
  changes: 'none',
  input: z.object({}).optional(),
  errorMessage: 'Error loading calculator options',
  handler: async (_input, { db }) => withVersions(db, 'calculatorOption', await listOptions(db), (o) => o.id),
});

export const add = staffAction({
  action: 'admin.calculator.add',
  changes: ['calculator'],
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
  handler: async (o, { db, audit, changed }) => {
    const id = await addOption(db, { ...o, value: o.value || o.name });
    const created = { ...o, value: o.value || o.name };
    await audit('calculator_option.create', 'calculator_option', id, { changes: changedFields({}, created) });
    changed({ kind: 'calculator' });
    return { id };
  },
});

export const remove = staffAction({
  action: 'admin.calculator.remove',
  changes: ['calculator'],
  input: z.object({ id: z.string().min(1).max(64) }),
  errorMessage: 'Error deleting calculator option',
  handler: async ({ id }, { db, audit, changed }) => {
    const before = (await listOptions(db)).find((o) => o.id === id);
    if (!before || !(await deleteOption(db, id)))
      throw new ActionError({ code: 'NOT_FOUND', message: 'Error deleting calculator option: it no longer exists.' });
    const { id: _id, ...values } = before;
    await audit('calculator_option.delete', 'calculator_option', id, {
      changes: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { from: v, to: null }])),
    });
    changed({ kind: 'calculator' });
    return { ok: true };
  },
});

const gone = () => new ActionError({ code: 'NOT_FOUND', message: 'That calculator option no longer exists.' });

const storedOption = (id: string) => async (db: Parameters<typeof getOption>[0]) => {
  const o = await getOption(db, id);
  return o ? { category: o.category, name: o.name, value: o.value, active: o.active } : {};
};

export const update = staffAction({
  action: 'admin.calculator.update',
  changes: ['calculator'],
  input: optionUpdateSchema.extend(versionInput),
  errorMessage: 'Error saving the calculator option',
  handler: async ({ id, version, overwrite, ...o }, staff) => {
    const target = { kind: 'calculatorOption', key: id, what: 'option', version, overwrite, stored: storedOption(id) } as const;
    const saved = await versioned(staff, target, async ({ db, audit, changed }) => {
      const before = await getOption(db, id);
      const values = { ...o, value: o.value || o.name };
      if (!before || !(await updateOption(db, id, values))) throw gone();
      await audit('calculator_option.update', 'calculator_option', id, {
        name: values.name,
        changes: changedFields({ ...before }, values),
      });
      changed({ kind: 'calculator' });
      return { ...before, ...values };
    });
    return { ...saved.value, version: saved.version };
  },
});

// Kept but not offered: the public calculator and enquiry form skip inactive options.
export const setActive = staffAction({
  action: 'admin.calculator.setActive',
  changes: ['calculator'],
  input: optionActiveSchema.extend(versionInput),
  errorMessage: 'Error saving the calculator option',
  handler: async ({ id, active, version, overwrite }, staff) => {
    const target = { kind: 'calculatorOption', key: id, what: 'option', version, overwrite, stored: storedOption(id) } as const;
    const saved = await versioned(staff, target, async ({ db, audit, changed }) => {
      const before = await getOption(db, id);
      if (!before || !(await updateOption(db, id, { active }))) throw gone();
      if (before.active !== active)
        await audit(active ? 'calculator_option.reactivate' : 'calculator_option.deactivate', 'calculator_option', id, {
          name: before.name,
        });
      changed({ kind: 'calculator' });
    });
    return { ok: true, version: saved.version };
  },
});

export const reorder = staffAction({
  action: 'admin.calculator.reorder',
  changes: ['calculator'],
  input: optionReorderSchema,
  errorMessage: 'Error saving the new order',
  handler: async ({ category, ids }, { db, user, changed }) => {
    const count = await db.transaction().execute(async (trx) => {
      const n = await reorderOptions(trx, category, ids);
      await auditor(trx, user)('calculator_option.reorder', 'calculator_option', null, { category, ids });
      return n;
    });
    changed({ kind: 'calculator' });
    return { count };
  },
});
