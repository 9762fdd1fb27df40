import { useEffect, useId, useRef, useState } from 'react';
import { formToPayload, type PostForm } from './post-form.ts';

/**
 * The post as its public page will show it, cover picture included: a hidden form posts the
 * unsaved fields to /admin/blog/preview with the frame as its target, and the server renders
 * them with the public page's layout and components under the preview policy (no script). The
 * sandbox allows neither scripts nor form posts either.
 */
export function PostPreview({ form }: { form: PostForm }) {
  const name = `post-preview-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const sender = useRef<HTMLFormElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const body = JSON.stringify(formToPayload(form));

  useEffect(() => {
    setState('loading');
    sender.current?.submit();
  }, [body]);

  const onLoad = () => {
    const shown = frame.current?.contentDocument;
    if (!shown || shown.URL === 'about:blank') return;
    // An error answer (fields that need attention, session ended) is plain text.
    setState(shown.contentType === 'text/html' ? 'ready' : 'failed');
  };

  return (
    <div className="flex h-[70vh] flex-col overflow-hidden rounded-xl border border-navy-200 bg-paper">
      <p role="status" className="border-b border-navy-100 bg-navy-50 px-3 py-1.5 text-xs text-navy-700">
        {state === 'loading'
          ? 'Rendering the preview…'
          : state === 'failed'
            ? 'The preview could not be drawn: go back to editing and check the marked fields.'
            : 'The post as visitors will see it, from your unsaved changes.'}
      </p>
      <form ref={sender} method="post" encType="multipart/form-data" action="/admin/blog/preview" target={name} hidden>
        <input type="hidden" name="post" value={body} />
      </form>
      <iframe
        ref={frame}
        name={name}
        title={`Preview of ${form.title || 'the post'}`}
        onLoad={onLoad}
        sandbox="allow-same-origin"
        className="min-h-0 w-full flex-1 border-0"
      />
    </div>
  );
}
