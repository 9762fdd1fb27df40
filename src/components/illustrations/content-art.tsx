import { Art, Bar, C, Window } from './Art.tsx';

/** About: the code is yours, a repository with its history and the key to it. */
export function OwnershipArt() {
  return (
    <Art>
      <Window x={10} y={16} w={330} h={300} />
      {[66, 96, 126, 156, 186].map((y, i) => (
        <g key={y}>
          <rect x="30" y={y - 4} width="14" height="16" rx="2" fill={i === 2 ? C.accent : C.muted} />
          <Bar x={54} y={y} w={[110, 80, 130, 96, 70][i]!} fill={i === 2 ? C.white : C.line} />
        </g>
      ))}
      <path d="M60 230v62M60 250c0 16 40 8 40 24" fill="none" stroke={C.soft} strokeWidth="3" />
      {[230, 262, 292].map((y) => (
        <circle key={y} cx="60" cy={y} r="8" fill={C.panel} stroke={C.soft} strokeWidth="3" />
      ))}
      <circle cx="100" cy="280" r="8" fill={C.accent} />
      <Bar x={128} y={226} w={150} fill={C.line} />
      <Bar x={128} y={258} w={120} fill={C.line} />
      <Bar x={128} y={288} w={170} fill={C.line} />
      <g transform="rotate(-30 380 250)">
        <circle cx="330" cy="250" r="44" fill="none" stroke={C.accent} strokeWidth="14" />
        <path d="M374 250h96M430 250v28M456 250v20" stroke={C.accent} strokeWidth="14" strokeLinecap="round" />
      </g>
    </Art>
  );
}

/** FAQ: a question and a plain answer. */
export function QuestionsArt() {
  return (
    <Art>
      <path
        d="M30 40h250a16 16 0 0 1 16 16v90a16 16 0 0 1-16 16H90l-36 30v-30H30a16 16 0 0 1-16-16V56a16 16 0 0 1 16-16z"
        fill={C.panelHi}
        stroke={C.soft}
        strokeWidth="2"
      />
      <circle cx="70" cy="100" r="24" fill={C.accent} />
      <path d="M62 94a8 8 0 1 1 12 7c-3 2-4 3-4 7" fill="none" stroke={C.panel} strokeWidth="4" strokeLinecap="round" />
      <circle cx="70" cy="115" r="3" fill={C.panel} />
      <Bar x={110} y={84} w={150} h={10} fill={C.white} />
      <Bar x={110} y={106} w={110} h={10} fill={C.pale} />
      <path
        d="M450 170H180a16 16 0 0 0-16 16v110a16 16 0 0 0 16 16h200l36 30v-30h34a16 16 0 0 0 16-16V186a16 16 0 0 0-16-16z"
        fill={C.panel}
        stroke={C.line}
        strokeWidth="2"
      />
      {[200, 226, 252, 278].map((y, i) => (
        <Bar key={y} x={188} y={y} w={[240, 210, 230, 140][i]!} fill={i === 0 ? C.accentHi : C.muted} />
      ))}
    </Art>
  );
}

/** Calculator: subscription costs climbing year by year against one build cost that stays put. */
export function SavingsArt() {
  const steps = 'M60 290h60v-36h60v-40h60v-44h60v-48h60v-52h60';
  return (
    <Art>
      <rect x="10" y="16" width="460" height="328" rx="14" fill={C.panel} stroke={C.line} strokeWidth="2" />
      {[110, 170, 230, 290].map((y) => (
        <path key={y} d={`M60 ${y}h380`} stroke={C.line} strokeWidth="1.5" />
      ))}
      <path d="M60 60v230h380" fill="none" stroke={C.muted} strokeWidth="2" />
      <path d={`${steps}V290H60z`} fill={C.panelHi} />
      <path d={steps} fill="none" stroke={C.soft} strokeWidth="4" strokeLinejoin="round" />
      <path d="M60 196h380" stroke={C.accent} strokeWidth="4" strokeLinecap="round" />
      <circle cx="270" cy="196" r="10" fill={C.accent} stroke={C.panel} strokeWidth="4" />
      <Bar x={76} y={40} w={16} h={8} fill={C.soft} />
      <Bar x={100} y={40} w={70} fill={C.line} />
      <Bar x={196} y={40} w={16} h={8} fill={C.accent} />
      <Bar x={220} y={40} w={70} fill={C.line} />
    </Art>
  );
}

/** Contact: a short enquiry form on its way, with a reply due within hours. */
export function MessageArt() {
  return (
    <Art>
      <rect x="10" y="30" width="300" height="300" rx="14" fill={C.panel} stroke={C.line} strokeWidth="2" />
      {[56, 118].map((y) => (
        <g key={y}>
          <Bar x={30} y={y} w={70} h={6} fill={C.pale} />
          <rect x="30" y={y + 14} width="260" height="30" rx="8" fill="none" stroke={C.muted} strokeWidth="1.5" />
        </g>
      ))}
      <Bar x={30} y={180} w={90} h={6} fill={C.pale} />
      <rect x="30" y="194" width="260" height="72" rx="8" fill="none" stroke={C.muted} strokeWidth="1.5" />
      <Bar x={44} y={210} w={180} fill={C.line} />
      <Bar x={44} y={228} w={140} fill={C.line} />
      <rect x="30" y="282" width="130" height="32" rx="16" fill={C.accent} />
      <path d="M330 210l140-70-50 150-30-50z" fill={C.panelHi} stroke={C.accent} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M390 240l80-100" stroke={C.accent} strokeWidth="2.5" />
      <circle cx="400" cy="84" r="44" fill={C.panel} stroke={C.soft} strokeWidth="2.5" />
      <path d="M400 56v28l20 12" fill="none" stroke={C.accentHi} strokeWidth="4" strokeLinecap="round" />
    </Art>
  );
}

/** Blog: articles stacked like a reading pile, the top one open. */
export function ArticlesArt() {
  return (
    <Art>
      <rect
        x="120"
        y="20"
        width="300"
        height="200"
        rx="14"
        fill={C.panel}
        stroke={C.line}
        strokeWidth="2"
        transform="rotate(6 270 120)"
      />
      <rect
        x="90"
        y="40"
        width="300"
        height="200"
        rx="14"
        fill={C.panel}
        stroke={C.line}
        strokeWidth="2"
        transform="rotate(-4 240 140)"
      />
      <rect x="40" y="90" width="340" height="250" rx="14" fill={C.panelHi} stroke={C.soft} strokeWidth="2" />
      <rect x="60" y="110" width="120" height="90" rx="10" fill={C.accent} />
      <path d="M60 180l36-30 28 22 20-14 36 22v20H60z" fill={C.accentHi} />
      <Bar x={196} y={116} w={160} h={12} fill={C.white} />
      <Bar x={196} y={138} w={120} h={12} fill={C.white} />
      <Bar x={196} y={164} w={70} h={6} fill={C.soft} />
      {[222, 244, 266, 288, 310].map((y, i) => (
        <Bar key={y} x={60} y={y} w={[300, 280, 296, 250, 180][i]!} fill={C.muted} />
      ))}
      <g transform="rotate(40 420 250)">
        <rect x="408" y="170" width="24" height="140" rx="4" fill={C.accent} />
        <path d="M408 310h24l-12 26z" fill={C.accentHi} />
      </g>
    </Art>
  );
}
