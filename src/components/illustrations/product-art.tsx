import { Art, Bar, C, Window } from './Art.tsx';

/** Custom builds: an internal tool's dashboard (figures, a chart, a work queue). */
export function DashboardArt() {
  const bars = [52, 78, 64, 96, 88, 120, 104];
  return (
    <Art>
      <Window x={10} y={16} w={460} h={328} />
      <rect x="10" y="46" width="92" height="298" fill={C.panelHi} />
      {[70, 98, 126, 154, 182].map((y, i) => (
        <Bar key={y} x={26} y={y} w={i === 1 ? 60 : 50} fill={i === 1 ? C.accent : C.muted} />
      ))}
      {[118, 232, 346].map((x, i) => (
        <g key={x}>
          <rect x={x} y="62" width="106" height="62" rx="10" fill={C.panelHi} />
          <Bar x={x + 12} y={76} w={44} h={6} fill={C.soft} />
          <Bar x={x + 12} y={94} w={i === 0 ? 70 : 56} h={14} fill={i === 0 ? C.accentHi : C.white} />
        </g>
      ))}
      <rect x="118" y="138" width="334" height="112" rx="10" fill={C.panelHi} />
      {bars.map((h, i) => (
        <rect key={i} x={138 + i * 44} y={238 - h * 0.8} width="26" height={h * 0.8} rx="4" fill={i === 5 ? C.accent : C.muted} />
      ))}
      {[264, 292, 320].map((y, i) => (
        <g key={y}>
          <Bar x={118} y={y} w={150} fill={C.line} />
          <Bar x={290} y={y} w={80} fill={C.line} />
          <rect x="392" y={y - 4} width="60" height="16" rx="8" fill={i === 0 ? C.accent : C.muted} />
        </g>
      ))}
    </Art>
  );
}

/** Care plan: the month's maintenance calendar beside an uptime trace. */
export function CalendarArt() {
  const busy = [3, 9, 10, 16, 24, 30];
  // The month's 35 day cells as one path: one element instead of 35.
  const cells = Array.from({ length: 35 }, (_, i) => `M${30 + (i % 7) * 38} ${86 + Math.floor(i / 7) * 50}h32v42h-32z`).join('');
  return (
    <Art>
      <Window x={10} y={16} w={300} h={328} />
      <Bar x={30} y={58} w={120} h={12} fill={C.white} />
      <path d={cells} fill="none" stroke={C.line} strokeWidth="1.5" />
      {[...busy].map((i) => {
        const x = 30 + (i % 7) * 38;
        const y = 86 + Math.floor(i / 7) * 50;
        return (
          <g key={i}>
            <rect x={x} y={y} width="32" height="42" rx="6" fill={C.panelHi} />
            <Bar x={x + 6} y={y + 28} w={20} h={6} fill={i === 16 ? C.accent : C.soft} />
          </g>
        );
      })}
      <rect x="326" y="16" width="144" height="150" rx="14" fill={C.panel} stroke={C.line} strokeWidth="2" />
      <path
        d="M340 120l18-8 16 4 18-24 16 6 18-30 20-10"
        fill="none"
        stroke={C.accent}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Bar x={340} y={36} w={70} fill={C.soft} />
      <Bar x={340} y={52} w={46} h={14} fill={C.white} />
      <rect x="326" y="182" width="144" height="162" rx="14" fill={C.panel} stroke={C.line} strokeWidth="2" />
      {[206, 242, 278, 314].map((y, i) => (
        <g key={y}>
          <circle cx="348" cy={y + 4} r="9" fill={i < 3 ? C.accent : 'none'} stroke={i < 3 ? 'none' : C.muted} strokeWidth="2" />
          {i < 3 && <path d={`M343 ${y + 4}l4 4 7-8`} fill="none" stroke={C.panel} strokeWidth="2.5" />}
          <Bar x={366} y={y} w={i % 2 ? 70 : 86} fill={C.line} />
        </g>
      ))}
    </Art>
  );
}

/** Lovable: an app screen on a design canvas, with guides and a cursor. */
export function CanvasArt() {
  return (
    <Art>
      <path d="M40 40H440M40 320H440M70 10V350M410 10V350" stroke={C.line} strokeWidth="1.5" strokeDasharray="4 6" />
      <rect x="70" y="40" width="340" height="280" rx="16" fill={C.panel} stroke={C.soft} strokeWidth="2" />
      <rect x="90" y="60" width="300" height="96" rx="12" fill={C.panelHi} />
      <Bar x={110} y={84} w={150} h={14} fill={C.white} />
      <Bar x={110} y={108} w={200} fill={C.soft} />
      <rect x="110" y="124" width="84" height="20" rx="10" fill={C.accent} />
      {[176, 220].map((y) => (
        <g key={y}>
          <Bar x={90} y={y} w={60} h={6} fill={C.pale} />
          <rect x="90" y={y + 12} width="300" height="22" rx="6" fill="none" stroke={C.muted} strokeWidth="1.5" />
        </g>
      ))}
      <rect x="90" y="272" width="140" height="30" rx="8" fill={C.accentHi} />
      <rect x="236" y="266" width="160" height="42" rx="8" fill="none" stroke={C.accent} strokeWidth="2" strokeDasharray="6 4" />
      {[
        [236, 266],
        [396, 266],
        [236, 308],
        [396, 308],
      ].map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x! - 4} y={y! - 4} width="8" height="8" fill={C.white} stroke={C.accent} strokeWidth="1.5" />
      ))}
      <path d="M378 290l30 64 8-26 26-8z" fill={C.white} stroke={C.panel} strokeWidth="2" strokeLinejoin="round" />
    </Art>
  );
}
