interface Entry {
  id: string;
  createdAt: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  detail: Record<string, unknown>;
}

/** The latest admin changes, newest first (server-rendered; owner only). */
export function AuditTab({ entries }: { entries: Entry[] }) {
  return (
    <section aria-labelledby="audit-heading" className="rounded-2xl border border-navy-100 bg-paper p-4 sm:p-6">
      <h2 id="audit-heading" className="text-xl font-bold text-navy-950">Audit log</h2>
      <p className="mt-1 text-sm text-navy-600">The latest {entries.length} changes, sign-ins and failed sign-ins.</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="border-b border-navy-100 text-navy-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">When</th>
              <th scope="col" className="py-2 pr-4 font-semibold">Who</th>
              <th scope="col" className="py-2 pr-4 font-semibold">What</th>
              <th scope="col" className="py-2 font-semibold">Target</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-50">
            {entries.map((e) => (
              <tr key={e.id}>
                <td className="py-2 pr-4 whitespace-nowrap text-navy-700">{new Date(e.createdAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/London' })}</td>
                <td className="py-2 pr-4 text-navy-900">{e.actorEmail}</td>
                <td className="py-2 pr-4 font-mono text-xs text-navy-900">{e.action}</td>
                <td className="py-2 text-xs text-navy-600">{e.targetType}{e.targetId ? ` · ${e.targetId.slice(0, 8)}` : ''}{Object.keys(e.detail).length ? ` · ${JSON.stringify(e.detail).slice(0, 120)}` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
