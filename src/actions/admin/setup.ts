import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import { dismissChecklist as dismiss } from '../../lib/server/setup/checklist.ts';

/** The owner hides the setup checklist on the admin home for good (a plain form: no script needed). */
export const dismissChecklist = staffAction({
  action: 'admin.setup.dismissChecklist',
  changes: 'none',
  accept: 'form',
  input: z.object({}).optional(),
  errorMessage: 'Error hiding the setup checklist',
  handler: async (_input, { db, audit }) => {
    await dismiss(db);
    await audit('setup.checklist_dismiss', 'site_settings');
    return { ok: true };
  },
});
