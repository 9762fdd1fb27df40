// Focal point → CSS classes (src/components/ui/focal.css). The CSP forbids
// style attributes, so each axis is rounded to the nearest 5 % and named.

const step = (v: number) => Math.min(100, Math.max(0, Math.round(v / 5) * 5));

/** 'fx-30 fy-60' for a focal point at 30 % across, 60 % down. */
export function focalClasses(x: number, y: number): string {
  return `fx-${step(x)} fy-${step(y)}`;
}

/** The same from a ResolvedImage's objectPosition ('31% 58%'); the centre when unreadable. */
export function focalClassesFromPosition(objectPosition: string): string {
  const m = /^(\d{1,3}(?:\.\d+)?)% (\d{1,3}(?:\.\d+)?)%$/.exec(objectPosition.trim());
  return m ? focalClasses(Number(m[1]), Number(m[2])) : focalClasses(50, 50);
}
