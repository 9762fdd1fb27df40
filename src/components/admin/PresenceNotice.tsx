import { useEffect, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { Users } from 'lucide-react';
import { PRESENCE_BEAT_MS, presenceMessage, type PresentEditor } from '../../lib/admin/presence.ts';

/** The record's version as the server has it now (each heartbeat's answer). */
export interface LiveVersion {
  version: number;
  by: string;
  atLabel: string;
  mine: boolean;
}

/** A random id for this editor tab, so one person's two tabs count apart. */
function tabId(): string {
  return crypto.randomUUID();
}

/**
 * Who else has the same page or post open, refreshed by a heartbeat every 10 seconds (stored in
 * the database, so people on other instances count). Closing the tab says goodbye at once.
 */
export function usePresence(
  kind: 'page' | 'post',
  key: string | null,
  onLive?: (live: LiveVersion | null) => void,
): PresentEditor[] {
  const [others, setOthers] = useState<PresentEditor[]>([]);
  const liveRef = useRef(onLive);
  liveRef.current = onLive;
  useEffect(() => {
    if (!key) return;
    const tab = tabId();
    let stopped = false;
    const beat = async () => {
      const { data } = await actions.admin.presence.beat({ kind, key, tab });
      if (stopped || !data) return;
      setOthers(data.others);
      liveRef.current?.(data.live ?? null);
    };
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_BEAT_MS);
    const leave = () => {
      // keepalive lets the goodbye finish while the page unloads (Astro's client cannot ask for it).
      void fetch('/_actions/admin.presence.beat', {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ kind, key, tab, leaving: true }),
      }).catch(() => undefined);
    };
    addEventListener('pagehide', leave);
    return () => {
      stopped = true;
      clearInterval(timer);
      removeEventListener('pagehide', leave);
      leave();
    };
  }, [kind, key]);
  return others;
}

export function PresenceNotice({ others, what }: { others: PresentEditor[]; what: 'page' | 'post' }) {
  const message = presenceMessage(others, what);
  return (
    <p
      role="status"
      className={message ? 'mt-3 flex items-start gap-2 rounded-lg bg-navy-50 px-3 py-2 text-sm text-navy-900' : 'sr-only'}
    >
      {message && <Users aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-navy-700" />}
      {message}
    </p>
  );
}
