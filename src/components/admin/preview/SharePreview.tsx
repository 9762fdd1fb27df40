import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import { Check, Copy, Link2, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../ui/button-styles.ts';
import { fieldClass } from '../ui/Field.tsx';
import { formatUkDateTime } from '../../../lib/uk-time.ts';

interface LinkRow {
  id: string;
  createdAt: string;
  expiresAt: string;
  by: string;
}

const CALLS = {
  page: {
    list: actions.admin.previews.pageLinks,
    share: actions.admin.previews.sharePage,
    revoke: actions.admin.previews.revokePage,
  },
  post: {
    list: actions.admin.previews.postLinks,
    share: actions.admin.previews.sharePost,
    revoke: actions.admin.previews.revokePost,
  },
};

/**
 * 'Share preview': a link anyone can open for 7 days, signed out, to see this page draft or
 * post as it will be published. Only a hash of the link is kept, so its address is shown once,
 * here, right after it is made; each link still open can be revoked.
 */
export function SharePreview({ kind, itemKey }: { kind: 'page' | 'post'; itemKey: string }) {
  const [links, setLinks] = useState<LinkRow[] | null>(null);
  const [made, setMade] = useState<string>('');
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const calls = CALLS[kind];

  useEffect(() => {
    void calls.list({ key: itemKey }).then(({ data, error: failed }) => {
      if (failed) setError(failed.message);
      else setLinks(data.links);
    });
  }, [calls, itemKey]);

  async function share() {
    setBusy(true);
    setError('');
    setCopied(false);
    const { data, error: failed } = await calls.share({ key: itemKey });
    setBusy(false);
    if (failed) return setError(failed.message);
    setMade(data.url);
    setLinks((l) => [data.link, ...(l ?? [])]);
  }

  async function revoke(id: string) {
    setBusy(true);
    setError('');
    const { data, error: failed } = await calls.revoke({ key: itemKey, id });
    setBusy(false);
    if (failed) return setError(failed.message);
    setLinks(data.links);
    setMade('');
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(made);
      setCopied(true);
    } catch {
      setError('Copying was blocked by the browser: select the address and copy it.');
    }
  }

  const thing = kind === 'page' ? 'this page with its unpublished changes' : 'this post as it will be published';
  return (
    <section aria-labelledby={`share-${kind}-heading`} className="rounded-xl border border-navy-100 bg-paper p-3 sm:p-4">
      <h3 id={`share-${kind}-heading`} className="flex items-center gap-2 font-semibold text-navy-950">
        <Link2 aria-hidden="true" className="h-4 w-4" /> Share a preview
      </h3>
      <p className="mt-1 text-sm text-navy-700">
        A link that shows {thing} to anyone who has it, without signing in, for 7 days. Search engines are told not to list it.
      </p>
      <button type="button" onClick={() => void share()} disabled={busy} className={`${buttonClasses('outline', 'sm')} mt-3`}>
        <Link2 aria-hidden="true" className="h-4 w-4" /> Share preview
      </button>
      {made && (
        <div className="mt-3">
          <label htmlFor={`share-${kind}-url`} className="block text-sm font-semibold text-navy-900">
            New preview link (copy it now: it is not shown again)
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              id={`share-${kind}-url`}
              readOnly
              value={made}
              onFocus={(e) => e.currentTarget.select()}
              className={`${fieldClass} mt-0! min-w-0 flex-1 font-mono text-xs`}
            />
            <button type="button" onClick={() => void copy()} className={buttonClasses('default', 'sm')}>
              {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {links && links.length > 0 && (
        <ul aria-label="Preview links still open" className="mt-3 divide-y divide-navy-100 text-sm">
          {links.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-navy-800">
                Made {formatUkDateTime(l.createdAt)}
                {l.by && ` by ${l.by}`}; works until {formatUkDateTime(l.expiresAt)}
              </span>
              <button type="button" onClick={() => void revoke(l.id)} disabled={busy} className={buttonClasses('ghost', 'sm')}>
                <Trash2 aria-hidden="true" className="h-4 w-4" /> Revoke
                <span className="sr-only"> the link made {formatUkDateTime(l.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {links && links.length === 0 && !made && <p className="mt-2 text-sm text-navy-600">No preview links are open.</p>}
    </section>
  );
}
