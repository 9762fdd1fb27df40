import type { DashboardData } from '../../../lib/server/analytics/dashboard.ts';
import { DailyBars } from './DailyBars.tsx';
import { RankedTable } from './RankedTable.tsx';
import { StackedWeeks } from './StackedWeeks.tsx';
import { dayLabel, n, pct } from './format.ts';

/**
 * 'Is the site working?' at a glance: server-rendered, no script. Counts are
 * first-party and cookieless (see docs/security.md, Analytics); the figures
 * reach this page up to a few seconds after the visit (batched writes).
 */
export function Dashboard({ data }: { data: DashboardData }) {
  const t = data.totals;
  const stats = [
    ['Page views', n(t.views), 'stat-views'],
    ['Visitors (addresses a day, summed)', n(t.visitors), 'stat-visitors'],
    ['Calculator uses', n(t.calculator), 'stat-calculator'],
    ['Contact page views', n(t.contactViews), 'stat-contact'],
    ['Enquiries', n(t.enquiries), 'stat-enquiries'],
    ['Contact → enquiry', pct(t.conversion), 'stat-conversion'],
  ] as const;
  return (
    <section aria-labelledby="dashboard-title" className="mb-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-title" className="font-display text-xl font-bold text-navy-950">
          Site activity
        </h2>
        <p className="text-sm text-navy-700">
          Last 30 days, <time dateTime={data.from}>{dayLabel(data.from)}</time> to{' '}
          <time dateTime={data.to}>{dayLabel(data.to)}</time> (UK days). No cookies, no personal data.
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {stats.map(([label, value, id]) => (
          <div key={id} className="flex flex-col rounded-xl border border-navy-100 bg-paper p-3">
            <dt className="text-xs text-navy-700">{label}</dt>
            <dd id={id} className="order-first font-display text-2xl font-bold tabular-nums text-navy-950">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <DailyBars
          id="chart-visits"
          title="Visits per day"
          days={data.days.map((d) => d.day)}
          series={[
            { label: 'Page views', fill: 'fill-navy-300', values: data.days.map((d) => d.views) },
            { label: 'Visitors', fill: 'fill-navy-800', values: data.days.map((d) => d.visitors) },
          ]}
        />
        <DailyBars
          id="chart-calculator"
          title="Calculator uses per day"
          days={data.days.map((d) => d.day)}
          series={[{ label: 'Calculator uses', fill: 'fill-mustard-600', values: data.days.map((d) => d.calculator) }]}
        />
        <RankedTable id="top-pages" title="Top pages" keyHeader="Page" rows={data.topPages} empty="No page views counted yet." />
        <RankedTable
          id="top-referrers"
          title="Referring sites"
          keyHeader="Site"
          rows={data.referrers}
          empty="No visits from other sites yet."
        />
        <StackedWeeks
          id="chart-types"
          title="Enquiries per week by project type"
          weeks={data.weeks}
          groups={data.projectTypes}
          pick="byType"
        />
        <StackedWeeks
          id="chart-budgets"
          title="Enquiries per week by budget"
          weeks={data.weeks}
          groups={data.budgets}
          pick="byBudget"
        />
      </div>
    </section>
  );
}
