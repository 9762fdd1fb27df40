import { useId, type MouseEvent } from 'react';
import { hintClass, labelClass } from '../ui/Field.tsx';
import { focalClasses } from '../../../lib/media/focal.ts';
import '../../ui/focal.css';

/**
 * Where a crop should centre. Click the preview to set it, or use the two
 * sliders (arrow keys) — the sliders are the accessible control, the click a shortcut.
 */
export function FocalPoint({
  src,
  x,
  y,
  onChange,
}: {
  src: string | null;
  x: number;
  y: number;
  onChange: (x: number, y: number) => void;
}) {
  const id = useId();
  function pick(e: MouseEvent<HTMLDivElement>) {
    const box = e.currentTarget.getBoundingClientRect();
    const px = Math.round(((e.clientX - box.left) / box.width) * 100);
    const py = Math.round(((e.clientY - box.top) / box.height) * 100);
    onChange(Math.min(100, Math.max(0, px)), Math.min(100, Math.max(0, py)));
  }
  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>Focal point</legend>
      <p className={hintClass}>Where crops keep the picture centred: click the subject, or use the sliders.</p>
      {src && (
        // A pointer shortcut only: the sliders below do the same from the keyboard.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div onClick={pick} className="relative w-full max-w-xs cursor-crosshair overflow-hidden rounded-lg bg-navy-100">
          <img src={src} alt="" className="block h-auto w-full" />
          <span
            aria-hidden="true"
            className={`focal-marker ${focalClasses(x, y)} pointer-events-none absolute h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-emerald-700/70 shadow`}
          />
        </div>
      )}
      <div className="grid max-w-xs grid-cols-2 gap-3">
        <label htmlFor={`${id}-x`} className="text-xs font-semibold text-navy-800">
          Across: {x}%
          <input
            id={`${id}-x`}
            type="range"
            min={0}
            max={100}
            value={x}
            onChange={(e) => onChange(Number(e.target.value), y)}
            className="block w-full"
          />
        </label>
        <label htmlFor={`${id}-y`} className="text-xs font-semibold text-navy-800">
          Down: {y}%
          <input
            id={`${id}-y`}
            type="range"
            min={0}
            max={100}
            value={y}
            onChange={(e) => onChange(x, Number(e.target.value))}
            className="block w-full"
          />
        </label>
      </div>
    </fieldset>
  );
}
