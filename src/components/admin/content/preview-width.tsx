import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';

// The widths the page preview renders at (issue 38): a phone, a tablet and a desktop screen. A
// frame narrower than the pane is shown at its size, centred; a wider one is laid out at its
// full width and scaled down to fit, so the desktop layout really renders at desktop width.
export const PREVIEW_DEVICES = [
  { id: 'phone', label: 'Phone', width: 390 },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'desktop', label: 'Desktop', width: 1440 },
] as const;
export type PreviewDevice = (typeof PREVIEW_DEVICES)[number]['id'];

const STORED = 'northmill.previewDevice';

function firstDevice(): PreviewDevice {
  let kept: string | null = null;
  try {
    kept = window.localStorage.getItem(STORED);
  } catch {
    /* storage refused (a private window, a policy): choose as on a first visit */
  }
  if (PREVIEW_DEVICES.some((d) => d.id === kept)) return kept as PreviewDevice;
  // On a wide screen the desktop layout is the one staff have not seen; on a phone, a phone.
  return window.innerWidth >= 1024 ? 'desktop' : 'phone';
}

export function usePreviewWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [device, setDevice] = useState<PreviewDevice | null>(null);
  const [pane, setPane] = useState<{ width: number; height: number } | null>(null);

  // After hydration only: the server's HTML has no inline style (the admin's policy refuses one).
  useLayoutEffect(() => {
    setDevice(firstDevice());
    const el = box.current;
    if (!el) return;
    const measure = () => setPane({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const choose = (next: PreviewDevice) => {
    setDevice(next);
    try {
      window.localStorage.setItem(STORED, next);
    } catch {
      /* private windows may refuse storage: the choice still holds for this page */
    }
  };

  let frameStyle: CSSProperties | undefined;
  let scale = 1;
  const chosen = PREVIEW_DEVICES.find((d) => d.id === device);
  if (chosen && pane && pane.width > 0) {
    scale = Math.min(1, pane.width / chosen.width);
    frameStyle = {
      width: chosen.width,
      height: pane.height / scale,
      left: Math.max(0, Math.floor((pane.width - chosen.width) / 2)),
      transform: scale < 1 ? `scale(${scale})` : undefined,
      transformOrigin: 'top left',
    };
  }
  return { box, device, choose, scale, frameStyle };
}

/** The device buttons: one pressed at a time, with the width and the scale it is shown at. */
export function PreviewWidths({ width }: { width: ReturnType<typeof usePreviewWidth> }) {
  return (
    <div role="group" aria-label="Preview width" className="flex items-center gap-1">
      {PREVIEW_DEVICES.map((d) => (
        <button
          key={d.id}
          type="button"
          aria-pressed={width.device === d.id}
          onClick={() => width.choose(d.id)}
          title={`${d.width} px wide`}
          className="rounded-md px-2 py-1 text-xs font-semibold text-navy-800 hover:bg-navy-100 aria-pressed:bg-navy-900 aria-pressed:text-white"
        >
          {d.label}
        </button>
      ))}
      {width.device && width.scale < 1 && <span className="ml-1 text-xs text-navy-600">{Math.round(width.scale * 100)}%</span>}
    </div>
  );
}
