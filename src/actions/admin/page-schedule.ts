// Scheduled page changes (admin.pageSchedule.*): publish a page's draft at a UK time, or cancel.
import { ActionError } from 'astro:actions';
import { staffAction, type StaffContext } from './staff-action.ts';
import { fieldError, fieldErrorsAt } from '../../lib/server/field-error.ts';
import { cancelPageSchedule, schedulePagePublish } from '../../lib/server/page-content/page-schedule.ts';
import { contentScheduleInput, contentSlugInput } from '../../lib/admin/content.ts';
import { fromUkInput } from '../../lib/uk-time.ts';

const actor = (staff: StaffContext) => ({ id: staff.user.id, email: staff.user.email, role: staff.user.role });
/** The owner-only fields the draft changes, each at its path (as the editor's save shows them). */
const ownerOnly = (errors: { path: string; message: string }[]) =>
  fieldErrorsAt(
    errors.map((e) => ({ path: `doc.${e.path}`, message: e.message })),
    'FORBIDDEN',
  );

export const set = staffAction({
  action: 'admin.pageSchedule.set',
  changes: 'none',
  input: contentScheduleInput,
  errorMessage: 'Error scheduling the page',
  handler: async ({ slug, publishAt }, staff) => {
    const at = fromUkInput(publishAt);
    if (!at) throw fieldError('publishAt', 'That time does not exist in the UK: the clocks go forward then. Pick another.');
    const result = await schedulePagePublish(staff.db, slug, at, actor(staff));
    if (result.ok) return { publishAt: result.value.publishAt };
    if (result.reason === 'forbidden') throw ownerOnly(result.errors);
    if (result.reason === 'too-soon') throw fieldError('publishAt', 'Pick a time at least a minute from now, or publish now.');
    if (result.reason === 'too-late') throw fieldError('publishAt', 'Pick a time within the next year.');
    if (result.reason === 'no-draft')
      throw new ActionError({ code: 'CONFLICT', message: 'There are no unpublished changes to schedule.' });
    throw new ActionError({ code: 'NOT_FOUND', message: 'That page no longer exists.' });
  },
});

export const cancel = staffAction({
  action: 'admin.pageSchedule.cancel',
  changes: 'none',
  input: contentSlugInput,
  errorMessage: 'Error cancelling the schedule',
  handler: async ({ slug }, staff) => {
    const cancelled = await cancelPageSchedule(staff.db, slug, actor(staff));
    if (typeof cancelled === 'object') throw ownerOnly(cancelled.errors);
    if (!cancelled)
      throw new ActionError({ code: 'CONFLICT', message: 'Nothing is scheduled for this page: it may have gone live already.' });
    return { cancelled: true };
  },
});
