import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bool, newId, nowIso } from '../db/values.ts';
import type { CalculatorOption, OptionCategory } from '../../options.ts';
import { tagRender } from '../cache-tags/render-tags.ts';
import { tag } from '../cache-tags/tag-names.ts';

export async function listOptions(db: Kysely<Database>): Promise<CalculatorOption[]> {
  tagRender(tag.calculator);
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

export async function getOption(db: Kysely<Database>, id: string): Promise<CalculatorOption | undefined> {
  return (await listOptions(db)).find((o) => o.id === id);
}

export async function updateOption(
  db: Kysely<Database>,
  id: string,
  o: Partial<{ category: OptionCategory; name: string; value: string; active: boolean; displayOrder: number }>,
): Promise<boolean> {
  const res = await db
    .updateTable('calculator_options')
    .set({
      ...(o.category !== undefined ? { category: o.category } : {}),
      ...(o.name !== undefined ? { option_name: o.name } : {}),
      ...(o.value !== undefined ? { option_value: o.value } : {}),
      ...(o.active !== undefined ? { active: o.active } : {}),
      ...(o.displayOrder !== undefined ? { display_order: o.displayOrder } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Numbers a category's options 10, 20, 30… in the given order (gaps leave
 * room for a hand-typed order on the next add). Ids from another category are
 * ignored; options left out keep their place after the listed ones.
 */
export async function reorderOptions(db: Kysely<Database>, category: OptionCategory, ids: string[]): Promise<number> {
  const inCategory = (await listOptions(db)).filter((o) => o.category === category);
  const listed = ids.filter((id) => inCategory.some((o) => o.id === id));
  const rest = inCategory.filter((o) => !listed.includes(o.id)).map((o) => o.id);
  const order = [...new Set([...listed, ...rest])];
  for (const [i, id] of order.entries()) {
    await db
      .updateTable('calculator_options')
      .set({ display_order: (i + 1) * 10 })
      .where('id', '=', id)
      .execute();
  }
  return listed.length;
}
