import { liveProjects, stackSpeed, startTime } from '../../../content/claims.ts';

/** A slim strip of the agency's headline figures under the priced services. */
export function PlatformPromise() {
  const figures = [liveProjects, stackSpeed, startTime];
  return (
    <dl className="mt-12 grid gap-6 rounded-[var(--radius-card)] border border-line bg-paper p-6 sm:grid-cols-3 sm:p-8">
      {figures.map((claim) => (
        <div key={claim.id} className="flex flex-col text-center">
          <dt className="text-sm font-medium text-navy-700">{claim.label}</dt>
          <dd className="order-first font-display text-3xl font-extrabold text-navy-950">{claim.value}</dd>
        </div>
      ))}
    </dl>
  );
}
