// Tells the server, once per page load, that someone used the savings
// calculator: an empty same-origin POST, no cookie, nothing about the visitor.
// Skipped when the browser asks not to be tracked (the server checks too).
let sent = false;

export function reportCalculatorUse(): void {
  if (sent || typeof navigator === 'undefined') return;
  sent = true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true || typeof nav.sendBeacon !== 'function') return;
  nav.sendBeacon('/analytics/calculator');
}
