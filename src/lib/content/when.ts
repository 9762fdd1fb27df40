// Revision and draft times in UK time, the same on the server and in the browser.
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

/** e.g. "12 Nov 2026, 10:42". */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
/** e.g. "10:42" (the editor's 'Draft saved' line). */
export const formatTime = (d: Date) => TIME.format(d);
