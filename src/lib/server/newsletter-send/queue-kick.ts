// The nudge that wakes this instance's newsletter queue when staff have just sent or scheduled
// an issue. The queue is started by process/jobs.ts, which points the kick at it; the action only
// calls it. Module state, one per process (docs/architecture.md 'One server, one module graph').

let kickNewsletter: (() => void) | undefined;

/** process/jobs.ts points the kick at its queue (undefined when it stops). */
export function setNewsletterKick(kick: (() => void) | undefined): void {
  kickNewsletter = kick;
}

/** Wakes the newsletter queue, if one runs in this process; otherwise its next poll finds the issue. */
export function kickNewsletterQueue(): void {
  kickNewsletter?.();
}
