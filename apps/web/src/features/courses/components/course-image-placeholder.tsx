/**
 * Stand-in artwork for courses without photos (the seeded catalogue has none yet): a fairway, a green
 * and a flag, so the grid keeps its rhythm. Decorative; the course name is always shown beside it.
 */
export function CourseImagePlaceholder({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`relative overflow-hidden bg-linear-to-br from-emerald-600 via-emerald-700 to-teal-800 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 400 240"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 h-full w-full"
      >
        <path d="M0 170 C90 130 170 150 240 140 S360 110 400 120 V240 H0z" fill="#065f46" opacity="0.55" />
        <path d="M0 200 C110 170 220 190 300 175 S380 165 400 170 V240 H0z" fill="#064e3b" opacity="0.7" />
        <ellipse cx="270" cy="150" rx="70" ry="16" fill="#34d399" opacity="0.45" />
        <line x1="285" y1="150" x2="285" y2="78" stroke="#ecfdf5" strokeWidth="3" strokeLinecap="round" />
        <path d="M285 80 L325 92 L285 104z" fill="#fbbf24" />
        <circle cx="285" cy="151" r="4" fill="#022c22" />
        <circle cx="80" cy="60" r="26" fill="#a7f3d0" opacity="0.25" />
      </svg>
    </div>
  );
}
