import { Art, Bar, C } from './Art.tsx';

const arrow = (d: string, dashed = false) => (
  <path
    d={d}
    fill="none"
    stroke={C.soft}
    strokeWidth="2.5"
    strokeDasharray={dashed ? '6 6' : undefined}
    markerEnd="url(#arrow)"
  />
);
const ArrowHead = () => (
  <defs>
    <marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto">
      <path d="M0 0l10 5-10 5z" fill={C.soft} />
    </marker>
  </defs>
);

/** Process and automations: a trigger, steps, a human approval gate and two outcomes. */
export function WorkflowArt() {
  return (
    <Art>
      <ArrowHead />
      <circle cx="48" cy="180" r="30" fill={C.accent} />
      <path d="M40 166l18 14-18 14z" fill={C.panel} />
      {arrow('M80 180h38')}
      <rect x="122" y="146" width="110" height="68" rx="12" fill={C.panel} stroke={C.line} strokeWidth="2" />
      <Bar x={138} y={166} w={60} fill={C.white} />
      <Bar x={138} y={184} w={78} fill={C.muted} />
      {arrow('M234 180h30')}
      <path d="M310 136l44 44-44 44-44-44z" fill={C.panelHi} stroke={C.accent} strokeWidth="2.5" />
      <circle cx="310" cy="172" r="8" fill={C.accentHi} />
      <path d="M296 196c4-10 24-10 28 0" fill="none" stroke={C.accentHi} strokeWidth="4" strokeLinecap="round" />
      {arrow('M310 134V84h56')}
      {arrow('M310 226v50h56', true)}
      {[
        [370, 50, true],
        [370, 242, false],
      ].map(([x, y, ok]) => (
        <g key={String(y)}>
          <rect
            x={x as number}
            y={y as number}
            width="100"
            height="68"
            rx="12"
            fill={C.panel}
            stroke={ok ? C.accent : C.line}
            strokeWidth="2"
          />
          <circle cx={(x as number) + 24} cy={(y as number) + 34} r="11" fill={ok ? C.accent : C.muted} />
          <Bar x={(x as number) + 44} y={(y as number) + 24} w={42} fill={C.white} />
          <Bar x={(x as number) + 44} y={(y as number) + 40} w={30} fill={C.muted} />
        </g>
      ))}
      <path d="M387 84l5 5 9-10" fill="none" stroke={C.panel} strokeWidth="3" />
    </Art>
  );
}

/** Replit agents: a prompt in a console, an agent, and the tools it calls. */
export function AgentArt() {
  return (
    <Art>
      <ArrowHead />
      <rect x="10" y="40" width="200" height="280" rx="14" fill={C.panel} stroke={C.line} strokeWidth="2" />
      {[70, 96, 122, 174, 200, 252].map((y, i) => (
        <g key={y}>
          <Bar x={28} y={y} w={10} fill={i % 3 === 0 ? C.accent : C.muted} />
          <Bar x={46} y={y} w={[120, 90, 136, 100, 70, 110][i]!} fill={i % 3 === 0 ? C.white : C.line} />
        </g>
      ))}
      <rect x="28" y="280" width="12" height="18" fill={C.accent} />
      {arrow('M212 180h40')}
      <path d="M300 130l44 25v50l-44 25-44-25v-50z" fill={C.panelHi} stroke={C.accent} strokeWidth="2.5" />
      <circle cx="300" cy="180" r="16" fill={C.accent} />
      <circle cx="300" cy="180" r="6" fill={C.panel} />
      {(
        [
          [410, 60, 'M-12-8h24v16h-24zM-12-8l12 9 12-9'],
          [430, 180, 'M-12-9h24v18h-24zM-12-3h24M-12 3h24M-4-9v18M4-9v18'],
          [410, 300, 'M-6-10c-6 0-6 3-6 7s-3 3-3 3 3 0 3 3 0 7 6 7M6-10c6 0 6 3 6 7s3 3 3 3-3 0-3 3 0 7-6 7'],
        ] as const
      ).map(([x, y, icon]) => (
        <g key={y}>
          <path d={`M344 180L${x - 30} ${y}`} stroke={C.line} strokeWidth="2" strokeDasharray="5 5" />
          <circle cx={x} cy={y} r="30" fill={C.panel} stroke={C.soft} strokeWidth="2" />
          <path d={icon} transform={`translate(${x} ${y})`} fill="none" stroke={C.pale} strokeWidth="2" strokeLinejoin="round" />
        </g>
      ))}
    </Art>
  );
}

/** Integrations and backends: apps and services kept in step through one API and database. */
export function DataSyncArt() {
  const left = [60, 150, 240];
  return (
    <Art>
      {left.map((y, i) => (
        <g key={y}>
          <rect x="10" y={y} width="110" height="60" rx="12" fill={C.panel} stroke={C.line} strokeWidth="2" />
          <rect x="24" y={y + 16} width="28" height="28" rx="6" fill={i === 1 ? C.accent : C.muted} />
          <Bar x={62} y={y + 20} w={44} fill={C.white} />
          <Bar x={62} y={y + 34} w={32} fill={C.muted} />
          <path d={`M120 ${y + 30}C160 ${y + 30} 160 180 190 180`} fill="none" stroke={C.line} strokeWidth="2.5" />
          <circle cx={i === 1 ? 160 : 150} cy={i === 0 ? 112 : i === 1 ? 180 : 248} r="5" fill={C.accentHi} />
        </g>
      ))}
      <rect x="190" y="140" width="100" height="80" rx="14" fill={C.panelHi} stroke={C.accent} strokeWidth="2.5" />
      <path d="M216 170h48M216 190h48" stroke={C.accent} strokeWidth="4" strokeLinecap="round" />
      <path d="M226 162l-10 8 10 8M254 182l10 8-10 8" fill="none" stroke={C.accent} strokeWidth="3" />
      <path d="M290 180h40" stroke={C.line} strokeWidth="2.5" />
      <circle cx="312" cy="180" r="5" fill={C.accentHi} />
      <g>
        <ellipse cx="400" cy="110" rx="60" ry="20" fill={C.panelHi} stroke={C.soft} strokeWidth="2" />
        <path d="M340 110v140c0 11 27 20 60 20s60-9 60-20V110" fill={C.panel} stroke={C.soft} strokeWidth="2" />
        <path
          d="M340 157c0 11 27 20 60 20s60-9 60-20M340 204c0 11 27 20 60 20s60-9 60-20"
          fill="none"
          stroke={C.line}
          strokeWidth="2"
        />
        <ellipse cx="400" cy="110" rx="60" ry="20" fill={C.panelHi} stroke={C.soft} strokeWidth="2" />
        <circle cx="436" cy="190" r="5" fill={C.accent} />
        <circle cx="436" cy="237" r="5" fill={C.accent} />
      </g>
    </Art>
  );
}

/** Technology: the layers of a build, from interface to hosting, one on another. */
export function StackArt() {
  const layers = [
    { y: 40, fill: C.accent, edge: C.accentHi },
    { y: 120, fill: C.panelHi, edge: C.soft },
    { y: 200, fill: C.panelHi, edge: C.soft },
    { y: 280, fill: C.panel, edge: C.line },
  ];
  return (
    <Art>
      {layers.map((l, i) => (
        <g key={l.y}>
          <path d={`M240 ${l.y}l180 34-180 34-180-34z`} fill={l.fill} stroke={l.edge} strokeWidth="2" />
          <path d={`M60 ${l.y + 34}v10l180 34 180-34v-10`} fill="none" stroke={l.edge} strokeWidth="2" />
          {i > 0 && <Bar x={190} y={l.y + 30} w={100} fill={i === 1 ? C.pale : C.muted} />}
        </g>
      ))}
      <rect x="210" y="66" width="60" height="10" rx="5" fill={C.panel} />
      <path d="M440 74v242M432 74h16M432 316h16" stroke={C.line} strokeWidth="2" />
    </Art>
  );
}
