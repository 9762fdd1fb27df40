import { useState } from 'react';

type Format = 'html' | 'text';
type Width = 'phone' | 'desktop';

const toggle =
  'rounded-md px-3 py-1.5 text-sm font-medium text-navy-800 aria-pressed:bg-navy-900 aria-pressed:text-white hover:bg-navy-100 aria-pressed:hover:bg-navy-900';

/**
 * The saved issue exactly as the mail goes out (rendered by the server with
 * its own locked-down policy: inline styles, no script), at a phone's 390 px
 * or a desktop mail window's width, as HTML or as the plain-text part.
 */
export function IssuePreview({ id, version, dirty }: { id: string; version: string; dirty: boolean }) {
  const [format, setFormat] = useState<Format>('html');
  const [width, setWidth] = useState<Width>('desktop');
  const src = `/admin/newsletter/${encodeURIComponent(id)}/preview?v=${encodeURIComponent(version)}${format === 'text' ? '&format=text' : ''}`;
  return (
    <section aria-labelledby="nl-preview" className="min-w-0 rounded-xl border border-navy-100 bg-paper p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="nl-preview" className="text-lg font-bold text-navy-950">
          Preview
        </h2>
        <div className="flex flex-wrap gap-2">
          <div role="group" aria-label="Part" className="flex rounded-lg border border-navy-200 p-0.5">
            <button type="button" className={toggle} aria-pressed={format === 'html'} onClick={() => setFormat('html')}>
              HTML
            </button>
            <button type="button" className={toggle} aria-pressed={format === 'text'} onClick={() => setFormat('text')}>
              Plain text
            </button>
          </div>
          <div role="group" aria-label="Width" className="flex rounded-lg border border-navy-200 p-0.5">
            <button type="button" className={toggle} aria-pressed={width === 'phone'} onClick={() => setWidth('phone')}>
              Phone (390 px)
            </button>
            <button type="button" className={toggle} aria-pressed={width === 'desktop'} onClick={() => setWidth('desktop')}>
              Desktop
            </button>
          </div>
        </div>
      </div>
      <p role="status" className="mt-2 text-sm text-navy-700">
        {dirty
          ? 'You have unsaved changes: the preview shows the last saved version.'
          : 'This is the saved version, as subscribers will receive it.'}
      </p>
      <div className="mt-3 overflow-x-auto rounded-lg bg-navy-100 p-2">
        <iframe
          key={src}
          title={`E-mail preview, ${format === 'html' ? 'HTML' : 'plain text'}, ${width === 'phone' ? 'phone width' : 'desktop width'}`}
          src={src}
          sandbox=""
          // The phone frame is 390 px or the room there is, whichever is less: on a phone it is the phone's own width.
          className={`mx-auto block h-[75vh] border-0 bg-white ${width === 'phone' ? 'w-full max-w-[390px]' : 'w-full min-w-[640px] max-w-[900px]'}`}
        />
      </div>
    </section>
  );
}
