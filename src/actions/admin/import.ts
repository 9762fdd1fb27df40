import { ActionError } from 'astro:actions';
import { z } from 'zod';
import { staffAction } from './staff-action.ts';
import { getRuntime } from '../../lib/server/foundation/runtime.ts';
import { startImport } from '../../lib/server/import/start.ts';
import { undoImport } from '../../lib/server/import/undo.ts';
import { kickImportWorker } from '../../lib/server/import/worker.ts';

// Import from WordPress or Ghost (issue 40), owner only: plain forms on
// /admin/import; the permission table names the rules, staffAction checks them.

const box = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean());

export const start = staffAction({
  action: 'admin.siteImport.start',
  changes: 'none',
  accept: 'form',
  input: z.object({
    upload: z.string().regex(/^[0-9a-f-]{36}$/, 'Upload the file again.'),
    posts: box,
    pages: box,
    drafts: box,
    pictures: box,
  }),
  errorMessage: 'Error starting the import',
  handler: async ({ upload, ...options }, staff) => {
    const started = await startImport(staff.db, getRuntime().config.DATA_DIR, {
      uploadId: upload,
      options,
      createdBy: staff.user.id,
    });
    if (!started.ok) throw new ActionError({ code: 'BAD_REQUEST', message: started.message });
    await staff.audit('import.start', 'import_runs', started.runId, { ...options });
    kickImportWorker();
    return { runId: started.runId };
  },
});

// undoImport publishes the public change itself (the posts are gone from the blog).
export const undo = staffAction({
  action: 'admin.siteImport.undo',
  changes: 'none',
  accept: 'form',
  input: z.object({ run: z.string().min(1).max(64), confirm: box }),
  errorMessage: 'Error undoing the import',
  handler: async ({ run, confirm }, staff) => {
    if (!confirm) throw new ActionError({ code: 'BAD_REQUEST', message: 'Tick the box to confirm the undo.' });
    const outcome = await undoImport(staff.db, getRuntime().logger, run);
    if (!outcome.undone) throw new ActionError({ code: 'CONFLICT', message: outcome.why });
    await staff.audit('import.undo', 'import_runs', run, { posts: outcome.posts, pictures: outcome.pictures });
    return outcome;
  },
});
