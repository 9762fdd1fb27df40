import { useEffect, type RefObject } from 'react';

/**
 * Opens a native <dialog> as a modal while `open` is true (showModal traps
 * focus; Escape fires 'cancel'), moves focus to `initialFocus` if given, and
 * on close returns focus to whatever opened it, if that is still on the page
 * (a deleted row's button is not; then the caller moves focus).
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, open, initialFocus]);
}
