import { useLingui } from '@lingui/react';
const STAR = 'M5 0l1.55 3.14 3.45.5-2.5 2.44.59 3.44L5 7.9 1.91 9.52l.59-3.44L0 3.64l3.45-.5z';
const JOB_ROWS = [
  { y: 204, colour: '#10b981', width: 120 },
  { y: 238, colour: '#0284c7', width: 96 },
  { y: 272, colour: '#f59e0b', width: 110 },
];

/** A laptop with a job list and floating cards for the hero; decorative, drawn locally. */
export function HeroIllustration({ className }: { className?: string }) {
  const { _ } = useLingui();
  return (
    <svg viewBox="0 0 520 400" className={className} aria-hidden focusable="false" fontFamily="Poppins, sans-serif">
      <defs>
        <filter id="hero-shadow" x="-20%" y="-20%" width="140%" height="170%">
          <feDropShadow dx="0" dy="6" stdDeviation="8" floodColor="#064e3b" floodOpacity="0.14" />
        </filter>
      </defs>

      <circle cx="270" cy="205" r="180" fill="#d1fae5" />
      <circle cx="440" cy="70" r="38" fill="#a7f3d0" opacity="0.6" />
      <circle cx="62" cy="318" r="7" fill="#6ee7b7" />
      <circle cx="478" cy="214" r="5" fill="#34d399" />
      <circle cx="92" cy="96" r="4" fill="#34d399" />
      <ellipse cx="260" cy="352" rx="190" ry="9" fill="#064e3b" opacity="0.08" />

      <rect x="110" y="120" width="300" height="196" rx="14" fill="#0f172a" />
      <rect x="122" y="132" width="276" height="172" rx="6" fill="#ffffff" />
      <path d="M122 138a6 6 0 0 1 6-6h264a6 6 0 0 1 6 6v16H122z" fill="#f1f5f9" />
      <circle cx="136" cy="143" r="3.5" fill="#f87171" />
      <circle cx="148" cy="143" r="3.5" fill="#fbbf24" />
      <circle cx="160" cy="143" r="3.5" fill="#34d399" />
      <rect x="138" y="166" width="176" height="18" rx="9" fill="#f1f5f9" />
      <rect x="320" y="166" width="62" height="18" rx="9" fill="#059669" />
      {JOB_ROWS.map((row) => (
        <g key={row.y}>
          <circle cx="150" cy={row.y} r="10" fill={row.colour} />
          <rect x="168" y={row.y - 7} width={row.width} height="6" rx="3" fill="#cbd5e1" />
          <rect x="168" y={row.y + 3} width="78" height="5" rx="2.5" fill="#e2e8f0" />
          <rect x="330" y={row.y - 7} width="48" height="14" rx="7" fill="#d1fae5" />
        </g>
      ))}
      <path d="M80 316h360l-16 22H96z" fill="#cbd5e1" />
      <rect x="230" y="316" width="60" height="6" rx="3" fill="#94a3b8" />

      <g transform="translate(118 44)">
        <circle cx="26" cy="26" r="26" fill="#ffffff" filter="url(#hero-shadow)" />
        <g fill="none" stroke="#059669" strokeWidth="2.2">
          <circle cx="26" cy="26" r="14" />
          <ellipse cx="26" cy="26" rx="6" ry="14" />
          <path d="M12 26h28" />
        </g>
      </g>

      <g transform="translate(10 168)" filter="url(#hero-shadow)">
        <rect width="124" height="62" rx="14" fill="#ffffff" />
        <circle cx="30" cy="31" r="17" fill="#059669" />
        <text x="30" y="35.5" textAnchor="middle" fontSize="12" fontWeight="600" fill="#ffffff">
          0%
        </text>
        <text x="56" y="27" fontSize="10" fill="#64748b">
          {_('landing.illustration.commission')}
        </text>
        <text x="56" y="43" fontSize="13" fontWeight="600" fill="#0f172a">
          {_('landing.illustration.noFees')}
        </text>
      </g>

      <g transform="translate(366 78)" filter="url(#hero-shadow)">
        <rect width="138" height="80" rx="14" fill="#ffffff" />
        <circle cx="28" cy="30" r="15" fill="#7c3aed" />
        <rect x="52" y="22" width="66" height="7" rx="3.5" fill="#cbd5e1" />
        <rect x="52" y="34" width="44" height="5" rx="2.5" fill="#e2e8f0" />
        {[0, 1, 2, 3, 4].map((i) => (
          <path key={i} d={STAR} transform={`translate(${16 + i * 14} 54)`} fill="#fbbf24" />
        ))}
      </g>

      <g transform="translate(352 262)" filter="url(#hero-shadow)">
        <rect width="132" height="46" rx="23" fill="#ffffff" />
        <circle cx="23" cy="23" r="13" fill="#d1fae5" />
        <path
          d="M17 23.5l4 4 8-8"
          fill="none"
          stroke="#059669"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text x="44" y="27.5" fontSize="12" fontWeight="600" fill="#1e293b">
          {_('landing.illustration.jobDone')}
        </text>
      </g>
    </svg>
  );
}
