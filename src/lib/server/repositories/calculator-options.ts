import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bool, newId, nowIso } from '../db/values.ts';
import type { CalculatorOption, OptionCategory } from '../../options.ts';

export async function listOptions(db: Kysely<Database>): Promise<CalculatorOption[]> {
  const rows = await db
    .selectFrom('calculator_options')
    .selectAll()
    .orderBy('category')
    .orderBy('display_order')
    .orderBy('option_name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    category: r.category as OptionCategory,
    name: r.option_name,
    value: r.option_value,
    displayOrder: r.display_order,
    active: bool(r.active),
  }));
}

export interface NewOption {
  category: OptionCategory;
  name: string;
  value: string;
  displayOrder: number;
  active: boolean;
}

export async function addOption(db: Kysely<Database>, o: NewOption): Promise<string> {
  const id = newId();
  await db
    .insertInto('calculator_options')
    .values({
      id,
      category: o.category,
      option_name: o.name,
      option_value: o.value,
      display_order: o.displayOrder,
      active: o.active,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

export async function deleteOption(db: Kysely<Database>, id: string): Promise<boolean> {
  const res = await db.deleteFrom('calculator_options').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function countOptions(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('calculator_options')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
