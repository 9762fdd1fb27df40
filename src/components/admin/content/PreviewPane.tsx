import { useEffect, useId, useRef, useState } from 'react';
import type { PageDocument } from '../../../lib/page-content/page-document.ts';
import { PreviewWidths, usePreviewWidth } from './preview-width.tsx';

/** Waits for a short pause in typing before asking the server for a new preview. */
const PREVIEW_DELAY_MS = 700;

/**
 * The page as it will render, from the form's current state (saved or not). A hidden form posts
 * the document to /admin/content/<slug>/preview with the frame as its target, so the frame holds a
 * real response from the server: the public page's layout and components under the preview's
 * own policy (its stylesheet's hash, no script). Multipart, so a long document is not inflated by
 * URL-encoding past the staff body limit. A srcdoc frame inherited the editor's policy
 * instead, which refused the page's stylesheet. The sandbox (same origin only, so the editor can
 * keep the scroll position) stops scripts and form posts a second time. The frame is as wide as
 * the chosen device (phone, tablet, desktop) and scaled down to fit the pane, so the desktop
 * layout is the one rendered at desktop width, not the pane's ~580 px (issue 38).
 */
export function PreviewPane({ slug, doc, title }: { slug: string; doc: PageDocument; title: string }) {
  const [state, setState] = useState<'waiting' | 'loading' | 'ready' | 'failed'>('waiting');
  const name = `preview-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const body = JSON.stringify(doc);
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // Each new preview is a new document: keep the reader where they were.
  const scrollY = useRef(0);
  const width = usePreviewWidth();

  useEffect(() => {
    const timer = setTimeout(() => {
      if (!form.current || !field.current) return;
      scrollY.current = frame.current?.contentWindow?.scrollY ?? 0;
      field.current.value = body;
      setState('loading');
      form.current.submit();
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [slug, body]);

  const onLoad = () => {
    const shown = frame.current?.contentDocument;
    if (!shown || shown.URL === 'about:blank') return;
    // An error answer (session ended, bad document) is plain text, not the page.
    if (shown.contentType !== 'text/html') return setState('failed');
    frame.current?.contentWindow?.scrollTo(0, scrollY.current);
    setState('ready');
  };

  return (
    <div className="flex h-full min-h-[70vh] flex-col overflow-hidden rounded-xl border border-navy-200 bg-paper">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-navy-100 bg-navy-50 px-3 py-1.5">
        <p role="status" className="min-w-0 flex-1 basis-48 text-xs text-navy-700">
          {state === 'waiting' || state === 'loading'
            ? 'Updating the preview…'
            : state === 'failed'
              ? 'The preview could not be rendered; your changes are still here.'
              : 'Preview of your current changes. Hidden sections are marked; visitors do not see them.'}
        </p>
        <PreviewWidths width={width} />
      </div>
      <form
        ref={form}
        method="post"
        encType="multipart/form-data"
        action={`/admin/content/${encodeURIComponent(slug)}/preview`}
        target={name}
        hidden
      >
        <input ref={field} type="hidden" name="doc" />
      </form>
      <div ref={width.box} className="relative min-h-0 flex-1 overflow-hidden bg-navy-100">
        <iframe
          ref={frame}
          name={name}
          title={`Preview of ${title}`}
          onLoad={onLoad}
          sandbox="allow-same-origin"
          style={width.frameStyle}
          className="absolute inset-0 h-full w-full border-0 bg-paper"
        />
      </div>
    </div>
  );
}
