import { createElement, type ReactNode } from 'react';

// Inline icons for the courses pages: decorative (aria-hidden); the text beside them carries the meaning.

type IconProps = { className?: string };

function Icon({ className = 'h-5 w-5', children }: IconProps & { children?: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

// Every icon is the same frame around its own shapes, passed as separate children (not a list), so React
// needs no keys for them.
const icon =
  (...shapes: ReactNode[]) =>
  (props: IconProps) =>
    createElement(Icon, props, ...shapes);

export const PinIcon = icon(
  <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />,
  <circle cx="12" cy="9.5" r="2.5" />,
);

export const SearchIcon = icon(<circle cx="11" cy="11" r="7" />, <path d="M20 20l-3.5-3.5" />);

export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);

export const ChevronLeftIcon = icon(<path d="M15 18l-6-6 6-6" />);

export const ChevronRightIcon = icon(<path d="M9 18l6-6-6-6" />);

export const ArrowLeftIcon = icon(<path d="M19 12H5M12 19l-7-7 7-7" />);

export const ExternalIcon = icon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);

export const PhoneIcon = icon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
);

export const MailIcon = icon(<rect x="3" y="5" width="18" height="14" rx="2" />, <path d="M3 7l9 6 9-6" />);

export const GlobeIcon = icon(
  <circle cx="12" cy="12" r="9" />,
  <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />,
);

export const CheckIcon = icon(<path d="M5 12l5 5L20 7" />);

export const InfoIcon = icon(<circle cx="12" cy="12" r="9" />, <path d="M12 11v5M12 8h.01" />);

export const CalendarIcon = icon(
  <rect x="3" y="5" width="18" height="16" rx="2" />,
  <path d="M3 10h18M8 3v4M16 3v4" />,
);
