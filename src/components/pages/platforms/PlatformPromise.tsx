/** A slim strip of the agency's headline figures under the priced services. */
export function PlatformPromise({ figures }: { figures: { value: string; label: string }[] }) {
  return (
    <dl className="mt-12 grid gap-6 rounded-[var(--radius-card)] border border-line bg-paper p-6 sm:grid-cols-3 sm:p-8">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col text-center">
          <dt className="text-sm font-medium text-navy-700">{figure.label}</dt>
          <dd className="order-first font-display text-3xl font-extrabold text-navy-950">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
