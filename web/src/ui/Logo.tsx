export function Logo({ className }: { className?: string }) {
  return (
    <span className={className ?? 'inline-flex items-center gap-2 text-xl font-semibold text-slate-900'}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" fill="#059669" />
        <path
          d="M7 10l3.5 12L16 12l5.5 10L25 10"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Workify
    </span>
  );
}
