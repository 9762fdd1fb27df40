import { useEffect, useRef, useState } from 'react';

/**
 * Asks before unsaved changes are lost: the browser's own prompt on reload or closing the tab, and
 * the editor's dialog for links inside the admin (and for Escape, which means 'back to Content').
 * Returns the address waiting for an answer, and the answers.
 */
export function useLeaveGuard(unsaved: boolean, backTo: string) {
  const [pending, setPending] = useState<string | null>(null);
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;
  const leaving = useRef(false);

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!unsavedRef.current || leaving.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (!unsavedRef.current || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || (url.pathname === location.pathname && url.hash)) return;
      e.preventDefault();
      setPending(url.pathname + url.search + url.hash);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      // Escape inside a dialog or the rich-text editor belongs to them.
      if ((e.target as Element | null)?.closest?.('dialog, .ProseMirror, [data-icon-grid]')) return;
      if (!unsavedRef.current) return;
      // The question opens as a modal: this same Escape must not reach it as a 'cancel'.
      e.preventDefault();
      setTimeout(() => setPending(backTo), 0);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [backTo]);

  return {
    pending,
    stay: () => setPending(null),
    leave: () => {
      if (!pending) return;
      leaving.current = true;
      location.assign(pending);
    },
    /** Navigates without asking (after a publish or a discard the page is reloaded on purpose). */
    go: (url: string) => {
      leaving.current = true;
      location.assign(url);
    },
  };
}
