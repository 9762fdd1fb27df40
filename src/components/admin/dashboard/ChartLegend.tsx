/** The colour key above a chart: a swatch in each series' fill class, then its name. */
export function ChartLegend({ items }: { items: { key: string; label: string; fill: string }[] }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-navy-700">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <svg aria-hidden="true" width="10" height="10" className={item.fill}>
            <rect width="10" height="10" rx="2" />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
