import { buttonClasses } from '../../ui/button-styles.ts';

// The admin home's first words: what is waiting for someone (issue 23). The
// list itself follows at once; figures about the site live under Analytics.
export function InboxHeading({
  fresh,
  needsReview,
  showAnalytics,
}: {
  fresh: number;
  needsReview: number;
  showAnalytics: boolean;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 className="font-display text-2xl font-bold text-navy-950">Inbox</h2>
        <p className="text-sm text-navy-700">
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
        </p>
      </div>
      {showAnalytics && (
        <a href="/admin/analytics" className={buttonClasses('outline', 'sm')}>
          Site analytics
        </a>
      )}
    </div>
  );
}
