import { useEffect } from 'react';
import { Toaster, useToasts } from '../islands/Toaster.tsx';

/** Shows one server-decided message as a toast (e.g. after signing in). */
export function FlashToast({ message, kind = 'success' }: { message: string; kind?: 'success' | 'error' }) {
  const { toasts, push, dismiss } = useToasts();
  useEffect(() => {
    push(kind, message);
    // Drop the ?welcome=1 marker so a reload does not greet again.
    const url = new URL(window.location.href);
    url.searchParams.delete('welcome');
    window.history.replaceState(null, '', url);
  }, [kind, message, push]);
  return <Toaster toasts={toasts} dismiss={dismiss} />;
}
