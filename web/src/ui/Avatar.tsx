import { cn } from './cn';

const palette = ['#059669', '#0284c7', '#7c3aed', '#db2777', '#ea580c', '#0d9488', '#4f46e5', '#ca8a04'];

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

function colourFor(name: string) {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return palette[Math.abs(hash) % palette.length];
}

/** The user's picture, or a generated one from their initials when they have none. */
export function Avatar({ src, name, className }: { src?: string | null; name: string; className?: string }) {
  const size = cn('shrink-0 rounded-full', className ?? 'size-10');
  if (src) return <img src={src} alt={name} className={cn(size, 'object-cover')} loading="lazy" />;
  return (
    <span
      role="img"
      aria-label={name}
      className={cn(size, 'grid select-none place-items-center font-semibold text-white')}
      style={{ backgroundColor: colourFor(name) }}
    >
      <svg viewBox="0 0 40 40" className="size-full" aria-hidden>
        <text
          x="50%"
          y="50%"
          dominantBaseline="central"
          textAnchor="middle"
          fontSize="15"
          fill="currentColor"
          fontFamily="Poppins, sans-serif"
        >
          {initials(name)}
        </text>
      </svg>
    </span>
  );
}
