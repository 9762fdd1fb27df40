import type { PageStatus } from '../../../lib/page-content/page-document.ts';
import { SharePreview } from '../preview/SharePreview.tsx';
import { SchedulePublish } from './SchedulePublish.tsx';

/**
 * What can be done with a saved draft besides publishing it now: publish it later, or share a
 * preview of it. Kept apart from the editor's form state: both act on the saved draft.
 */
export function DraftSharing({
  slug,
  status,
  scheduled,
  refusal,
}: {
  slug: string;
  status: PageStatus;
  /** A change is scheduled already (ScheduledChange shows it). */
  scheduled: boolean;
  /** Why scheduling the saved draft is the owner's, or null. */
  refusal: string | null;
}) {
  return (
    <>
      <SchedulePublish slug={slug} hasDraft={status === 'draft-changes'} pending={scheduled} refusal={refusal} />
      <SharePreview kind="page" itemKey={slug} />
    </>
  );
}
