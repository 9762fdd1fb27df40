import type { Named, WeekFigures } from '../../../lib/server/analytics/dashboard.ts';
import { axisMax, n, weekLabel } from './format.ts';
import { ChartLegend } from './ChartLegend.tsx';
import { ChartNumbers } from './ChartNumbers.tsx';

// Fills with at least 3:1 contrast on white, told apart by the legend and the table too.
const FILLS = [
  'fill-navy-700',
  'fill-mustard-600',
  'fill-emerald-700',
  'fill-sky-600',
  'fill-rose-700',
  'fill-violet-600',
  'fill-orange-700',
  'fill-navy-400',
];

interface Props {
  id: string;
  title: string;
  weeks: WeekFigures[];
  groups: Named[];
  pick: 'byType' | 'byBudget';
}

/** Enquiries per week, each bar split by a field (project type or budget), with the same numbers as a table. */
export function StackedWeeks({ id, title, weeks, groups, pick }: Props) {
  const top = axisMax(weeks.map((w) => w.total));
  const total = weeks.reduce((a, w) => a + w.total, 0);
  const fill = (i: number) => FILLS[i % FILLS.length]!;
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-xl border border-navy-100 bg-paper p-4">
      <figcaption id={`${id}-title`} className="font-display text-base font-bold text-navy-950">
        {title}
      </figcaption>
      {total === 0 ? (
        <p className="mt-3 text-sm text-navy-700">No enquiries in the last {weeks.length} weeks.</p>
      ) : (
        <>
          <ChartLegend items={groups.map((g, i) => ({ key: g.value, label: g.name, fill: fill(i) }))} />
          <div className="mt-3 flex gap-2">
            <div aria-hidden="true" className="flex h-36 flex-col justify-between text-right text-xs tabular-nums text-navy-600">
              <span>{n(top)}</span>
              <span>0</span>
            </div>
            <svg
              role="img"
              aria-label={`${title}: ${n(total)} enquiries over ${weeks.length} weeks; the table below has each week.`}
              viewBox={`0 0 ${weeks.length * 10} 100`}
              preserveAspectRatio="none"
              className="h-36 w-full border-b border-l border-navy-200"
            >
              {weeks.map((w, wi) => {
                let y = 100;
                return groups.map((g, gi) => {
                  const v = w[pick][g.value] ?? 0;
                  if (!v) return null;
                  const h = (v / top) * 100;
                  y -= h;
                  return <rect key={`${wi}-${g.value}`} x={wi * 10 + 1.5} width="7" y={y} height={h} className={fill(gi)} />;
                });
              })}
            </svg>
          </div>
          <div aria-hidden="true" className="mt-1 flex justify-between pl-6 text-xs text-navy-600">
            <span>{weekLabel(weeks[0]!.week)}</span>
            <span>{weekLabel(weeks[weeks.length - 1]!.week)}</span>
          </div>
        </>
      )}
      <ChartNumbers
        label={`${title}: numbers by week`}
        caption={title}
        rowHeading="Week"
        scrollClass="overflow-x-auto"
        columns={
          <>
            {groups.map((g) => (
              <th key={g.value} scope="col" className="py-1 pr-3 text-right font-semibold">
                {g.name}
              </th>
            ))}
            <th scope="col" className="py-1 text-right font-semibold">
              Total
            </th>
          </>
        }
      >
        {weeks.map((w) => (
          <tr key={w.week} className="border-b border-navy-50">
            <th scope="row" className="whitespace-nowrap py-1 pr-3 font-normal">
              <time dateTime={w.week}>{weekLabel(w.week)}</time>
            </th>
            {groups.map((g) => (
              <td key={g.value} className="py-1 pr-3 text-right tabular-nums">
                {n(w[pick][g.value] ?? 0)}
              </td>
            ))}
            <td className="py-1 text-right tabular-nums">{n(w.total)}</td>
          </tr>
        ))}
      </ChartNumbers>
    </figure>
  );
}
