// Every value the counter shows, one per line: the strip slides up a line at
// a time behind a one-line window, so the digits change without re-laying out
// or even restyling anything. Two strips side by side, tens and units, on the
// same animation: each line repeats the last but one ('', '', … '1', '1', …;
// '0'…'9' ten times), so they compress to a few dozen bytes where 0…100 in one
// strip cost ~0.28 KB gzip of the home's first round trip (issue 26).
const STEPS = Array.from({ length: 101 }, (_, i) => i);
const TENS_STRIP = STEPS.map((i) => (i < 10 ? '' : String(Math.floor(i / 10)))).join('\n');
const UNITS_STRIP = STEPS.map((i) => String(i % 10)).join('\n');

// The hero's looping progress: 0 to 100 in steps every 50 ms, then 0 again.
// Done entirely in CSS (see .hero-progress in global.css) with transform and
// opacity only, which the compositor animates off the main thread: the home
// page ships no JavaScript and its main thread stays idle while it runs.
// Reduced motion stops it. It is decoration, so assistive tech gets one plain
// description instead.
export function HeroProgress({ label, steps }: { label: string; steps: string[] }) {
  return (
    <div className="hero-progress" role="img" aria-label={`${label}: ${steps.join(', then ')}.`}>
      <div aria-hidden="true">
        <div className="flex items-baseline justify-between gap-4">
          <p className="text-sm font-semibold text-navy-100">{label}</p>
          <p className="font-display text-3xl font-extrabold tabular-nums text-white">
            <span className="hero-count-window">
              <span className="hero-count-strip">{TENS_STRIP}</span>
            </span>
            <span className="hero-count-window">
              <span className="hero-count-strip">{UNITS_STRIP}</span>
            </span>
            %
          </p>
        </div>
        <div className="mt-3 h-2.5 overflow-hidden rounded-full bg-white/15">
          <div className="hero-progress-bar h-full rounded-full bg-mustard-400" />
        </div>
        <ol className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-1 sm:gap-3">
          {steps.map((step, i) => (
            <li
              key={step}
              className={`hero-progress-step hero-step-${i + 1} flex items-center gap-2 rounded-xl border p-2 sm:gap-3 sm:px-3 sm:py-2.5`}
            >
              <span className="hero-step-dot flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold">
                {i + 1}
              </span>
              <span className="font-semibold text-white">{step}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
