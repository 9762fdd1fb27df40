import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

// Issue 38: the sample case study went live as a real project with one click, and the
// checklist ticked it. `sample` marks the example a fresh install starts with until someone
// changes its words; the public label, the admin badge and the checklist all read it through
// one rule (src/lib/testimonials-and-cases/illustrative.ts). On a site set up before this, the
// seeded example is a sample while its words are still the seed's.
// Frozen once released: add a new numbered file instead of editing.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('case_studies')
    .addColumn('sample', t.bool, (c) => c.notNull().defaultTo(false))
    .execute();
  await db
    .updateTable('case_studies')
    .set({ sample: true })
    .where('slug', '=', 'builders-merchant-month-end')
    .where('title', '=', 'Month-end in an afternoon for a Rochdale builders’ merchant')
    .where('client', '=', 'A family-run builders’ merchant, three branches')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('case_studies').dropColumn('sample').execute();
}
