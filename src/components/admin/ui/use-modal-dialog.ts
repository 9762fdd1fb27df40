import { useEffect, useRef, type RefObject } from 'react';

/** Where focus goes when the dialog closes, given the element that had it when the dialog opened. */
export type ReturnFocus = (opener: HTMLElement | null) => HTMLElement | null | undefined;

const toOpener: ReturnFocus = (opener) => opener;

/**
 * Opens a native <dialog> as a modal while `open` is true (showModal traps
 * focus; Escape fires 'cancel'), moves focus to `initialFocus` if given, and
 * on close returns focus to whatever opened it, if that is still on the page
 * (a deleted row's button is not; then the caller moves focus). `returnFocus`
 * picks another target, for a tab whose list may have re-rendered the opener.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
  returnFocus: ReturnFocus = toOpener,
): void {
  // The latest choice, read at close time: a new function each render must not reopen the dialog.
  const target = useRef(returnFocus);
  useEffect(() => {
    target.current = returnFocus;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      // A dialog React has already removed is out of the top layer; closing it
      // would only fire a stray 'close' at its old handler.
      if (dialog.open && dialog.isConnected) dialog.close();
      const next = target.current(opener);
      if (next?.isConnected) next.focus();
    };
  }, [ref, open, initialFocus]);
}
