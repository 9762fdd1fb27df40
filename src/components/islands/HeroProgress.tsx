import { useEffect, useRef, useState } from 'react';

const TICK_MS = 50;

type StepState = 'done' | 'current' | 'next';

const STATUS: Record<StepState, string> = { done: 'Complete', current: 'In progress', next: 'Up next' };

const DOT: Record<StepState, string> = {
  done: 'border-mustard-400 bg-mustard-400 text-navy-950',
  current: 'border-mustard-300 bg-navy-900 text-mustard-300',
  next: 'border-white/25 bg-transparent text-navy-200',
};

/**
 * The home hero's looping progress: 0 to 100 in steps of one every 50 ms, then
 * back to 0. The server renders 0% with the first step current; with reduced
 * motion it stays there. It only ticks while on screen and the tab is visible.
 */
export function HeroProgress({ label, steps }: { label: string; steps: string[] }) {
  const [value, setValue] = useState(0);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let onScreen = true;
    let timer: ReturnType<typeof setInterval> | undefined;

    const sync = () => {
      const run = !motion.matches && onScreen && document.visibilityState === 'visible';
      if (run && timer === undefined) {
        timer = setInterval(() => setValue((v) => (v >= 100 ? 0 : v + 1)), TICK_MS);
      } else if (!run && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
      if (motion.matches) setValue(0);
    };

    const observer = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true;
      sync();
    });
    if (root.current) observer.observe(root.current);
    motion.addEventListener('change', sync);
    document.addEventListener('visibilitychange', sync);
    sync();
    return () => {
      observer.disconnect();
      motion.removeEventListener('change', sync);
      document.removeEventListener('visibilitychange', sync);
      if (timer !== undefined) clearInterval(timer);
    };
  }, []);

  const count = Math.max(steps.length, 1);
  const currentIndex = Math.min(count - 1, Math.floor((value / 100) * count));
  const stateOf = (i: number): StepState =>
    i < currentIndex || value >= 100 ? 'done' : i === currentIndex ? 'current' : 'next';
  const currentStep = steps[currentIndex] ?? '';

  return (
    <div ref={root}>
      <div className="flex items-baseline justify-between gap-4">
        <p id="hero-progress-label" className="text-sm font-semibold text-navy-100">
          {label}
        </p>
        <p aria-hidden="true" className="font-display text-3xl font-extrabold tabular-nums text-white">
          {value}%
        </p>
      </div>
      <progress
        max={100}
        value={value}
        aria-labelledby="hero-progress-label"
        aria-valuenow={value}
        aria-valuetext={`${value}%, ${currentStep}`}
        className="mt-3 block h-2.5 w-full appearance-none overflow-hidden rounded-full border-0 bg-white/15 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-mustard-400 [&::-webkit-progress-bar]:bg-white/15 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-mustard-400"
      >
        {value}%
      </progress>
      <ol className="mt-6 space-y-3">
        {steps.map((step, i) => {
          const state = stateOf(i);
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex items-center gap-3 rounded-xl border px-3 py-2.5 transition-colors ${state === 'current' ? 'border-mustard-300/50 bg-white/10' : 'border-white/10 bg-white/[0.03]'}`}
            >
              <span aria-hidden="true" className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${DOT[state]}`}>
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className="font-semibold text-white">{step}</span>
              <span className={`ml-auto text-sm ${state === 'current' ? 'font-semibold text-mustard-300' : 'text-navy-200'}`}>
                {STATUS[state]}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
