import { AlertTriangle } from 'lucide-react';
import { PAGE_META_LIMITS, searchSnippet } from '../../lib/admin/page-meta.ts';

interface Props {
  /** Title and description as visitors get them (offer tokens already filled). */
  title: string;
  description: string;
  url: string;
  siteName: string;
  /** The share image networks get now; `pending` when a new picture is chosen but not saved. */
  share: { url: string; alt: string } | null;
  sharePending: boolean;
  /** The generated card shows the saved title; true when the title typed differs. */
  cardStale?: boolean;
}

/**
 * What the page looks like as a Google result (title and description cut where Google usually
 * cuts them) and as a link shared on LinkedIn, Facebook or in a chat (1.91:1 picture, host,
 * title, description). Shown beside the fields, so nothing is cut without the owner seeing it.
 */
export function MetaPreview({ title, description, url, siteName, share, sharePending, cardStale = false }: Props) {
  const t = searchSnippet(title, PAGE_META_LIMITS.titleSoft);
  const d = searchSnippet(description, PAGE_META_LIMITS.descriptionSoft);
  const u = new URL(url);
  const crumbs = [u.host, ...u.pathname.split('/').filter(Boolean)].join(' › ');
  return (
    <div className="space-y-4">
      <section aria-labelledby="meta-search-preview" className="rounded-xl border border-navy-100 bg-white p-4">
        <h3 id="meta-search-preview" className="text-xs font-semibold tracking-wide text-navy-600 uppercase">
          Search result preview
        </h3>
        <p className="mt-2 truncate text-sm text-navy-700">
          <span className="font-medium text-navy-900">{siteName}</span> · {crumbs}
        </p>
        <p className="mt-1 text-lg leading-snug text-[#1a0dab]" data-testid="search-title">
          {t.shown || <em className="text-navy-500">No title</em>}
        </p>
        <p className="mt-1 text-sm leading-relaxed text-navy-800" data-testid="search-description">
          {d.shown || <em className="text-navy-500">No description: Google picks text from the page.</em>}
        </p>
        {(t.cut || d.cut) && (
          <ul className="mt-3 space-y-1 text-sm text-mustard-900" data-testid="meta-warnings">
            {t.cut && (
              <li className="flex gap-2">
                <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                The title is {title.length} characters; Google shows about {PAGE_META_LIMITS.titleSoft}, so it ends at &lsquo;
                {t.shown}&rsquo;. Shorten it, or put the words that matter first.
              </li>
            )}
            {d.cut && (
              <li className="flex gap-2">
                <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                The description is {description.length} characters; Google shows about {PAGE_META_LIMITS.descriptionSoft}, so the
                rest is cut as above. It is saved whole.
              </li>
            )}
          </ul>
        )}
      </section>
      <section aria-labelledby="meta-share-preview" className="overflow-hidden rounded-xl border border-navy-100 bg-white">
        <h3 id="meta-share-preview" className="px-4 pt-4 text-xs font-semibold tracking-wide text-navy-600 uppercase">
          Share card preview
        </h3>
        <div className="mt-3 aspect-[1200/630] w-full bg-navy-50">
          {share && !sharePending ? (
            <img src={share.url} alt={share.alt} width={1200} height={630} className="h-full w-full object-cover" />
          ) : (
            <p className="flex h-full items-center justify-center p-4 text-center text-sm text-navy-700">
              {sharePending
                ? 'The new picture appears here once saved, cut to 1200 × 630 around its focal point.'
                : 'No share image for this page.'}
            </p>
          )}
        </div>
        {cardStale && !sharePending && (
          <p className="px-4 pt-2 text-xs text-navy-700">The card is drawn again with the new title when you save.</p>
        )}
        <div className="border-t border-navy-100 bg-navy-50 px-4 py-3">
          <p className="text-xs text-navy-600 uppercase">{u.host}</p>
          <p className="mt-0.5 line-clamp-2 font-semibold text-navy-950">{title}</p>
          <p className="mt-0.5 line-clamp-2 text-sm text-navy-700">{description}</p>
        </div>
      </section>
    </div>
  );
}
