import { useState } from 'react';
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
  scheduledAt,
  refusal,
}: {
  slug: string;
  status: PageStatus;
  scheduledAt: string | null;
  /** Why scheduling (or cancelling) the saved draft is the owner's, or null. */
  refusal: string | null;
}) {
  // Publishing or discarding the draft clears its schedule on the server; so does this, once seen.
  const [schedule, setSchedule] = useState(scheduledAt);
  const [lastStatus, setLastStatus] = useState(status);
  if (status !== lastStatus) {
    setLastStatus(status);
    if (status === 'published') setSchedule(null);
  }
  return (
    <>
      <SchedulePublish
        key={status}
        slug={slug}
        hasDraft={status === 'draft-changes'}
        initial={status === 'draft-changes' ? schedule : null}
        onChange={setSchedule}
        refusal={refusal}
      />
      <SharePreview kind="page" itemKey={slug} />
    </>
  );
}
