import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import type { IssueReport as Report } from '../../../lib/server/repositories/newsletter-deliveries.ts';

const LABELS: [keyof Report, string][] = [
  ['queued', 'Queued'],
  ['sent', 'Sent'],
  ['waiting', 'Waiting their turn'],
  ['failed', 'Failed'],
  ['skipped', 'Not sent (left the list first)'],
  ['unsubscribedSince', 'Unsubscribed since'],
];

/** The issue's numbers, refreshed every 5 s while messages are still waiting. */
export function IssueReport({ id, initial, sending }: { id: string; initial: Report | null; sending: boolean }) {
  const [report, setReport] = useState(initial);
  const [live, setLive] = useState(sending || (initial?.waiting ?? 0) > 0);
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(async () => {
      const { data } = await actions.admin.newsletter.report({ id });
      if (!data) return;
      setReport(data.report);
      if (data.status === 'queued' && data.report.waiting === 0) setLive(false);
    }, 5000);
    return () => clearInterval(timer);
  }, [id, live]);
  return (
    <section aria-labelledby="nl-report" className="rounded-xl border border-navy-100 bg-paper p-4">
      <h2 id="nl-report" className="text-lg font-bold text-navy-950">
        Report
      </h2>
      {report ? (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {LABELS.map(([key, label]) => (
            <div key={key} className="rounded-lg bg-navy-50 p-3">
              <dt className="text-xs text-navy-700">{label}</dt>
              <dd className="text-2xl font-bold tabular-nums text-navy-950">{report[key].toLocaleString('en-GB')}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-navy-700">Queuing the messages: the numbers appear in a few seconds.</p>
      )}
      {live && <p className="mt-2 text-xs text-navy-600">Updating every 5 seconds while messages wait.</p>}
    </section>
  );
}
