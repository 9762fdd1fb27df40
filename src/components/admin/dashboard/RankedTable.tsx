import { n } from './format.ts';

interface Props {
  id: string;
  title: string;
  keyHeader: string;
  rows: { key: string; count: number }[];
  empty: string;
}

/** A top-N list as a table; each row carries its share as an SVG bar (decoration: the number is in the cell). */
export function RankedTable({ id, title, keyHeader, rows, empty }: Props) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-navy-100 bg-paper p-4">
      <h3 id={`${id}-title`} className="font-display text-base font-bold text-navy-950">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-navy-700">{empty}</p>
      ) : (
        <table id={id} className="mt-3 w-full table-fixed text-left text-sm">
          <thead>
            <tr className="border-b border-navy-100 text-navy-700">
              <th scope="col" className="w-1/2 py-1 pr-2 font-semibold">
                {keyHeader}
              </th>
              <th scope="col" className="w-16 py-1 pr-2 text-right font-semibold">
                Views
              </th>
              <th scope="col" className="py-1">
                <span className="sr-only">Share of the largest</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-b border-navy-50">
                <th scope="row" className="truncate py-1.5 pr-2 font-normal text-navy-900" title={r.key}>
                  {r.key}
                </th>
                <td className="py-1.5 pr-2 text-right tabular-nums">{n(r.count)}</td>
                <td className="py-1.5">
                  <svg aria-hidden="true" viewBox="0 0 100 10" preserveAspectRatio="none" className="h-3 w-full">
                    <rect width={(r.count / max) * 100} height="10" rx="1" className="fill-navy-500" />
                  </svg>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
