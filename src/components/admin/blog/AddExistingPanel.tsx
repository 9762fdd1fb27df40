import type { SubmitEvent } from 'react';
import { buttonClasses } from '../../ui/button-styles.ts';

export interface SamplePost {
  slug: string;
  title: string;
}

// 'Add Existing Blogs' asks first and names what it adds (issue 23). A real
// form: without JavaScript it is shown in the page (/admin/blog?add=existing)
// and posts to the action; with it, the Blog tab shows it in a dialog and
// sends the same form itself. Two choices: publish at once, or add as drafts.
export function AddExistingPanel({
  samples,
  busy = false,
  onSubmit,
  cancelHref,
  onCancel,
}: {
  samples: SamplePost[];
  busy?: boolean;
  onSubmit?: (e: SubmitEvent<HTMLFormElement>) => void;
  cancelHref: string;
  onCancel?: () => void;
}) {
  if (samples.length === 0)
    return (
      <div>
        <p className="text-sm text-navy-800">
          Every sample article is already in the list (or in the bin): there is nothing to add.
        </p>
        <p className="mt-4">
          <a
            href={cancelHref}
            onClick={onCancel && ((e) => (e.preventDefault(), onCancel()))}
            className={buttonClasses('outline', 'sm')}
          >
            Close
          </a>
        </p>
      </div>
    );
  return (
    <form method="post" action="/admin/blog?_action=admin.blog.addExisting" onSubmit={onSubmit}>
      <p className="text-sm text-navy-800">
        {samples.length === 1 ? 'This sample article is' : `These ${samples.length} sample articles are`} written by Northmill
        about owning software instead of renting it. Read and edit {samples.length === 1 ? 'it' : 'them'} before visitors do:
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm font-medium text-navy-950">
        {samples.map((s) => (
          <li key={s.slug}>{s.title}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-navy-700">Articles you already have, or have binned, are left as they are.</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <a
          href={cancelHref}
          onClick={onCancel && ((e) => (e.preventDefault(), onCancel()))}
          className={buttonClasses('outline', 'sm')}
        >
          Cancel
        </a>
        <button type="submit" name="publish" value="no" disabled={busy} className={buttonClasses('secondary', 'sm')}>
          Add as drafts
        </button>
        <button type="submit" name="publish" value="yes" disabled={busy} className={buttonClasses('default', 'sm')}>
          Add and publish on /blog
        </button>
      </div>
    </form>
  );
}
