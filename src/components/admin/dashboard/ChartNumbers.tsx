import type { ReactNode } from 'react';

/**
 * A chart's figures as an accessible table behind 'Show the numbers': a
 * focusable scrolling region (axe's scrollable-region-focusable) holding a
 * table whose first column names the rows. Pass the header cells after that
 * first column, and the body rows.
 */
export function ChartNumbers({
  label,
  caption,
  rowHeading,
  columns,
  scrollClass,
  children,
}: {
  label: string;
  caption: string;
  rowHeading: string;
  columns: ReactNode;
  scrollClass: string;
  children: ReactNode;
}) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-navy-800">Show the numbers</summary>
      <div role="region" aria-label={label} tabIndex={0} className={`mt-2 ${scrollClass}`}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-navy-100 text-navy-700">
              <th scope="col" className="py-1 pr-3 font-semibold">
                {rowHeading}
              </th>
              {columns}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </details>
  );
}
