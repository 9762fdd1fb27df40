// Scheduled page changes (admin.pageSchedule.*): take the saved draft live at a UK time as a
// change of its own; reschedule it, move it back to the draft, or cancel it.
import { ActionError } from 'astro:actions';
import { staffAction, type StaffContext } from './staff-action.ts';
import { fieldError, fieldErrorsAt } from '../../lib/server/foundation/field-error.ts';
import {
  reschedulePage,
  schedulePagePublish,
  unschedulePage,
  type ScheduleResult,
} from '../../lib/server/page-content/page-schedule.ts';
import { contentScheduleInput, contentSlugInput } from '../../lib/admin/content.ts';
import { fromUkInput } from '../../lib/uk-time.ts';

const actor = (staff: StaffContext) => ({
  id: staff.user.id,
  email: staff.user.email,
  name: staff.user.displayName || staff.user.email,
  role: staff.user.role,
});

const GONE = 'Nothing is scheduled for this page: it may have gone live, or been cancelled, already.';

/** The value, or the refusal in the editor's words (owner-only fields at their paths). */
function answer(result: ScheduleResult) {
  if (result.ok) return { publishAt: result.value.publishAt };
  if (result.reason === 'forbidden')
    throw fieldErrorsAt(
      result.errors.map((e) => ({ path: `doc.${e.path}`, message: e.message })),
      'FORBIDDEN',
    );
  if (result.reason === 'too-soon') throw fieldError('publishAt', 'Pick a time at least a minute from now, or publish now.');
  if (result.reason === 'too-late') throw fieldError('publishAt', 'Pick a time within the next year.');
  if (result.reason === 'no-draft')
    throw new ActionError({ code: 'CONFLICT', message: 'There are no unpublished changes to schedule.' });
  if (result.reason === 'already-scheduled')
    throw new ActionError({
      code: 'CONFLICT',
      message: 'A change is already scheduled for this page: move it back to the draft first, or publish this draft now.',
    });
  if (result.reason === 'none') throw new ActionError({ code: 'CONFLICT', message: GONE });
  throw new ActionError({ code: 'NOT_FOUND', message: 'That page no longer exists.' });
}

function instant(publishAt: string): Date {
  const at = fromUkInput(publishAt);
  if (!at) throw fieldError('publishAt', 'That time does not exist in the UK: the clocks go forward then. Pick another.');
  return at;
}

export const set = staffAction({
  action: 'admin.pageSchedule.set',
  changes: 'none',
  input: contentScheduleInput,
  errorMessage: 'Error scheduling the page',
  handler: async ({ slug, publishAt }, staff) =>
    answer(await schedulePagePublish(staff.db, slug, instant(publishAt), actor(staff))),
});

export const reschedule = staffAction({
  action: 'admin.pageSchedule.reschedule',
  changes: 'none',
  input: contentScheduleInput,
  errorMessage: 'Error changing the time',
  handler: async ({ slug, publishAt }, staff) => answer(await reschedulePage(staff.db, slug, instant(publishAt), actor(staff))),
});

export const toDraft = staffAction({
  action: 'admin.pageSchedule.toDraft',
  changes: 'none',
  input: contentSlugInput,
  errorMessage: 'Error moving the change back to the draft',
  handler: async ({ slug }, staff) => answer(await unschedulePage(staff.db, slug, actor(staff), true)),
});

export const cancel = staffAction({
  action: 'admin.pageSchedule.cancel',
  changes: 'none',
  input: contentSlugInput,
  errorMessage: 'Error cancelling the schedule',
  handler: async ({ slug }, staff) => {
    answer(await unschedulePage(staff.db, slug, actor(staff)));
    return { cancelled: true };
  },
});
