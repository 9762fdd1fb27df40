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

const ISO_TIMESTAMP = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})/g;

/**
 * Text with every ISO timestamp in it read as a UK date ('Restored the version of
 * 2026-11-25T22:38:54.011Z' → '… of 25 Nov 2026, 22:38'): notes and audit values written
 * before they were worded for people still read that way.
 */
export const ukDatesIn = (text: string) =>
  text.replace(ISO_TIMESTAMP, (stamp) => (Number.isNaN(Date.parse(stamp)) ? stamp : formatDateTime(stamp)));
