// The admin home's first line: what is waiting for someone (issue 23). The
// enquiry list follows at once; figures about the site live under Analytics.
export function InboxSummary({
  fresh,
  needsReview,
  showAnalytics,
}: {
  fresh: number;
  needsReview: number;
  showAnalytics: boolean;
}) {
  return (
    <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl border border-navy-100 bg-paper px-4 py-3 text-sm text-navy-800">
      <span>
        {fresh === 0 ? (
          'No new enquiries: everything has been looked at.'
        ) : (
          <>
            <a href="/admin?status=new" className="font-semibold text-navy-950 underline">
              {fresh} new {fresh === 1 ? 'enquiry' : 'enquiries'}
            </a>{' '}
            waiting for a reply{needsReview > 0 ? `, ${needsReview} flagged for a closer look` : ''}.
          </>
        )}
      </span>
      {showAnalytics && (
        <a
          href="/admin/analytics"
          className="font-semibold text-navy-900 underline decoration-mustard-500 decoration-2 underline-offset-2"
        >
          Site analytics
        </a>
      )}
    </p>
  );
}
