// Inline icons for the layout: decorative (aria-hidden); the controls carry their own labels.

type IconProps = { className?: string };

export function FlagIcon({ className = 'h-6 w-6' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={className}>
      <path d="M6 21V3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M6 4h11l-3 4 3 4H6" fill="currentColor" />
      <ellipse cx="6" cy="21" rx="4" ry="1" fill="currentColor" opacity="0.35" />
    </svg>
  );
}

export function MenuIcon({ className = 'h-6 w-6' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function CloseIcon({ className = 'h-6 w-6' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={className}>
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
