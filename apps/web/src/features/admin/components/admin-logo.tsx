/** The Teewatch flag-on-green mark with an "Admin" tag (decorative; the heading carries the name). */
export function AdminLogo({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" className="fill-emerald-700" />
      <path d="M16 9v21" className="stroke-white" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M17 9.5l10 4-10 4z" className="fill-amber-300" />
      <ellipse cx="20" cy="30.5" rx="8" ry="2.2" className="fill-emerald-400" />
    </svg>
  );
}
