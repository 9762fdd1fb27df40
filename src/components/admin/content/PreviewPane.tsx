import { useEffect, useRef, useState } from 'react';
import type { PageDocument } from '../../../lib/content/page-document.ts';

/** Waits for a short pause in typing before asking the server for a new preview. */
const PREVIEW_DELAY_MS = 700;

/**
 * The page as it will render, from the form's current state (saved or not): the server renders it
 * with the public page's components (POST to /admin/content/<slug>/preview, staff only, never
 * cached) and the HTML is shown in a sandboxed frame: no script runs and no form submits (same origin only so
 * the site stylesheet and fonts load).
 */
export function PreviewPane({ slug, doc, title }: { slug: string; doc: PageDocument; title: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const body = JSON.stringify({ doc });
  const latest = useRef(0);
  const frame = useRef<HTMLIFrameElement>(null);
  // Each new preview is a new document: keep the reader where they were.
  const scrollY = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    const timer = setTimeout(async () => {
      setState('loading');
      try {
        const res = await fetch(`/admin/content/${encodeURIComponent(slug)}/preview`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        });
        const text = await res.text();
        if (ticket !== latest.current) return;
        if (!res.ok) throw new Error(text);
        scrollY.current = frame.current?.contentWindow?.scrollY ?? 0;
        setHtml(text);
        setState('ready');
      } catch {
        if (ticket === latest.current) setState('failed');
      }
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [slug, body]);

  return (
    <div className="flex h-full min-h-[70vh] flex-col overflow-hidden rounded-xl border border-navy-200 bg-paper">
      <p role="status" className="border-b border-navy-100 bg-navy-50 px-3 py-1.5 text-xs text-navy-700">
        {state === 'loading'
          ? 'Updating the preview…'
          : state === 'failed'
            ? 'The preview could not be rendered; your changes are still here.'
            : 'Preview of your current changes. Hidden sections are marked; visitors do not see them.'}
      </p>
      {html !== null && (
        <iframe
          ref={frame}
          title={`Preview of ${title}`}
          onLoad={() => frame.current?.contentWindow?.scrollTo(0, scrollY.current)}
          sandbox="allow-same-origin"
          srcDoc={html}
          className="min-h-0 w-full flex-1 border-0"
        />
      )}
    </div>
  );
}
