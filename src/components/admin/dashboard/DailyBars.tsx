import { axisMax, dayLabel, n } from './format.ts';
import { ChartLegend } from './ChartLegend.tsx';
import { ChartNumbers } from './ChartNumbers.tsx';

export interface Series {
  label: string;
  /** Tailwind fill class of the bars and the legend swatch. */
  fill: string;
  values: number[];
}

interface Props {
  id: string;
  title: string;
  days: string[];
  /** Drawn in order, each over the last and narrower (e.g. visitors inside views). */
  series: Series[];
}

/**
 * One bar per day as plain SVG (no script). The SVG stretches to the card's
 * width, so axis labels are HTML beside it and stay readable on a phone; the
 * exact numbers are in the table under it.
 */
export function DailyBars({ id, title, days, series }: Props) {
  const top = axisMax(series.flatMap((s) => s.values));
  const total = (s: Series) => s.values.reduce((a, b) => a + b, 0);
  const summary = `${title}, ${dayLabel(days[0]!)} to ${dayLabel(days[days.length - 1]!)}: ${series.map((s) => `${s.label} ${n(total(s))} in all`).join('; ')}.`;
  return (
    <figure id={id} aria-labelledby={`${id}-title`} className="rounded-xl border border-navy-100 bg-paper p-4">
      <figcaption id={`${id}-title`} className="font-display text-base font-bold text-navy-950">
        {title}
      </figcaption>
      <ChartLegend items={series.map((s) => ({ key: s.label, label: s.label, fill: s.fill }))} />
      <div className="mt-3 flex gap-2">
        <div aria-hidden="true" className="flex h-40 flex-col justify-between text-right text-xs tabular-nums text-navy-600">
          <span>{n(top)}</span>
          <span>{n(top / 2)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${days.length * 10} 100`}
          preserveAspectRatio="none"
          className="h-40 w-full border-b border-l border-navy-200"
        >
          {[25, 50, 75].map((y) => (
            <line
              key={y}
              x1="0"
              x2={days.length * 10}
              y1={y}
              y2={y}
              className="stroke-navy-100"
              strokeWidth="0.5"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {series.map((s, si) =>
            s.values.map((v, i) =>
              v > 0 ? (
                <rect
                  key={`${si}-${i}`}
                  data-day={days[i]}
                  data-value={v}
                  x={i * 10 + 1 + si * 1.5}
                  width={8 - si * 3}
                  y={100 - (v / top) * 100}
                  height={(v / top) * 100}
                  className={s.fill}
                />
              ) : null,
            ),
          )}
        </svg>
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between pl-8 text-xs text-navy-600">
        <span>{dayLabel(days[0]!)}</span>
        <span>{dayLabel(days[Math.floor(days.length / 2)]!)}</span>
        <span>{dayLabel(days[days.length - 1]!)}</span>
      </div>
      <ChartNumbers
        label={`${title}: numbers by day`}
        caption={`${title} by day`}
        rowHeading="Day"
        scrollClass="max-h-72 overflow-auto"
        columns={series.map((s) => (
          <th key={s.label} scope="col" className="py-1 pr-3 text-right font-semibold">
            {s.label}
          </th>
        ))}
      >
        {days.map((day, i) => (
          <tr key={day} className="border-b border-navy-50">
            <th scope="row" className="py-1 pr-3 font-normal">
              <time dateTime={day}>{dayLabel(day)}</time>
            </th>
            {series.map((s) => (
              <td key={s.label} className="py-1 pr-3 text-right tabular-nums">
                {n(s.values[i] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </ChartNumbers>
    </figure>
  );
}
