import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  message: string;
}

export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

/**
 * Up to three toasts at once, each dismissed after 4 s (spec interface
 * defaults). A success clears earlier errors: once a retry has worked, an
 * error beside it would only contradict it.
 */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((ts) => ts.filter((t) => t.id !== id)), []);
  const push = useCallback(
    (kind: Toast['kind'], message: string) => {
      const id = next.current++;
      setToasts((ts) =>
        [...(kind === 'success' ? ts.filter((t) => t.kind !== 'error') : ts), { id, kind, message }].slice(-TOAST_LIMIT),
      );
      setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );
  return { toasts, push, dismiss };
}

/**
 * inBody: render into <body> once hydrated. Inside a public page section the
 * stack would be fixed to that section (content-visibility implies
 * containment), not to the viewport. Nothing is rendered on the server either
 * way, so hydration matches; the live region is in place before any message.
 * (Not for toasts inside a modal <dialog>, which must stay in the top layer.)
 */
export function Toaster({
  toasts,
  dismiss,
  inBody = false,
}: {
  toasts: Toast[];
  dismiss: (id: number) => void;
  inBody?: boolean;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  const stack = (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed bottom-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : undefined}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${
            t.kind === 'error'
              ? 'border-red-200 bg-red-50 text-red-900'
              : t.kind === 'success'
                ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
                : 'border-line bg-paper text-navy-900'
          }`}
        >
          <p className="flex-1">{t.message}</p>
          <button
            type="button"
            onClick={() => dismiss(t.id)}
            className="rounded p-0.5 hover:bg-black/5"
            aria-label="Dismiss notification"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ))}
    </div>
  );
  return inBody ? createPortal(stack, document.body) : stack;
}
