import type { ComponentProps } from 'react';

// The one button look. Buttons take it from <Button>, links that must look like buttons from
// buttonClass(); the focus ring is the focus-ring utility (index.css), like every other control's.
// Every class is a whole literal string: Tailwind finds classes by reading the source, not by running it.

const VARIANTS = {
  /** The main action of a page, form or dialog. */
  primary: 'bg-emerald-700 text-white hover:bg-emerald-800',
  /** An action beside the main one (Cancel, Back, Refresh in the admin). */
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  /** A second brand action that still invites (Browse Tee Times, Refresh, Reactivate). */
  outline: 'border border-emerald-700 bg-white text-emerald-800 hover:bg-emerald-50',
  /** The confirming click of something that cannot be undone. */
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** An action that leads to a deletion, which is confirmed next. */
  dangerOutline: 'border border-red-300 bg-white text-red-700 hover:bg-red-50',
  /** The confirm button of a confirmation dialog. */
  warning: 'bg-amber-700 text-white hover:bg-amber-800',
  /** Pausing something the golfer set up. */
  warningOutline: 'border border-amber-600 bg-white text-amber-900 hover:bg-amber-50',
  /** A small text action inside a control (Clear, Show all courses). */
  quiet: 'text-emerald-800 hover:bg-emerald-50',
  /** The main action on the dark brand panel. */
  inverse: 'bg-white text-emerald-900 hover:bg-emerald-50',
  /** The second action on the dark brand panel. */
  inverseOutline: 'border border-white/70 text-white hover:bg-emerald-700',
} as const;

const SIZES = {
  /** Toolbars and cards with several actions. */
  sm: 'px-3 py-1.5 text-sm font-medium',
  /** The admin console, the header, course cards. */
  md: 'px-4 py-2 text-sm font-medium',
  /** Page and dialog actions. */
  lg: 'px-5 py-2.5 font-semibold',
  /** The page's one call to action (the home page, the waitlist form). */
  xl: 'px-6 py-3 font-semibold',
  /** At least a 36px square: arrows, page numbers, the actions of a table row. */
  icon: 'h-9 min-w-9 px-2 text-sm',
} as const;

const BOXED = 'inline-flex items-center justify-center gap-2 rounded-lg';
const DISABLED = 'disabled:cursor-not-allowed disabled:opacity-60';
/** A button or link that reads as a text link; it takes no size. */
const LINK = `rounded font-medium text-emerald-800 underline-offset-2 hover:underline focus-ring ${DISABLED}`;

export type ButtonVariant = keyof typeof VARIANTS | 'link';
export type ButtonSize = keyof typeof SIZES;
export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize };

/** The class list of the button look, for a react-router <Link> or an <a> that must look like a button. */
export function buttonClass({ variant = 'primary', size = 'md' }: ButtonStyle = {}): string {
  if (variant === 'link') return LINK;
  const ring = variant === 'inverse' || variant === 'inverseOutline' ? 'focus-ring-on-dark' : 'focus-ring';
  return `${BOXED} ${SIZES[size]} ${VARIANTS[variant]} ${ring} ${DISABLED}`;
}

/**
 * A button in the house look. `className` is for placing it (margins, width), never for colours or
 * padding: two classes for the same property are decided by CSS order, not by the order written here.
 */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonStyle) {
  const look = buttonClass({ variant, size });
  return <button type={type} className={className ? `${look} ${className}` : look} {...props} />;
}
