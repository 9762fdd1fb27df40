// The nudge that wakes this instance's mail worker when a request has just queued mail, so it
// goes now rather than at the next poll. The worker is started by process/jobs.ts, which points
// the kick at it; the request path (actions, test-mail.ts) only calls it, and holds nothing.
// Module state, one per process (docs/architecture.md 'One server, one module graph').

let kickMail: (() => void) | undefined;

/** process/jobs.ts points the kick at its worker (undefined when it stops); tests that run a mail worker of their own do the same. */
export function setMailKick(kick: (() => void) | undefined): void {
  kickMail = kick;
}

/** Wakes the mail worker, if one runs in this process; otherwise the next poll sends the mail. */
export function kickMailWorker(): void {
  kickMail?.();
}
