import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { listOptions } from '../repositories/calculator-options.ts';
import { optionsOf } from '../../options.ts';
import type { EnquirySummary } from './payload.ts';

/**
 * The made-up enquiry a test notification announces. Its project type and
 * budget come from the lists the enquiry form offers today (staff edit them
 * under Calculator), so the test looks exactly like a real one.
 */
export async function sampleEnquiry(db: Kysely<Database>, adminUrl: string): Promise<EnquirySummary & { submissionId: null }> {
  const all = await listOptions(db);
  const types = optionsOf(all, 'project_types');
  const budgets = optionsOf(all, 'budgets');
  // A real band rather than the first ('Under …') when there is one.
  const budget = budgets[1] ?? budgets[0];
  return {
    id: 'test',
    submissionId: null,
    name: 'Alex Example',
    company: 'Example Trading Ltd',
    projectType: types[0]?.name ?? '',
    budget: budget?.name ?? '',
    adminUrl,
    flagged: false,
    test: true,
  };
}
